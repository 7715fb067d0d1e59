/** The calendar feeds' reads and writes, and the rows they sync (docs/service-times.md, Calendar sync). */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { SyncChanges, SyncedCancel, SyncedSpecial } from "../../contract/service-times/calendar-feed";
import type { Db } from "../../db/client";
import { calendarFeeds, calendarSyncRuns, churches, serviceExceptions, specialServices } from "../../db/schema";
import { toSpecialService } from "../../db/service-rows";

export type StoredFeed = typeof calendarFeeds.$inferSelect;
export type FeedWrite = Partial<Omit<typeof calendarFeeds.$inferInsert, "id" | "churchId">>;

export const selectFeed = (db: Db, churchId: number): StoredFeed | undefined => db.select().from(calendarFeeds).where(eq(calendarFeeds.churchId, churchId)).get();

/** Sets a church's feed: a new one, or the given columns of the one it has. */
export function upsertFeed(db: Db, churchId: number, values: FeedWrite & { url: string; updatedAt: Date }): void {
  db.insert(calendarFeeds).values({ churchId, ...values }).onConflictDoUpdate({ target: calendarFeeds.churchId, set: values }).run();
}

export const updateFeed = (db: Db, churchId: number, values: FeedWrite) => db.update(calendarFeeds).set(values).where(eq(calendarFeeds.churchId, churchId)).run();
export const deleteFeed = (db: Db, churchId: number) => db.delete(calendarFeeds).where(eq(calendarFeeds.churchId, churchId)).run();

/** The churches whose feed is due (not paused, not read since `before`), the longest waiting first. */
export function selectDueFeeds(db: Db, before: Date): number[] {
  return db
    .select({ churchId: calendarFeeds.churchId })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.paused, false), or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, before))))
    .orderBy(asc(calendarFeeds.lastFetchedAt), asc(calendarFeeds.id))
    .all()
    .map((r) => r.churchId);
}

/** An owner's churches whose feed failed at its last read. */
export function selectFailingFeeds(db: Db, ownerId: number) {
  return db
    .select({ churchId: churches.id, churchName: churches.name, since: calendarFeeds.failingSince, reason: calendarFeeds.lastError })
    .from(calendarFeeds)
    .innerJoin(churches, eq(churches.id, calendarFeeds.churchId))
    .where(and(eq(churches.ownerId, ownerId), eq(calendarFeeds.lastStatus, "error")))
    .orderBy(asc(churches.name))
    .all();
}

/** The rows a church's feed made, from a day on; and the dates and times of the owner's own. */
export function selectFeedRows(db: Db, churchId: number, fromDate: string) {
  const special = db.select().from(specialServices).where(and(eq(specialServices.churchId, churchId), gte(specialServices.date, fromDate))).orderBy(asc(specialServices.date), asc(specialServices.time), asc(specialServices.id)).all();
  const exceptions = db.select().from(serviceExceptions).where(and(eq(serviceExceptions.churchId, churchId), gte(serviceExceptions.date, fromDate))).all();
  return {
    synced: {
      special: special.filter((r) => r.feedUid !== null).map((r): SyncedSpecial => ({ ...toSpecialService(r), uid: r.feedUid! })),
      cancels: exceptions.filter((r) => r.feedUid !== null && r.kind === "cancelled").map((r): SyncedCancel => ({ uid: r.feedUid!, date: r.date, time: r.time, note: r.note })),
    },
    ownSpecial: special.filter((r) => r.feedUid === null).map(({ date, time }) => ({ date, time })),
    ownExceptions: exceptions.filter((r) => r.feedUid === null).map(({ date, time }) => ({ date, time })),
  };
}

/** Rows of a feed: special services and cancellations. */
export interface FeedRows {
  special: readonly SyncedSpecial[];
  cancels: readonly SyncedCancel[];
}

/**
 * Removes the feed's rows `drop` (still as they were) and adds `put`: a sync's changes, or their
 * reverse for an undo. Removals first, so a date and time can be taken again.
 */
export function applyFeedRows(db: Db, churchId: number, { drop, put }: { drop: FeedRows; put: FeedRows }, now: Date): void {
  for (const s of drop.special) db.delete(specialServices).where(and(eq(specialServices.churchId, churchId), eq(specialServices.feedUid, s.uid), eq(specialServices.date, s.date), eq(specialServices.time, s.time))).run();
  for (const c of drop.cancels) db.delete(serviceExceptions).where(and(eq(serviceExceptions.churchId, churchId), eq(serviceExceptions.feedUid, c.uid), eq(serviceExceptions.date, c.date), eq(serviceExceptions.time, c.time))).run();
  const present = new Set(db.select({ uid: specialServices.feedUid }).from(specialServices).where(and(eq(specialServices.churchId, churchId), isNotNull(specialServices.feedUid))).all().map((r) => r.uid));
  const special = put.special.filter((s) => !present.has(s.uid));
  if (special.length) db.insert(specialServices).values(special.map(({ uid, ...s }) => ({ churchId, ...s, feedUid: uid }))).run();
  // The owner's exception at that date and time stays: the sync's is not added.
  for (const { uid, ...c } of put.cancels) db.insert(serviceExceptions).values({ churchId, ...c, kind: "cancelled", newTime: null, updatedAt: now, feedUid: uid }).onConflictDoNothing().run();
}

/** The rows a feed made become the owner's own: it no longer syncs. */
export function unlinkFeedRows(db: Db, churchId: number): void {
  db.update(specialServices).set({ feedUid: null }).where(and(eq(specialServices.churchId, churchId), isNotNull(specialServices.feedUid))).run();
  db.update(serviceExceptions).set({ feedUid: null }).where(and(eq(serviceExceptions.churchId, churchId), isNotNull(serviceExceptions.feedUid))).run();
}

/** How many runs of a feed are kept: only the last can be undone, the others say what happened. */
const RUNS_KEPT = 10;

export function insertSyncRun(db: Db, run: { feedId: number; churchId: number; at: Date; changes: SyncChanges }): void {
  db.insert(calendarSyncRuns).values(run).run();
  const old = db.select({ id: calendarSyncRuns.id }).from(calendarSyncRuns).where(eq(calendarSyncRuns.feedId, run.feedId)).orderBy(desc(calendarSyncRuns.id)).limit(1_000).offset(RUNS_KEPT).all();
  if (old.length) db.delete(calendarSyncRuns).where(inArray(calendarSyncRuns.id, old.map((r) => r.id))).run();
}

export const selectLastRun = (db: Db, feedId: number) => db.select().from(calendarSyncRuns).where(eq(calendarSyncRuns.feedId, feedId)).orderBy(desc(calendarSyncRuns.id)).limit(1).get();
export const markRunUndone = (db: Db, id: number, at: Date) => db.update(calendarSyncRuns).set({ undoneAt: at }).where(eq(calendarSyncRuns.id, id)).run();
