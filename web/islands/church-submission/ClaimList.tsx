import { useEffect, useMemo, useState } from "react";
import type { UnclaimedChurch } from "../../../src/contract/church-form";
import { churchFormText } from "../../../src/contract/i18n/church-form-text";
import { claimsText } from "../../../src/contract/i18n/claims-text";
import { useText } from "../../components/lang-context";
import { apiList } from "../../lib/api";
import { ClaimRow } from "../../components/ClaimRow";
import * as css from "../../components/Directory.css";
import * as form from "../../components/Form.css";

/** Churches the list shows at once. */
const LIST_SHOWN = 50;

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
  const t = useText(churchFormText);
  // The claim pages' words: the list says the same with and without JavaScript.
  const claims = useText(claimsText);

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

  if (failed) return <p role="alert">{t("claimListFailed")}</p>;
  if (!loaded) return <p role="status">{t("claimListLoading")}</p>;
  return (
    <div className={form.fields}>
      <div className={css.field}>
        <label htmlFor="claim-search">{claims("searchField")}</label>
        <input id="claim-search" className={css.input} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      <p role="status" className={form.hint}>
        {needle ? claims("matching", { total: shown.length }) : claims("unclaimed", { total: loaded.total })}
      </p>
      {shown.length === 0 ? (
        <p>{needle ? claims("noMatches") : claims("noneUnclaimed")}</p>
      ) : (
        <ul className={css.list}>
          {shown.slice(0, LIST_SHOWN).map((church) => (
            <ClaimRow key={church.id} church={church} />
          ))}
        </ul>
      )}
      {shown.length > LIST_SHOWN ? <p className={form.hint}>{claims("showingFirst", { count: LIST_SHOWN })}</p> : null}
    </div>
  );
}
