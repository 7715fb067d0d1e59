import type { PublicChurch } from "../../contract/churches";
import type { Db } from "../../db/client";
import { listChurchIds, listExpiresAt, type ChurchPage } from "./church-lists";
import { keptPublicChurches, sharesChurches } from "./kept-public-churches";
import { toPublic } from "./public-church";
import type { ChurchSearch } from "./resolved-filters";

/** GET /api/churches' answer as sent: the JSON, its paging, and when it stops being true at the same data version. */
export interface ListAnswerJson extends Omit<ChurchPage, "churches"> {
  json: string;
  expiresAt: number;
}

/**
 * A page of the list as JSON, special services left out unless `full` (docs/decisions/0078-lean-list-answers.md).
 * A church's part is the same in every list that shows neither a distance nor a matching service, so it is kept (kept-public-churches.ts).
 */
export function listAnswerJson(db: Db, filters: ChurchSearch, page: number, limit: number, full: boolean, now: Date): ListAnswerJson {
  const { ids, rowsOf, ...paging } = listChurchIds(db, filters, page, limit, now);
  const shown = (church: PublicChurch) => {
    if (full) return JSON.stringify(church);
    const { specialServices: _, ...lean } = church;
    return JSON.stringify(lean);
  };
  if (!sharesChurches(filters)) {
    const churches = toPublic(rowsOf(ids), db, now, filters);
    return { ...paging, json: `[${churches.map(shown).join(",")}]`, expiresAt: listExpiresAt({ ...paging, churches }, filters, now) };
  }
  const kept = keptPublicChurches(db, ids, rowsOf, now);
  const coding = full ? "full" : "lean";
  const churches = kept.map((k) => k.church);
  return { ...paging, json: `[${kept.map((k) => (k.json[coding] ??= shown(k.church))).join(",")}]`, expiresAt: listExpiresAt({ ...paging, churches }, filters, now) };
}
