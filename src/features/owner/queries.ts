import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyticsDaily } from "../../db/schema";

/** Monthly sums of the daily counters for these churches, oldest month first, at most 26 months. */
export function selectMonthlyAnalytics(db: Db, churchIds: number[], fromDay: string) {
  if (!churchIds.length) return [];
  const month = sql<string>`substr(${analyticsDaily.day}, 1, 7)`;
  return db
    .select({
      churchId: analyticsDaily.churchId,
      month,
      profileViews: sql<number>`sum(${analyticsDaily.profileViews})`,
      directoryViews: sql<number>`sum(${analyticsDaily.directoryViews})`,
      websiteClicks: sql<number>`sum(${analyticsDaily.websiteClicks})`,
      phoneClicks: sql<number>`sum(${analyticsDaily.phoneClicks})`,
      directionClicks: sql<number>`sum(${analyticsDaily.directionClicks})`,
    })
    .from(analyticsDaily)
    .where(and(inArray(analyticsDaily.churchId, churchIds), sql`${analyticsDaily.day} >= ${fromDay}`))
    .groupBy(analyticsDaily.churchId, month)
    .orderBy(asc(month))
    .all();
}
