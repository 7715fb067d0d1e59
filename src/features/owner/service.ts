import type { ChurchAnalytics, ServicesConfirmation } from "../../contract/owner";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import type { SessionUser } from "../../sessions/sessions";
import { churchAnalytics } from "../analytics/report";
import { assertOwnsChurch, confirmServices } from "../churches/service";
import { ownerChurches } from "../submissions/service";
import { msg } from "../../contract/i18n/msg";

/** The charts of the user's own churches; a premium feature (docs/product.md M6). */
export function ownerAnalytics(db: Db, userId: number, now = new Date()): ChurchAnalytics[] {
  const churches = ownerChurches(db, userId).filter((c) => c.claimStatus === null);
  if (!churches.some((c) => c.isPremium)) throw new HttpError(403, msg("analyticsPremium", "Detailed analytics come with premium membership."));
  return churches.map((c) => churchAnalytics(db, c, now));
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
