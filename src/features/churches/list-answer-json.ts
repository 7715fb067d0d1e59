import type { PublicChurch } from "../../contract/churches";
import { orderOf, searchesService } from "../../contract/service-search";
import type { Db } from "../../db/client";
import type { DataVersion } from "../../db/data-version";
import { centralDay } from "../../lib/dates";
import { labelsExpireAt } from "../../lib/service-times/expiry";
import { listChurchIds, listExpiresAt, type ChurchPage } from "./church-lists";
import { toPublic } from "./public-church";
import type { ChurchSearch } from "./resolved-filters";

/** GET /api/churches' answer as sent: the JSON, its paging, and when it stops being true at the same data version. */
export interface ListAnswerJson extends Omit<ChurchPage, "churches"> {
  json: string;
  expiresAt: number;
}

/**
 * One church's JSON in a list answer, kept until a write to that church, the change of its next
 * service's label or the next day (docs/caching.md, Kept API answers): a list asked with a new
 * query string reads and writes only the churches it does not hold.
 */
interface Fragment {
  version: number;
  json: string;
  expiresAt: number;
}
const FRAGMENTS = 4000;
const kept = new WeakMap<DataVersion, Map<string, Fragment>>();

/**
 * A page of the list as JSON, special services left out unless `full` (docs/decisions/0078-lean-list-answers.md).
 * A church's part is the same in every list that shows neither a distance nor a matching service, so it is kept.
 */
export function listAnswerJson(db: Db, filters: ChurchSearch, page: number, limit: number, full: boolean, now: Date): ListAnswerJson {
  const version = db.dataVersion.current;
  const { ids, rowsOf, ...paging } = listChurchIds(db, filters, page, limit, now);
  const shown = (church: PublicChurch) => {
    if (full) return JSON.stringify(church);
    const { specialServices: _, ...lean } = church;
    return JSON.stringify(lean);
  };
  if (filters.near !== undefined || searchesService(filters)) {
    const churches = toPublic(rowsOf(ids), db, now, filters);
    return { ...paging, json: `[${churches.map(shown).join(",")}]`, expiresAt: listExpiresAt({ ...paging, churches }, filters, now) };
  }
  let store = kept.get(db.dataVersion);
  if (!store) kept.set(db.dataVersion, (store = new Map()));
  const day = centralDay(now);
  const keyOf = (id: number) => `${id}|${full ? "full" : "lean"}|${day}`;
  const parts = ids.map((id) => {
    const fragment = store.get(keyOf(id));
    return fragment && fragment.expiresAt > now.getTime() && !db.dataVersion.changedSince(fragment.version, { church: id }) ? fragment : undefined;
  });
  // Only the churches not held are read.
  const missing = ids.filter((_, i) => !parts[i]);
  toPublic(rowsOf(missing), db, now, filters).forEach((church, j) => {
    const fragment = { version, json: shown(church), expiresAt: labelsExpireAt([church.nextService], now).getTime() };
    const key = keyOf(missing[j]!);
    store.delete(key);
    store.set(key, fragment);
    if (store.size > FRAGMENTS) store.delete(store.keys().next().value!);
    parts[ids.indexOf(missing[j]!)] = fragment;
  });
  const fragments = parts as Fragment[];
  // In the order of the next service, the list itself changes on the minute.
  const nextMinute = orderOf(filters.sort, false) === "time" ? Math.floor(now.getTime() / 60_000) * 60_000 + 60_000 : Number.POSITIVE_INFINITY;
  return { ...paging, json: `[${fragments.map((f) => f.json).join(",")}]`, expiresAt: Math.min(labelsExpireAt([], now).getTime(), nextMinute, ...fragments.map((f) => f.expiresAt)) };
}
