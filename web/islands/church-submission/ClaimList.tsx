import { useEffect, useMemo, useState } from "react";
import type { UnclaimedChurch } from "../../../src/contract/church-form";
import { apiList } from "../../lib/api";
import { ClaimRow } from "../../components/ClaimRow";
import * as css from "../../components/Directory.css";
import * as form from "../../components/Form.css";

const matches = (church: UnclaimedChurch, search: string) =>
  [church.name, church.address, church.area ?? ""].some((text) => text.toLowerCase().includes(search));

/**
 * 'Claim Existing Church' (docs/product.md, management side): unclaimed churches filtered as you type by name,
 * address or area. The list holds the first 200; with more, the server is asked for the search.
 * Choosing one opens its claim form (/claim-church/{id}, docs/decisions/0035-claim-safeguards.md).
 */
export function ClaimList() {
  const [loaded, setLoaded] = useState<{ items: UnclaimedChurch[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState("");
  const [searched, setSearched] = useState<UnclaimedChurch[] | null>(null);

  useEffect(() => {
    apiList<UnclaimedChurch>("/api/unclaimed-churches").then(setLoaded, () => setFailed(true));
  }, []);

  const needle = search.trim().toLowerCase();
  const partial = loaded !== null && loaded.total > loaded.items.length;
  useEffect(() => {
    setSearched(null);
    if (!partial || !needle) return;
    const timer = setTimeout(() => {
      apiList<UnclaimedChurch>(`/api/unclaimed-churches?search=${encodeURIComponent(needle)}`).then((r) => setSearched(r.items), () => setFailed(true));
    }, 250);
    return () => clearTimeout(timer);
  }, [needle, partial]);

  const shown = useMemo(() => (searched ?? loaded?.items ?? []).filter((c) => !needle || matches(c, needle)), [searched, loaded, needle]);

  if (failed) return <p role="alert">The list of churches could not be loaded. Please refresh the page.</p>;
  if (!loaded) return <p role="status">Loading unclaimed churches…</p>;
  return (
    <div className={form.fields}>
      <div className={css.field}>
        <label htmlFor="claim-search">Search by church name, address or area</label>
        <input id="claim-search" className={css.input} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      <p role="status" className={form.hint}>
        {needle ? `${shown.length} matching ${shown.length === 1 ? "church" : "churches"}` : `${loaded.total} unclaimed ${loaded.total === 1 ? "church" : "churches"}`}
      </p>
      {shown.length === 0 ? (
        <p>{needle ? "No churches found matching your search." : "No unclaimed churches available at this time."}</p>
      ) : (
        <ul className={css.list}>
          {shown.slice(0, 50).map((church) => (
            <ClaimRow key={church.id} church={church} />
          ))}
        </ul>
      )}
      {shown.length > 50 ? <p className={form.hint}>Showing the first 50: type more of the name to narrow the list.</p> : null}
    </div>
  );
}
