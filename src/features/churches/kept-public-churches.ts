import type { PublicChurch } from "../../contract/churches";
import { searchesService } from "../../contract/service-search";
import type { Db } from "../../db/client";
import type { DataVersion } from "../../db/data-version";
import { centralDay } from "../../lib/dates";
import { labelsExpireAt } from "../../lib/service-times/expiry";
import { toPublic } from "./public-church";
import type { ChurchSearch } from "./resolved-filters";
import type { ChurchRow } from "./search-queries";

/**
 * A listed church as answers show it, kept while it stays true: until a write to that church, its
 * next service's label changing, or the next day in San Antonio (the coming notices count from
 * today). Its JSON, as UTF-8, is kept beside it once an answer wrote it (docs/caching.md, Kept API answers).
 */
export interface KeptChurch {
  version: number;
  church: PublicChurch;
  /** True from `builtAt` until `expiresAt` (ms since the epoch): an answer for an earlier moment builds its own. */
  builtAt: number;
  expiresAt: number;
  json: { lean?: Uint8Array; full?: Uint8Array };
}

const KEPT = 2000;
const stores = new WeakMap<DataVersion, Map<string, KeptChurch>>();

/** Lists that show neither a distance nor a matching service show every church the same way, so they share them. */
export const sharesChurches = (filters: ChurchSearch) => filters.near === undefined && !searchesService(filters);

/** The churches `ids` as a shared list shows them, reading the rows of only those not kept. */
export function keptPublicChurches(db: Db, ids: readonly number[], rowsOf: (ids: readonly number[]) => ChurchRow[], now: Date): KeptChurch[] {
  const version = db.dataVersion.current;
  let store = stores.get(db.dataVersion);
  if (!store) stores.set(db.dataVersion, (store = new Map()));
  const day = centralDay(now);
  const keyOf = (id: number) => `${id}|${day}`;
  const found = ids.map((id) => {
    const kept = store.get(keyOf(id));
    const at = now.getTime();
    return kept && kept.builtAt <= at && at < kept.expiresAt && !db.dataVersion.changedSince(kept.version, { church: id }) ? kept : undefined;
  });
  const missing = ids.filter((_, i) => !found[i]);
  toPublic(rowsOf(missing), db, now).forEach((church, j) => {
    // Shared by every answer that shows it: frozen, so code that would change it throws.
    const kept = { version, church: Object.freeze(church), builtAt: now.getTime(), expiresAt: labelsExpireAt([church.nextService], now).getTime(), json: {} };
    const key = keyOf(missing[j]!);
    store.delete(key);
    store.set(key, kept);
    if (store.size > KEPT) store.delete(store.keys().next().value!);
    found[ids.indexOf(missing[j]!)] = kept;
  });
  return found as KeptChurch[];
}

/** The churches `ids` as the list `filters` shows them: kept ones when the list shares them. */
export function publicChurches(db: Db, ids: readonly number[], rowsOf: (ids: readonly number[]) => ChurchRow[], now: Date, filters: ChurchSearch): PublicChurch[] {
  return sharesChurches(filters) ? keptPublicChurches(db, ids, rowsOf, now).map((kept) => kept.church) : toPublic(rowsOf(ids), db, now, filters);
}
