import type { AppContext } from "../../app-context";
import { adminMessages, UPDATE_FIELDS, type PendingChurch, type PendingClaim, type PendingUpdateRequest, type UpdateField } from "../../contract/admin";
import { serviceRowChanges } from "../../contract/service-times/diff";
import { serviceStrings } from "../../contract/service-times/format";
import { formatSpecialService } from "../../contract/service-times/occasions";
import { visitFactChanges } from "../../contract/visit-fact-details";
import type { Db } from "../../db/client";
import { changedFields, recordAudit } from "../../db/audit";
import { HttpError, notFound } from "../../http/errors";
import { placeChurch } from "../../lib/geocode";
import type { Decision } from "../../contract/review-decision";
import type { SessionUser } from "../../sessions/sessions";
import type { MailSite } from "../../mail/compose";
import { churchDecidedMail, claimDecidedMail, updateApprovedMail } from "../notifications/mail";
import { notifyUser } from "../notifications/service";
import {
  areaIdOf,
  areaNameOf,
  changeChurch,
  setChurchOwner,
  churchServices,
  countOwnedChurches,
  denominationIdOf,
  denominationNameOf,
  churchById,
  setChurchServices,
  setChurchVisitFacts,
  storedVisitFacts,
  type ListingChange,
  type PinChange,
  type ChurchServices,
  type StoredChurch,
} from "../churches/service";
import { rejectOtherClaims, storeClaimDecision } from "../submissions/service";
import { storeUpdateDecision } from "../updates/service";
import {
  selectClaim,
  selectPendingChurches,
  selectPendingClaims,
  selectPendingUpdateRequests,
  selectUpdateRequest,
} from "./queries";
import { msg } from "../../contract/i18n/msg";

export function pendingChurches(db: Db): PendingChurch[] {
  const pending = selectPendingChurches(db);
  const services = churchServices(db, pending.map((p) => p.church.id));
  return pending.map(({ church: c, owner }) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    denomination: denominationNameOf(db, c.denominationId),
    area: areaNameOf(db, c.areaId),
    address: c.address,
    zip: c.zip,
    phone: c.phone,
    website: c.website,
    description: c.description,
    owner,
    heroImage: c.heroImage,
    services: serviceStrings(services.get(c.id)!.weekly),
    worshipStyle: c.worshipStyle,
    latitude: c.latitude,
    longitude: c.longitude,
    locationApproximate: c.locationApproximate,
    createdAt: c.createdAt.toISOString(),
  }));
}

export function pendingClaims(db: Db): PendingClaim[] {
  return selectPendingClaims(db).map(({ verificationEmail, emailVerifiedAt, ...c }) => ({
    ...c,
    // Verified means the mailed link was opened; the address was checked against the church's domain when the claim was made.
    verifiedDomain: emailVerifiedAt && verificationEmail ? verificationEmail.split("@").pop()! : null,
    createdAt: c.createdAt.toISOString(),
  }));
}

/**
 * Approve or reject a church (docs/product.md M4); an approved church shows in the directory, and
 * its owner is told. A pin placed from the ZIP or area goes live only when the admin says so
 * (docs/decisions/0034-approval-pin.md).
 */
export function decideChurch(db: Db, site: MailSite, admin: SessionUser, id: number, { status, reason, confirmApproximateLocation }: Decision): { id: number; status: string } {
  const church = churchById(db, id);
  if (!church) throw notFound(msg("churchNotFound", "Church not found"));
  if (status === "approved" && church.locationApproximate && !confirmApproximateLocation) {
    throw new HttpError(409, adminMessages.approximatePin(church.name), { locationApproximate: true });
  }
  db.transaction(() => {
    changeChurch(db, id, { status, rejectionReason: reason || null });
    recordAudit(db, { actorId: admin.id, action: `church.${status}`, entityType: "church", entityId: id, details: { status: [church.status, status] } });
    notifyUser(db, church.ownerId, "listing", (to) => churchDecidedMail(site, to, church, status, reason));
  });
  return { id, status };
}

/** An approved claim makes the claimant the owner; the church's other claims are rejected. Each claimant is told. */
export function decideClaim(db: Db, site: MailSite, admin: SessionUser, id: number, { status, reason }: Decision): { id: number; status: string } {
  return db.transaction(() => {
    const claim = selectClaim(db, id);
    if (!claim) throw notFound("Claim not found");
    if (claim.status !== "pending") throw new HttpError(409, adminMessages.notPending);
    const church = churchById(db, claim.churchId)!;
    notifyUser(db, claim.userId, "claims", (to) => claimDecidedMail(site, to, church.name, status, reason));
    if (status === "approved") {
      if (church.ownerId !== null) throw new HttpError(409, adminMessages.claimTaken);
      if (countOwnedChurches(db, claim.userId) > 0) throw new HttpError(409, adminMessages.claimantHasChurch);
      setChurchOwner(db, claim.churchId, claim.userId);
      for (const other of rejectOtherClaims(db, claim.churchId, id, admin.id)) {
        notifyUser(db, other, "claims", (to) => claimDecidedMail(site, to, church.name, "rejected"));
      }
      recordAudit(db, { actorId: admin.id, action: "church.claim_approved", entityType: "church", entityId: claim.churchId, details: { ownerId: [null, claim.userId] } });
    } else {
      recordAudit(db, { actorId: admin.id, action: "church.claim_rejected", entityType: "claim", entityId: id });
    }
    storeClaimDecision(db, id, status, admin.id, reason);
    return { id, status };
  });
}

type StoredRequest = NonNullable<ReturnType<typeof selectUpdateRequest>>;

/** The services a field holds as display strings, one a row; null for the other fields. */
function serviceList(services: ChurchServices, field: UpdateField): string[] | null {
  if (field === "services") return serviceStrings(services.weekly);
  if (field === "specialServices") return services.special.map(formatSpecialService);
  return null;
}

/** What the request proposes for a service field as display strings, null for no change. */
function proposedList(request: StoredRequest, field: "services" | "specialServices"): string[] | null {
  if (field === "services") return request.serviceRows && serviceStrings(request.serviceRows);
  return request.specialServices && request.specialServices.map(formatSpecialService);
}

/** A field's value as the review shows it; services as their display strings. */
function current(db: Db, church: StoredChurch, services: ChurchServices, field: Exclude<UpdateField, "visitFacts">): string {
  switch (field) {
    case "denomination":
      return denominationNameOf(db, church.denominationId) ?? "";
    case "area":
      return areaNameOf(db, church.areaId) ?? "";
    case "services":
    case "specialServices":
      return serviceList(services, field)!.join(", ");
    default:
      return church[field] ?? "";
  }
}

/** One proposed change: the field's value now and proposed, and services row by row; null for no change. */
function change(db: Db, church: StoredChurch, services: ChurchServices, request: StoredRequest, field: UpdateField): PendingUpdateRequest["changes"][number] | null {
  if (field === "visitFacts") {
    if (request.visitFacts === null) return null;
    // Only the facts that would change, each named: 'Step-free entrance: not said' → '… yes'.
    const changed = visitFactChanges(storedVisitFacts(db, [church.id]).get(church.id)!, request.visitFacts);
    if (!changed.length) return null;
    return { field, current: changed.map((c) => `${c.label}: ${c.before}`).join("; "), proposed: changed.map((c) => `${c.label}: ${c.after}`).join("; ") };
  }
  if (field === "services" || field === "specialServices") {
    const proposed = proposedList(request, field);
    if (proposed === null) return null;
    return { field, current: current(db, church, services, field), proposed: proposed.join(", "), rows: serviceRowChanges(serviceList(services, field)!, proposed) };
  }
  const proposed = request[field];
  return proposed === null ? null : { field, current: current(db, church, services, field), proposed };
}

export function pendingUpdateRequests(db: Db): PendingUpdateRequest[] {
  const pending = selectPendingUpdateRequests(db);
  const services = churchServices(db, [...new Set(pending.map((p) => p.church.id))]);
  return pending.map(({ request: r, church }) => ({
    id: r.id,
    churchId: r.churchId,
    churchName: church.name,
    submitterName: r.submitterName,
    submitterEmail: r.submitterEmail,
    submitterRole: r.submitterRole,
    updateReason: r.updateReason,
    createdAt: r.createdAt.toISOString(),
    changes: UPDATE_FIELDS.flatMap((field) => change(db, church, services.get(church.id)!, r, field) ?? []),
  }));
}

/** Approving applies exactly the proposed fields, nothing else, and tells the church's owner; rejecting changes nothing. */
export async function decideUpdateRequest(ctx: AppContext, site: MailSite, admin: SessionUser, id: number, status: "approved" | "rejected") {
  const request = selectUpdateRequest(ctx.db, id);
  if (!request) throw notFound("Update request not found");
  if (request.status !== "pending") throw new HttpError(409, adminMessages.notPending);
  const church = churchById(ctx.db, request.churchId);
  if (!church) throw notFound(msg("churchNotFound", "Church not found"));
  const columns: ListingChange = {};
  let pin: PinChange | undefined;
  if (status === "approved") {
    for (const field of ["name", "description", "descriptionEs", "address", "zip", "phone", "website", "youtubeChannel"] as const) {
      if (request[field] !== null) columns[field] = request[field];
    }
    if (request.denomination !== null) {
      columns.denominationId = denominationIdOf(ctx.db, request.denomination);
      if (columns.denominationId === undefined) throw new HttpError(422, `'${request.denomination}' is not in the list of denominations.`);
    }
    if (request.area !== null) {
      columns.areaId = areaIdOf(ctx.db, request.area);
      if (columns.areaId === undefined) throw new HttpError(422, `'${request.area}' is not in the list of areas.`);
    }
    if (request.address !== null || request.zip !== null || request.area !== null) {
      const place = await placeChurch(ctx.env.NOMINATIM_URL, columns.address ?? church.address, columns.zip ?? church.zip, request.area ?? areaNameOf(ctx.db, church.areaId) ?? "");
      pin = { latitude: place.latitude, longitude: place.longitude, locationApproximate: place.approximate };
    }
  }
  ctx.db.transaction(() => {
    if (selectUpdateRequest(ctx.db, id)?.status !== "pending") throw new HttpError(409, adminMessages.notPending);
    if (status === "approved") {
      changeChurch(ctx.db, church.id, { listing: columns, pin });
      // The admin approved the proposed times: they count as confirmed.
      const services = setChurchServices(ctx.db, church.id, request.serviceRows ?? undefined, request.specialServices ?? undefined, { confirm: true });
      const facts = setChurchVisitFacts(ctx.db, church.id, request.visitFacts ?? undefined);
      recordAudit(ctx.db, { actorId: admin.id, action: "church.update_request_applied", entityType: "church", entityId: church.id, details: { ...changedFields(church, { ...columns, ...pin }), ...services, ...facts } });
      notifyUser(ctx.db, church.ownerId, "updates", (to) => updateApprovedMail(site, to, { name: columns.name ?? church.name, slug: church.slug }));
    }
    storeUpdateDecision(ctx.db, id, status, admin.id);
  });
  return { id, status };
}
