import { and, desc, eq, gt, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bannerAds, users } from "../../db/schema";

/** Approved banners whose paid month is running, newest first, bounded. */
export function selectActiveBanners(db: Db, now: Date, limit: number) {
  return db
    .select({ id: bannerAds.id, imageUrl: bannerAds.imageUrl, linkUrl: bannerAds.linkUrl, altText: bannerAds.altText })
    .from(bannerAds)
    .where(and(eq(bannerAds.status, "approved"), gt(bannerAds.paidUntil, now)))
    .orderBy(desc(bannerAds.createdAt))
    .limit(limit)
    .all();
}

export function selectBannersForReview(db: Db, limit: number) {
  return db
    .select({ banner: bannerAds, advertiser: users.username })
    .from(bannerAds)
    .leftJoin(users, eq(users.id, bannerAds.userId))
    .orderBy(desc(bannerAds.createdAt))
    .limit(limit)
    .all();
}

/** A banner an advertiser is paying for: it waits for an admin's approval. */
export function insertBannerRow(db: Db, row: typeof bannerAds.$inferInsert): number {
  return db.insert(bannerAds).values(row).returning({ id: bannerAds.id }).get().id;
}

export const updateBannerPaidUntil = (db: Db, bannerId: number, paidUntil: Date | null) => db.update(bannerAds).set({ paidUntil }).where(eq(bannerAds.id, bannerId)).run();

export const selectBanner = (db: Db, id: number) => db.select().from(bannerAds).where(eq(bannerAds.id, id)).get();
export const setBannerStatus = (db: Db, id: number, status: "approved" | "rejected") => db.update(bannerAds).set({ status }).where(eq(bannerAds.id, id)).run();

/** Approved banners whose paid month ended: taken down (the directory page is cached). */
export function endLapsedBanners(db: Db, now: Date): void {
  db.update(bannerAds)
    .set({ paidUntil: null })
    .where(and(eq(bannerAds.status, "approved"), isNotNull(bannerAds.paidUntil), lt(bannerAds.paidUntil, now)))
    .run();
}
