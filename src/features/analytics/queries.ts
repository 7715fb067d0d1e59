import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyticsDaily, analyticsSeen } from "../../db/schema";

export type Counter = "directoryViews" | "profileViews" | "websiteClicks" | "phoneClicks" | "directionClicks";

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

/** Drops daily counters of days before `day` (YYYY-MM-DD). */
export function deleteCountersBefore(db: Db, day: string): void {
  db.delete(analyticsDaily).where(lt(analyticsDaily.day, day)).run();
}
