import { useEffect, useRef, useState, type FormEvent } from "react";
import { directorySearch, hasDirectoryPlace, mapSearch, parseDirectoryQuery, type DirectoryQuery, type DirectoryResults } from "../../src/contract/directory";
import { filterWeight } from "../../src/contract/directory-filters";
import { ActiveFilters } from "../components/directory/ActiveFilters";
import { FilterForm } from "../components/directory/FilterForm";
import { Pager, RESULTS_ID } from "../components/directory/Pager";
import { PhoneViewSwitch, type PhoneView } from "../components/directory/PhoneViewSwitch";
import { Results, type LoadStatus } from "../components/directory/Results";
import { useDirectoryUrl, type HistoryMode } from "../components/directory/use-directory-url";
import { DeferredDirectoryMap } from "./directory/DeferredDirectoryMap";
import * as css from "../components/Directory.css";
import { api } from "../lib/api";
import type { MapConfig } from "../lib/leaflet";
import { useScripted, useText } from "../components/lang-context";
import { directoryText } from "../../src/contract/i18n/directory-text";

export interface DirectoryExplorerProps {
  initialQuery: DirectoryQuery;
  initialResults: DirectoryResults;
  denominations: string[];
  areas: string[];
  map: MapConfig;
}

/**
 * The directory's filters, map and results (docs/product.md V2, directory). The server renders it with
 * the URL's filters, so the GET form works without JavaScript; hydrated, it updates the results
 * and the map in place, one GET /api/directory per search, and keeps the URL in step. A phone shows
 * the list or the map, list first (docs/decisions/0028-phone-directory.md).
 */
export default function DirectoryExplorer({ initialQuery, initialResults, denominations, areas, map }: DirectoryExplorerProps) {
  const t = useText(directoryText);
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState(initialResults);
  const [status, setStatus] = useState<LoadStatus>("idle");
  const [searchText, setSearchText] = useState(initialQuery.search ?? "");
  const [locationText, setLocationText] = useState(initialQuery.location ?? "");
  const [locationStatus, setLocationStatus] = useState<string>();
  // 'Use my location' needs JavaScript: shown once the island runs.
  const hydrated = useScripted();
  const [phoneView, setPhoneView] = useState<PhoneView>("list");
  const request = useRef(0);
  // The query last asked for: a change made from a timer (the search's pause) builds on it, not on
  // the render that started the timer, or a filter chosen during the pause would be dropped.
  const latest = useRef(query);
  const resultsTop = useRef<HTMLDivElement>(null);
  // After a page link, the new page's first heading takes focus once it is shown, clear of the sticky header.
  const [focusResults, setFocusResults] = useState(false);
  useEffect(() => {
    if (!focusResults || status === "loading") return;
    setFocusResults(false);
    const heading = resultsTop.current?.querySelector<HTMLElement>("h2");
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  }, [focusResults, status, results]);
  const writeUrl = useDirectoryUrl((next) => {
    setSearchText(next.search ?? "");
    setLocationText(next.location ?? "");
    void load(next, "none");
  });

  const remember = (next: DirectoryQuery) => {
    latest.current = next;
    setQuery(next);
  };

  async function load(next: DirectoryQuery, history: HistoryMode) {
    remember(next);
    writeUrl(next, history);
    const id = ++request.current;
    setStatus("loading");
    try {
      // The page's own query string: the API answers what the page would show for it.
      const fresh = await api<DirectoryResults>("GET", `/api/directory${directorySearch(next)}`);
      if (id !== request.current) return;
      setResults(fresh);
      setStatus("idle");
    } catch {
      if (id === request.current) setStatus("error");
    }
  }

  const change = (patch: Partial<DirectoryQuery>, history: HistoryMode = "push") => void load({ ...latest.current, page: 1, ...patch }, history);

  // Typing searches after a short pause.
  useEffect(() => {
    if ((query.search ?? "") === searchText.trim()) return;
    const timer = setTimeout(() => change({ search: searchText.trim() || undefined }, "replace"), 300);
    return () => clearTimeout(timer);
  }, [searchText]);

  const clear = () => {
    setSearchText("");
    setLocationText("");
    setLocationStatus(undefined);
    void load({ page: 1, view: query.view }, "push");
  };

  // Sent, the form is read as the server reads it: a typed place, and what a keyboard left waiting in a field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>);
    void load({ ...parseDirectoryQuery(fields), page: 1 }, "push");
  };

  // The browser asks for the position only now, after the click.
  const locateMe = () => {
    if (!navigator.geolocation) {
      setLocationStatus(t("location.unsupported"));
      return;
    }
    setLocationStatus(t("locating"));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocationStatus(undefined);
        setLocationText("");
        change({ near: { lat: coords.latitude, lng: coords.longitude }, location: undefined });
      },
      () => setLocationStatus(t("location.failed")),
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };

  // The view is how the same results are laid out: nothing to load.
  const onView = (view: DirectoryQuery["view"]) => {
    remember({ ...latest.current, view });
    writeUrl(latest.current, "replace");
  };

  const goToPage = (page: number) => {
    setFocusResults(true);
    void load({ ...latest.current, page }, "push");
  };

  return (
    <>
      <FilterForm
        query={query}
        searchText={searchText}
        onSearchText={setSearchText}
        denominations={denominations}
        areas={areas}
        onChange={change}
        onSubmit={onSubmit}
        onClear={clear}
        onView={onView}
        near={{ locationText, onLocationText: setLocationText, onUseLocation: hydrated ? locateMe : undefined, locationStatus }}
        problems={status === "loading" ? [] : results.problems}
        showCount={hydrated && status === "idle" && !results.totalEstimated ? results.total : undefined}
      />
      <ActiveFilters query={query} near={results.near?.label ?? (query.location && t("near.chip", { place: query.location }))} total={results.total} estimated={results.totalEstimated} status={status} onClear={clear} />
      <PhoneViewSwitch view={phoneView} onView={setPhoneView} />
      <div className={css.explorer} data-phone-view={phoneView}>
        <section className={css.mapSection} aria-label={t("map")}>
          <DeferredDirectoryMap query={mapSearch(query, results.near?.point)} bounds={results.bounds} config={map} />
        </section>
        <div ref={resultsTop} id={RESULTS_ID} className={css.results} aria-busy={status === "loading"}>
          {status === "error" ? (
            <p className={css.error} role="alert">
              {t("loadFailed")}
            </p>
          ) : null}
          <Results results={results} status={status} view={query.view} filtered={isFiltered(query)} />
          {results.pageCount > 1 && status !== "loading" ? <Pager query={query} pageCount={results.pageCount} onPage={goToPage} /> : null}
        </div>
      </div>
    </>
  );
}

/** A search, a filter or a place narrows the list: its results carry no Advertise tiles (docs/decisions/0063-visitor-polish.md). */
const isFiltered = (query: DirectoryQuery) => query.search !== undefined || filterWeight(query) > 0 || hasDirectoryPlace(query);
