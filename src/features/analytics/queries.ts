import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyticsDaily, analyticsSavesSeen, analyticsSeen, churches } from "../../db/schema";

export type Counter = "directoryViews" | "profileViews" | "websiteClicks" | "phoneClicks" | "directionClicks" | "saves";

/** Records the hash; answers false when this visitor was already counted for it today. */
export function markSeen(db: Db, day: string, hash: string): boolean {
  return db.insert(analyticsSeen).values({ day, hash }).onConflictDoNothing().returning({ hash: analyticsSeen.hash }).get() !== undefined;
}

export function incrementCounter(db: Db, churchId: number, day: string, counter: Counter): void {
  db.insert(analyticsDaily)
    .values({ churchId, day, [counter]: 1 })
    .onConflictDoUpdate({
      target: [analyticsDaily.churchId, analyticsDaily.day],
      set: { [counter]: sql`${analyticsDaily[counter]} + 1` },
    })
    .run();
}

/** The dedupe hashes of past days are useless once the day's salt is gone. */
export function deleteSeenBefore(db: Db, day: string): void {
  db.delete(analyticsSeen).where(lt(analyticsSeen.day, day)).run();
}

/** Records a save's hash for the month (YYYY-MM); answers false when this visitor already saved the church this month. */
export function markSaveSeen(db: Db, month: string, hash: string): boolean {
  return db.insert(analyticsSavesSeen).values({ month, hash }).onConflictDoNothing().returning({ hash: analyticsSavesSeen.hash }).get() !== undefined;
}

/** A past month's save hashes are useless once its salt is gone. */
export function deleteSavesSeenBefore(db: Db, month: string): void {
  db.delete(analyticsSavesSeen).where(lt(analyticsSavesSeen.month, month)).run();
}

/** How many people saved the church in the month (YYYY-MM). */
export function selectSavesIn(db: Db, churchId: number, month: string): number {
  return (
    db
      .select({ n: sql<number>`coalesce(sum(${analyticsDaily.saves}), 0)`.mapWith(Number) })
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.churchId, churchId), sql`substr(${analyticsDaily.day}, 1, 7) = ${month}`))
      .get()?.n ?? 0
  );
}

/** Drops daily counters of days before `day` (YYYY-MM-DD). */
export function deleteCountersBefore(db: Db, day: string): void {
  db.delete(analyticsDaily).where(lt(analyticsDaily.day, day)).run();
}

/** A day (YYYY-MM-DD, 10 characters) or a month (YYYY-MM, 7): how long a period key is. */
export type PeriodLength = 10 | 7;

const figuresBy = (length: PeriodLength) => {
  const period = sql<string>`substr(${analyticsDaily.day}, 1, ${length})`;
  return {
    period,
    columns: {
      churchId: analyticsDaily.churchId,
      period,
      profileViews: sql<number>`sum(${analyticsDaily.profileViews})`.mapWith(Number),
      directoryViews: sql<number>`sum(${analyticsDaily.directoryViews})`.mapWith(Number),
      websiteClicks: sql<number>`sum(${analyticsDaily.websiteClicks})`.mapWith(Number),
      phoneClicks: sql<number>`sum(${analyticsDaily.phoneClicks})`.mapWith(Number),
      directionClicks: sql<number>`sum(${analyticsDaily.directionClicks})`.mapWith(Number),
    },
  };
};

/** One church's sums per day or month from `fromDay` on; periods without a row are absent. */
export function selectChurchFigures(db: Db, churchId: number, fromDay: string, length: PeriodLength) {
  const { period, columns } = figuresBy(length);
  return db
    .select(columns)
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.churchId, churchId), gte(analyticsDaily.day, fromDay)))
    .groupBy(period)
    .all();
}

// The church's peers: approved churches of its denomination (`IS` so that no denomination matches no denomination).
const peersOf = (churchId: number) =>
  and(eq(churches.status, "approved"), sql`${churches.denominationId} IS (SELECT denomination_id FROM churches WHERE id = ${churchId})`);

/** The peers' sums per church and day or month from `fromDay` on (docs/decisions/0030). */
export function selectPeerFigures(db: Db, churchId: number, fromDay: string, length: PeriodLength) {
  const { period, columns } = figuresBy(length);
  return db
    .select(columns)
    .from(analyticsDaily)
    .innerJoin(churches, eq(churches.id, analyticsDaily.churchId))
    .where(and(peersOf(churchId), gte(analyticsDaily.day, fromDay)))
    .groupBy(analyticsDaily.churchId, period)
    .all();
}

/** How many churches the median is taken over, those without any figure included. */
export function countPeers(db: Db, churchId: number): number {
  return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(churches).where(peersOf(churchId)).get()?.n ?? 0;
}
