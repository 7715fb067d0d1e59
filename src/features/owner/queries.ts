import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyticsDaily, areas, churchClaims, churches, denominations } from "../../db/schema";

const ownedColumns = {
  id: churches.id,
  slug: churches.slug,
  name: churches.name,
  status: churches.status,
  featured: churches.featured,
  isPremium: churches.isPremium,
  denomination: denominations.name,
  area: areas.name,
  address: churches.address,
  updatedAt: churches.updatedAt,
};

/** The user's churches (any status), most recently changed first. An owner has one; bounded anyway. */
export function selectOwnedChurches(db: Db, userId: number) {
  return db
    .select(ownedColumns)
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(eq(churches.ownerId, userId))
    .orderBy(desc(churches.updatedAt))
    .limit(20)
    .all();
}

/** Churches the user asked to claim, with the claim's status. */
export function selectClaims(db: Db, userId: number) {
  return db
    .select({ ...ownedColumns, claimStatus: churchClaims.status, claimedAt: churchClaims.createdAt })
    .from(churchClaims)
    .innerJoin(churches, eq(churches.id, churchClaims.churchId))
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(eq(churchClaims.userId, userId))
    .orderBy(desc(churchClaims.createdAt))
    .limit(20)
    .all();
}

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
