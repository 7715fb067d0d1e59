import type { Database } from "bun:sqlite";
import { getTableName } from "drizzle-orm";
import { areas, articles, bannerAds, churches, churchFacts, churchLanguages, churchVisitInfo, denominations, events, specialServices, weeklyServices } from "./schema";

/** The tables whose rows public pages show. */
const VISIBLE_TABLES = new Set<string>([churches, churchLanguages, weeklyServices, specialServices, churchFacts, churchVisitInfo, denominations, areas, events, articles, bannerAds].map((table) => getTableName(table)));

/**
 * A counter of the writes visitors can see, one per database: the page cache and the memos key
 * their entries by it, so a change drops them all at once (docs/decisions/0015-table-owners-and-data-version.md).
 */
export class DataVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value++;
  }
}

/**
 * Bumps the version for every row inserted, updated or deleted in a visible table through this
 * connection, whichever code wrote it: SQLite's update hook reports each changed row as the
 * statement runs, so a write that changes no row does not bump.
 */
export function watchVisibleWrites(sqlite: Database): DataVersion {
  const version = new DataVersion();
  const hook = (_: Database, table: string) => {
    if (VISIBLE_TABLES.has(table)) version.bump();
  };
  sqlite.onInsert = hook;
  sqlite.onUpdate = hook;
  sqlite.onDelete = hook;
  return version;
}

/** A database, or anything else that carries its data version. */
export interface Versioned {
  dataVersion: DataVersion;
}

/**
 * Values computed from visible data, kept per database until its data version moves. `limit`
 * bounds the values of one version: the oldest goes first.
 */
export function memoByVersion<K, V>(limit = Number.POSITIVE_INFINITY): (db: Versioned, key: K, compute: () => V) => V {
  const stores = new WeakMap<DataVersion, { version: number; values: Map<K, V> }>();
  return (db, key, compute) => {
    const source = db.dataVersion;
    let store = stores.get(source);
    if (store?.version !== source.current) stores.set(source, (store = { version: source.current, values: new Map() }));
    if (store.values.has(key)) return store.values.get(key)!;
    const value = compute();
    if (store.values.size >= limit) store.values.delete(store.values.keys().next().value!);
    store.values.set(key, value);
    return value;
  };
}
