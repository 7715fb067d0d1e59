import type { Database, Statement } from "bun:sqlite";
import { getTableName } from "drizzle-orm";
import { RecentWrites } from "./recent-writes";
import { areas, articles, bannerAds, churches, churchFacts, churchLanguages, churchVisitInfo, denominations, events, scheduleServices, serviceExceptions, specialServices, temporarySchedules, weeklyServices } from "./schema";

const name = getTableName;
/** The tables whose rows public pages show. */
const VISIBLE_TABLES = new Set<string>([churches, churchLanguages, weeklyServices, specialServices, serviceExceptions, temporarySchedules, scheduleServices, churchFacts, churchVisitInfo, denominations, areas, events, articles, bannerAds].map(name));
/** Tables whose every row belongs to one church, by its `church_id`: a write to one concerns that church's pages. */
const CHURCH_ROWS = new Set<string>([churchLanguages, weeklyServices, specialServices, serviceExceptions, temporarySchedules, scheduleServices, churchFacts, churchVisitInfo, events].map(name));
const CHURCHES = name(churches);
/** Church rows whose deletion touches their church's row (migration 0038); an event may have no church. */
const TOUCH_ON_DELETE = new Set([...CHURCH_ROWS].filter((table) => table !== name(events)));
/** How long a change is remembered with its time: long enough for any stale-while-revalidate bound. */
const REMEMBERED_MS = 60_000;
/** How often another connection's commits are looked for (PRAGMA data_version). */
const OTHERS_EVERY_MS = 50;
/** Church writes listed for `churchesWrittenSince`: the latest few suffice, since a memo catches up at its next read. */
const LISTED_WRITES = 1024;

/** The kinds of rows visitors see: a page that shows only some of them is scoped by those (docs/caching.md). */
export type DataKind = "churches" | "events" | "articles" | "banners" | "taxonomy";
const KIND_OF = new Map<string, DataKind>([
  ...[...VISIBLE_TABLES].map((table): [string, DataKind] => [table, "churches"]),
  [name(events), "events"],
  [name(articles), "articles"],
  [name(bannerAds), "banners"],
  [name(denominations), "taxonomy"],
  [name(areas), "taxonomy"],
]);

/** What a cached answer shows: one church's rows (its profile), rows of some kinds (the news), or anything visitors see. */
export type DataScope = "all" | { church: number } | { kinds: readonly DataKind[] };

/**
 * The writes visitors can see, one per database (docs/caching.md). Each visible write moves a
 * sequence number; a cached answer remembers the number it was built at and its scope, and is
 * stale once a write in its scope came after: a write to one church's rows concerns that church's
 * pages, any other visible write every page. A write whose church cannot be told (a deleted
 * event, a deleted church, a commit by another connection) concerns every page. A page that shows
 * only some kinds of rows (the news: articles) is stale by a write of those kinds, or by one no
 * kind tells (another connection's commit, a deleted church).
 * `current` is the sequence number: the memos key their values by it.
 */
export class DataVersion {
  private value = 0;
  /** The last write that concerns every page. */
  private everything = 0;
  private readonly byChurch = new Map<number, number>();
  /** The last write of each kind, and the last that no kind tells (another connection's, a deleted church). */
  private readonly byKind = new Map<DataKind, number>();
  private unattributed = 0;
  /** Child rows written, whose church is read once the statement has ended. */
  private pending: { table: string; rowid: number; seq: number }[] = [];
  /** When each run of writes began: `[first sequence number, time]`, oldest first. */
  private readonly times: [number, number][] = [];
  private readonly recent = new RecentWrites();
  /** The latest church writes, `[sequence number, church]`, and the newest number dropped from them. */
  private readonly listed: [number, number][] = [];
  private listedDroppedUpTo = 0;
  private othersCheckedAt = 0;

  constructor(
    private readonly sqlite?: Database,
    private readonly now: () => number = Date.now,
  ) {}

  get current(): number {
    this.settle();
    return this.value;
  }

  /** A change no hook reported (a schema change, another connection's commit): every page is stale. */
  bump(): void {
    this.next();
    this.concernsEverything(this.value);
    this.concernsKind(undefined, this.value);
  }

  /** A visible row written through this connection (from SQLite's update hook). */
  record(table: string, rowid: number, deleted: boolean): void {
    // A church's own row deleted: a trigger touches the church's row, reported next (migration 0038).
    if (deleted && TOUCH_ON_DELETE.has(table)) return;
    this.next();
    // A deleted church may take the demo notice that every page shows with it.
    this.concernsKind(table === CHURCHES && deleted ? undefined : KIND_OF.get(table), this.value);
    if (table === CHURCHES && !deleted) this.concernsChurch(rowid, this.value);
    else if (CHURCH_ROWS.has(table) && !deleted && this.sqlite) this.pending.push({ table, rowid, seq: this.value });
    else this.concernsEverything(this.value);
  }

  /** Whether a write in the scope came after sequence number `seq`. */
  changedSince(seq: number, scope: DataScope): boolean {
    this.settle();
    if (scope === "all") return this.value > seq;
    if ("kinds" in scope) return this.unattributed > seq || scope.kinds.some((kind) => (this.byKind.get(kind) ?? 0) > seq);
    return this.everything > seq || (this.byChurch.get(scope.church) ?? 0) > seq;
  }

  /**
   * Whether every write in the scope after `seq` happened within the last `ms`: an answer built
   * at `seq` went stale no longer ago than that. Past the writes remembered (a minute), no.
   */
  changedWithin(seq: number, ms: number, scope: DataScope = "all"): boolean {
    if (!this.changedSince(seq, scope)) return true;
    const firstWrite = this.times[0] && seq + 1 >= this.times[0][0] ? this.recent.firstAfter(seq, scope) : undefined;
    if (firstWrite === undefined) return false;
    // The run of writes that holds the first write began when it happened (or just before).
    let began: number | undefined;
    for (const [first, at] of this.times) {
      if (first > firstWrite) break;
      began = at;
    }
    return began !== undefined && this.now() - began <= ms;
  }

  /**
   * The churches written after `seq`, when every write since concerned one church and they are
   * still listed; else undefined (read everything again). A memo of all churches' rows patches
   * itself with it instead of starting over (docs/caching.md).
   */
  churchesWrittenSince(seq: number): Set<number> | undefined {
    this.settle();
    if (this.everything > seq || this.listedDroppedUpTo > seq) return undefined;
    return new Set(this.listed.filter(([at]) => at > seq).map(([, church]) => church));
  }

  private concernsEverything(seq: number): void {
    this.everything = Math.max(this.everything, seq);
    this.recent.note(seq, undefined, this.times[0]?.[0] ?? 0);
  }

  private concernsKind(kind: DataKind | undefined, seq: number): void {
    if (kind) this.byKind.set(kind, seq);
    else this.unattributed = seq;
    this.recent.noteKind(seq, kind, this.times[0]?.[0] ?? 0);
  }

  private concernsChurch(church: number, seq: number): void {
    this.byChurch.set(church, Math.max(this.byChurch.get(church) ?? 0, seq));
    this.listed.push([seq, church]);
    if (this.listed.length > LISTED_WRITES) this.listedDroppedUpTo = Math.max(this.listedDroppedUpTo, this.listed.shift()![0]);
    this.recent.note(seq, church, this.times[0]?.[0] ?? 0);
  }

  private next(): void {
    this.value++;
    const now = this.now();
    const last = this.times.at(-1);
    // Writes within the same 10 ms share a record: a bulk import does not fill the list.
    if (!last || now - last[1] >= 10) this.times.push([this.value, now]);
    while (this.times.length > 1 && now - this.times[0]![1] > REMEMBERED_MS) this.times.shift();
  }

  /** Finds the churches of the child rows written (the statements have ended by now) and notices other connections' commits. */
  private settle(): void {
    if (this.pending.length > 0 && this.sqlite) {
      const written = this.pending;
      this.pending = [];
      for (const { table, rowid, seq } of written) {
        const row = churchOf(this.sqlite, table).get(rowid) as { church_id: number | null } | null;
        if (row?.church_id != null) this.concernsChurch(row.church_id, seq);
        else this.concernsEverything(seq);
      }
    }
    const now = this.now();
    if (this.sqlite && now - this.othersCheckedAt >= OTHERS_EVERY_MS) {
      this.othersCheckedAt = now;
      if (othersCommitted(this.sqlite)) this.bump();
    }
  }
}

const churchQueries = new WeakMap<Database, Map<string, Statement>>();
function churchOf(sqlite: Database, table: string): Statement {
  let queries = churchQueries.get(sqlite);
  if (!queries) churchQueries.set(sqlite, (queries = new Map()));
  let query = queries.get(table);
  if (!query) queries.set(table, (query = sqlite.query(`SELECT church_id FROM "${table}" WHERE rowid = ?`)));
  return query;
}

const lastSeen = new WeakMap<Database, number>();
/** PRAGMA data_version moves when another connection (a CLI script, a second server) commits. */
function othersCommitted(sqlite: Database): boolean {
  const { data_version: seen } = sqlite.query("PRAGMA data_version").get() as { data_version: number };
  const before = lastSeen.get(sqlite);
  lastSeen.set(sqlite, seen);
  return before !== undefined && before !== seen;
}

/**
 * Records every row inserted, updated or deleted in a visible table through this connection,
 * whichever code wrote it: SQLite's update hook reports each changed row as the statement runs,
 * so a write that changes no row records nothing.
 */
export function watchVisibleWrites(sqlite: Database): DataVersion {
  const version = new DataVersion(sqlite);
  const written = (deleted: boolean) => (_: Database, table: string, rowid: number | bigint) => {
    if (VISIBLE_TABLES.has(table)) version.record(table, Number(rowid), deleted);
  };
  sqlite.onInsert = written(false);
  sqlite.onUpdate = written(false);
  sqlite.onDelete = written(true);
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

/**
 * Values computed from visible data of a scope (one church's card), each kept until a write in its
 * scope (docs/caching.md). At most `limit` values, the oldest first out.
 */
export function memoByScope<K, V>(limit: number): (db: Versioned, key: K, scope: DataScope, compute: () => V) => V {
  const stores = new WeakMap<DataVersion, Map<K, { version: number; value: V }>>();
  return (db, key, scope, compute) => {
    const source = db.dataVersion;
    let store = stores.get(source);
    if (!store) stores.set(source, (store = new Map()));
    const kept = store.get(key);
    if (kept && !source.changedSince(kept.version, scope)) return kept.value;
    const version = source.current;
    const value = compute();
    store.delete(key);
    if (store.size >= limit) store.delete(store.keys().next().value!);
    store.set(key, { version, value });
    return value;
  };
}

/**
 * Rows of many churches read together, each kept until a write to its church (or a change of
 * `tag`, e.g. the day the rows start from): the churches a list shows are asked for at once, and
 * only those not kept are read, in one batch (docs/caching.md). The values are frozen, since every
 * answer shares them. At most `limit` churches, the oldest first out.
 */
export function memoChurchRows<V extends object>(limit: number): (db: Versioned, ids: readonly number[], tag: string, read: (ids: number[]) => Map<number, V>) => Map<number, V> {
  const stores = new WeakMap<DataVersion, Map<number, { version: number; tag: string; value: V }>>();
  return (db, ids, tag, read) => {
    const source = db.dataVersion;
    let store = stores.get(source);
    if (!store) stores.set(source, (store = new Map()));
    const found = new Map<number, V>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = store.get(id);
      if (kept && kept.tag === tag && !source.changedSince(kept.version, { church: id })) found.set(id, kept.value);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const version = source.current;
    const fresh = read(missing);
    for (const id of missing) {
      const value = deepFreeze(fresh.get(id)!);
      found.set(id, value);
      store.delete(id);
      if (store.size >= limit) store.delete(store.keys().next().value!);
      store.set(id, { version, tag, value });
    }
    return found;
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of value instanceof Map ? value.values() : Object.values(value)) deepFreeze(inner);
  }
  return value;
}
