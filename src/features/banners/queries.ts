import { and, desc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bannerAds, users } from "../../db/schema";

/** Approved banners whose paid month is running, newest first, bounded: prepared once per database, the directory asks at every drawing (decision 0079). */
function buildActiveBanners(db: Db) {
  return db
    .select({ id: bannerAds.id, imageUrl: bannerAds.imageUrl, linkUrl: bannerAds.linkUrl, altText: bannerAds.altText })
    .from(bannerAds)
    // `paid_until` holds milliseconds (timestamp_ms): a placeholder is bound as given, so `now` is passed as its milliseconds.
    .where(and(eq(bannerAds.status, "approved"), gt(bannerAds.paidUntil, sql.placeholder("now"))))
    .orderBy(desc(bannerAds.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare();
}
const activeBannerStatements = new WeakMap<Db, ReturnType<typeof buildActiveBanners>>();

export function selectActiveBanners(db: Db, now: Date, limit: number) {
  let statement = activeBannerStatements.get(db);
  if (!statement) activeBannerStatements.set(db, (statement = buildActiveBanners(db)));
  return statement.all({ now: now.getTime(), limit });
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
