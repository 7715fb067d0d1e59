import type { AnalyticsRecord, ServicesConfirmation } from "../../contract/owner";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { centralDay } from "../../lib/dates";
import type { SessionUser } from "../accounts/sessions";
import { assertOwnsChurch, confirmServices } from "../churches/service";
import { ownerChurches } from "../submissions/service";
import { selectMonthlyAnalytics } from "./queries";

/** Monthly analytics of the user's churches; a premium feature (docs/product.md M6). */
export function ownerAnalytics(db: Db, userId: number, now = new Date()): AnalyticsRecord[] {
  const churches = ownerChurches(db, userId).filter((c) => c.claimStatus === null);
  if (!churches.some((c) => c.isPremium)) throw new HttpError(403, "Detailed analytics come with premium membership.");
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 26);
  return selectMonthlyAnalytics(db, churches.map((c) => c.id), centralDay(from)).map((r) => ({
    ...r,
    profileViews: Number(r.profileViews),
    directoryViews: Number(r.directoryViews),
    websiteClicks: Number(r.websiteClicks),
    phoneClicks: Number(r.phoneClicks),
    directionClicks: Number(r.directionClicks),
  }));
}

/**
 * 'These times are still right': the owner confirms their church's services as they are, which
 * stamps servicesConfirmedAt even though nothing changed (docs/decisions/0020).
 */
export function confirmChurchServices(db: Db, user: SessionUser, churchId: number, now = new Date()): ServicesConfirmation {
  assertOwnsChurch(db, user, churchId);
  confirmServices(db, churchId, now);
  return { servicesConfirmedAt: now.toISOString() };
}
