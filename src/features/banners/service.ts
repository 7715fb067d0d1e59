import type { ActiveBanner } from "../../contract/banners";
import type { Db } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { notFound } from "../../http/errors";
import type { SessionUser } from "../../sessions/sessions";
import { endLapsedBanners, insertBannerRow, selectActiveBanners, selectBanner, selectBannersForReview, setBannerStatus, updateBannerPaidUntil } from "./queries";

// The banner plan's checkout creates the banner and its payments keep it shown.

/** What the directory's bottom slot rotates (docs/product.md D12): approved and paid, at most 10. */
export const activeBanners = (db: Db, now = new Date()): ActiveBanner[] => selectActiveBanners(db, now, 10);

export function bannersForReview(db: Db) {
  return selectBannersForReview(db, 200).map(({ banner: b, advertiser }) => ({
    id: b.id,
    imageUrl: b.imageUrl,
    linkUrl: b.linkUrl,
    altText: b.altText,
    status: b.status,
    paid: b.paidUntil !== null,
    paidUntil: b.paidUntil?.toISOString() ?? null,
    advertiser,
    createdAt: b.createdAt.toISOString(),
  }));
}

export function decideBanner(db: Db, admin: SessionUser, id: number, status: "approved" | "rejected") {
  const banner = selectBanner(db, id);
  if (!banner) throw notFound("Banner not found");
  db.transaction(() => {
    setBannerStatus(db, id, status);
    recordAudit(db, { actorId: admin.id, action: `banner.${status}`, entityType: "image", entityId: id, details: { status: [banner.status, status] } });
  });
  return { id, status };
}

export const expireLapsedBanners = (db: Db, now = new Date()): void => endLapsedBanners(db, now);

/** A banner an advertiser is paying for: it waits for an admin's approval. Answers its id. */
export const insertBanner = (db: Db, row: Parameters<typeof insertBannerRow>[1]): number => insertBannerRow(db, row);

/** A banner shows until its paid month ends; null when its subscription stopped. */
export const setBannerPaidUntil = (db: Db, bannerId: number, paidUntil: Date | null): void => void updateBannerPaidUntil(db, bannerId, paidUntil);
