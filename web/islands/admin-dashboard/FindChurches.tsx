import { useState, type FormEvent } from "react";
import { guessDenomination, MAPS_MAX_PAGE, MAPS_PAGE_SIZE, type MapsResult } from "../../../src/contract/find-churches";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import * as directory from "../../components/Directory.css";
import { button, buttonRow } from "../../components/ui.css";
import { Skeletons } from "./Skeletons";

type Outcome = "Added" | "Duplicate";

/** Find Churches (docs/product.md D3): OpenStreetMap places of worship, 20 a page; each can be added once. */
export function FindChurches() {
  const [query, setQuery] = useState("");
  const [asked, setAsked] = useState("");
  const [page, setPage] = useState(1);
  const [results, setResults] = useState<{ data: MapsResult[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [adding, setAdding] = useState<string | null>(null);

  async function run(text: string, which: number) {
    if (!text.trim()) {
      setError("Please enter a search term");
      return;
    }
    setLoading(true);
    setError(null);
    try {
      setResults(await api<{ data: MapsResult[]; total: number }>("POST", "/api/admin/maps-search", { query: text.trim(), page: which }));
      setAsked(text.trim());
      setPage(which);
    } catch (failure) {
      showToast({ title: "Error", description: (failure instanceof ApiError && failure.serverMessage) || "Failed to search the map", variant: "destructive" });
    } finally {
      setLoading(false);
    }
  }

  async function add(place: MapsResult) {
    setAdding(place.place_id);
    const body = { name: place.name, address: place.full_address, latitude: place.latitude, longitude: place.longitude };
    try {
      const check = await api<{ isDuplicate: boolean }>("POST", "/api/admin/churches/check-duplicate", body).catch(() => {
        throw new Error("Could not verify if church exists");
      });
      if (check.isDuplicate) {
        setOutcomes((o) => ({ ...o, [place.place_id]: "Duplicate" }));
        showToast({ title: "Duplicate detected", description: `${place.name} already exists in the database.`, variant: "destructive" });
        return;
      }
      const denomination = guessDenomination(`${place.name} ${place.categories.join(" ")}`) ?? undefined;
      await api("POST", "/api/admin/churches", { ...body, phone: place.phone, website: place.website, denomination, featured: false });
      setOutcomes((o) => ({ ...o, [place.place_id]: "Added" }));
      showToast({ title: "Church added", description: `${place.name} is now in the directory.` });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setOutcomes((o) => ({ ...o, [place.place_id]: "Duplicate" }));
      const message = failure instanceof ApiError ? (failure.serverMessage ?? "Failed to add church") : failure instanceof Error ? failure.message : "Failed to add church";
      showToast({ title: "Error", description: message, variant: "destructive" });
    } finally {
      setAdding(null);
    }
  }

  const pages = results ? Math.min(MAPS_MAX_PAGE, Math.ceil(results.total / MAPS_PAGE_SIZE)) : 0;
  return (
    <>
      <form
        className={css.toolbar}
        role="search"
        aria-label="Find churches on the map"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void run(query, 1);
        }}
      >
        <label className={directory.field}>
          Church name
          <input className={directory.input} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="e.g. Baptist, San Fernando" aria-describedby={error ? "find-error" : undefined} />
        </label>
        <button type="submit" className={button.primary} disabled={loading}>
          {loading ? "Searching..." : "Search"}
        </button>
      </form>
      {error ? (
        <p id="find-error" role="alert" className={directory.error}>
          {error}
        </p>
      ) : null}
      <p className={css.status}>Places of worship in San Antonio from OpenStreetMap, 20 a page, at most 60.</p>
      {loading ? <Skeletons /> : null}
      {results && !loading ? (
        <>
          <p role="status">
            {results.total} {results.total === 1 ? "place" : "places"} found for '{asked}'
          </p>
          <ul className={css.list}>
            {results.data.map((place) => (
              <li key={place.place_id} className={css.item}>
                <span>
                  <strong>{place.name}</strong>
                  <br />
                  {place.full_address || "Address not in OpenStreetMap (looked up when added)"}
                  {place.phone ? ` · ${place.phone}` : ""}
                  {place.domain ? ` · ${place.domain}` : ""}
                  <br />
                  <small>
                    {place.categories.join(", ")}
                    {guessDenomination(`${place.name} ${place.categories.join(" ")}`) ? ` · likely ${guessDenomination(`${place.name} ${place.categories.join(" ")}`)}` : ""}
                  </small>
                </span>
                {outcomes[place.place_id] ? (
                  <span className={css.status}>{outcomes[place.place_id]}</span>
                ) : (
                  <button type="button" className={button.outline} disabled={adding !== null} onClick={() => void add(place)} aria-label={`Add ${place.name}`}>
                    {adding === place.place_id ? "Adding..." : "Add"}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className={buttonRow} aria-label="Result pages">
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <button key={n} type="button" className={n === page ? button.primary : button.outline} aria-current={n === page ? "page" : undefined} onClick={() => void run(asked, n)}>
                  Page {n}
                </button>
              ))}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
