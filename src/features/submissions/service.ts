import { churchFormMessages as text, PREMIUM_FIELDS, type ChurchFormInput, type EditableChurch, type ManagedChurch, type UnclaimedChurch } from "../../contract/church-form";
import { CLAIM_LINK_HOURS, claimMessages as claimText, isAtDomain, websiteDomain, type ClaimInput, type ClaimTarget } from "../../contract/claims";
import type { OwnerChurch } from "../../contract/owner";
import { confirmationFields } from "../../contract/service-times/freshness";
import { hashToken, newToken } from "../../lib/tokens";
import type { AppContext } from "../../app-context";
import type { Db } from "../../db/client";
import { changedFields, recordAudit } from "../../db/audit";
import { HttpError, notFound } from "../../http/errors";
import { placeChurch } from "../../lib/geocode";
import type { SessionUser } from "../../sessions/sessions";
import {
  addChurch,
  areaIdOf,
  areaNameOf,
  assertOwnsChurch,
  changeChurch,
  churchServices,
  columnsOf,
  denominationIdOf,
  denominationNameOf,
  churchById,
  languagesOfChurch,
  serviceAnswer,
  servicesOfBody,
  setChurchServices,
  setChurchVisitFacts,
  storedVisitFacts,
  visitFactsToSave,
  type ChurchChange,
  type ChurchInsert,
  type ListingChange,
  type StoredChurch,
  pageByName,
} from "../churches/service";
import { userUploadedImage } from "../images/service";
import type { MailCaps } from "../mail/caps";
import type { MailSite } from "../../mail/compose";
import { queueMail } from "../mail/service";
import { mailSite } from "../../mail/site";
import { churchSubmittedMail } from "../notifications/mail";
import { emailLanguageOf, notifyUser } from "../notifications/service";
import { insertClaim, rejectPendingClaimsBut, updateClaimStatus, markClaimEmailVerified, selectClaimByToken, selectClaims, selectOwnedChurches, selectPendingClaim, selectUnclaimedIds, selectUnclaimedRows } from "./queries";
import { claimVerificationMail } from "./mail";
import { msg } from "../../contract/i18n/msg";

const UNCLAIMED_LIMIT = 200;
const orNull = (value: string | undefined) => (value ? value : null);

export function unclaimedChurches(db: Db, search: string | undefined): { items: UnclaimedChurch[]; total: number } {
  const ids = selectUnclaimedIds(db, search?.trim() || undefined);
  return { items: selectUnclaimedRows(db, pageByName(db, ids, 0, UNCLAIMED_LIMIT, "en")), total: ids.length };
}

/** The church the account manages, else the one it asked to claim, else null (docs/product.md M4). */
export function managedChurch(db: Db, userId: number): ManagedChurch | null {
  const owned = selectOwnedChurches(db, userId)[0];
  if (owned) return { id: owned.id, name: owned.name, pending: false };
  const claim = selectPendingClaim(db, userId);
  return claim ? { id: claim.churchId, name: claim.name, pending: true } : null;
}

/** The one-church rule (docs/product.md M4): an owner with a church or a pending claim gets a 409. */
export function assertCanTakeAChurch(db: Db, userId: number): void {
  const managed = managedChurch(db, userId);
  if (managed) throw new HttpError(409, managed.pending ? text.claimPending : text.alreadyOwner);
}

/** The user's own churches, then the churches they asked to claim (not yet theirs). */
export function ownerChurches(db: Db, userId: number): OwnerChurch[] {
  const owned = selectOwnedChurches(db, userId).map((c) => ({
    ...c,
    updatedAt: c.updatedAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
    ...confirmationFields(c.servicesConfirmedAt),
    claimStatus: null,
    rejectionReason: c.status === "rejected" ? c.rejectionReason : null,
  }));
  const ownedIds = new Set(owned.map((c) => c.id));
  const claimed = selectClaims(db, userId)
    .filter((c) => !ownedIds.has(c.id))
    .map(({ claimedAt: _, ...c }) => ({
      ...c,
      updatedAt: c.updatedAt.toISOString(),
      createdAt: c.createdAt.toISOString(),
      ...confirmationFields(c.servicesConfirmedAt),
      rejectionReason: c.claimStatus === "rejected" ? c.rejectionReason : null,
    }));
  return [...owned, ...claimed];
}

export function editableChurch(db: Db, user: SessionUser, id: number): EditableChurch {
  const c = assertOwnsChurch(db, user, id);
  const now = new Date();
  return {
    id: c.id,
    slug: c.slug,
    status: c.status,
    isPremium: c.isPremium,
    featured: c.featured,
    name: c.name,
    denomination: denominationNameOf(db, c.denominationId) ?? "",
    address: c.address,
    zip: c.zip,
    area: areaNameOf(db, c.areaId) ?? "",
    phone: c.phone ?? "",
    website: c.website ?? "",
    description: c.description,
    descriptionEs: c.descriptionEs,
    ...serviceAnswer(churchServices(db, [c.id], now).get(c.id)!, now),
    servicesConfirmedAt: c.servicesConfirmedAt?.toISOString() ?? null,
    worshipStyle: c.worshipStyle ?? "",
    languages: languagesOfChurch(db, c.id),
    youtubeChannel: c.youtubeChannel ?? "",
    heroImage: c.heroImage ?? "",
    pastorName: c.pastorName ?? "",
    missionStatement: c.missionStatement ?? "",
    history: c.history ?? "",
    specialPrograms: c.specialPrograms ?? "",
    youthPrograms: c.youthPrograms ?? "",
    musicMinistry: c.musicMinistry ?? "",
    outreachPrograms: c.outreachPrograms ?? "",
    facebookPage: c.facebookPage ?? "",
    instagramHandle: c.instagramHandle ?? "",
    logoImage: c.logoImage ?? "",
    ...storedVisitFacts(db, [c.id]).get(c.id)!,
  };
}

/**
 * The form's values as church columns. Names must be canonical; images must be the user's own
 * uploads (or stay as they are); premium fields only for premium churches (checked here, never
 * trusted from the form).
 */
function toColumns(db: Db, user: SessionUser, input: ChurchFormInput, current?: StoredChurch): ListingChange {
  const denominationId = denominationIdOf(db, input.denomination);
  if (denominationId === undefined) throw new HttpError(422, text.unknownDenomination, { fields: { denomination: text.unknownDenomination } });
  const areaId = areaIdOf(db, input.area);
  if (areaId === undefined) throw new HttpError(422, text.unknownArea, { fields: { area: text.unknownArea } });
  for (const field of ["heroImage", "logoImage"] as const) {
    const path = input[field];
    if (path && path !== current?.[field] && !userUploadedImage(db, user.id, path)) {
      throw new HttpError(422, text.notYourImage, { fields: { [field]: text.notYourImage } });
    }
  }
  const columns: ListingChange = {
    name: input.name,
    denominationId,
    areaId,
    address: input.address,
    zip: input.zip,
    phone: orNull(input.phone),
    website: orNull(input.website),
    description: input.description,
    // Not sent: kept as it is (a client that knows nothing of it wipes nothing).
    ...(input.descriptionEs !== undefined ? { descriptionEs: input.descriptionEs } : {}),
    worshipStyle: input.worshipStyle || null,
    youtubeChannel: orNull(input.youtubeChannel),
    heroImage: orNull(input.heroImage),
  };
  const premium = current?.isPremium ?? false;
  if (!premium) {
    // What the church kept from a past plan may come back unchanged (docs/decisions/0013); it is not written.
    if (PREMIUM_FIELDS.some((field) => input[field] && input[field] !== current?.[field])) throw new HttpError(403, text.premiumOnly);
    return columns;
  }
  for (const field of PREMIUM_FIELDS) columns[field] = orNull(input[field]);
  return columns;
}

/** A new church from an owner: pending until an admin approves it, placed on the map. */
export async function submitChurch(ctx: AppContext, user: SessionUser, input: ChurchFormInput) {
  assertCanTakeAChurch(ctx.db, user.id);
  const columns = toColumns(ctx.db, user, input);
  const facts = visitFactsToSave(ctx.db, null, input, false);
  const place = await placeChurch(ctx.env.NOMINATIM_URL, input.address, input.zip, input.area);
  return ctx.db.transaction(() => {
    // bun:sqlite transactions run on this one connection; checked again inside: two submissions at once still make one church.
    assertCanTakeAChurch(ctx.db, user.id);
    const church = addChurch(ctx.db, { ...(columns as ChurchInsert), status: "pending", ownerId: user.id, latitude: place.latitude, longitude: place.longitude, locationApproximate: place.approximate });
    setChurchServices(ctx.db, church.id, servicesOfBody(input), input.specialServices, { confirm: true });
    setChurchVisitFacts(ctx.db, church.id, facts);
    recordAudit(ctx.db, { actorId: user.id, action: "church.submitted", entityType: "church", entityId: church.id });
    notifyUser(ctx.db, user.id, "listing", (to) => churchSubmittedMail(mailSite(ctx), to, church.name));
    return { id: church.id, slug: church.slug, status: church.status };
  });
}

/** The owner edits their church; a rejected one goes back for review, a moved one is placed again. */
export async function editChurch(ctx: AppContext, user: SessionUser, id: number, input: ChurchFormInput) {
  const current = assertOwnsChurch(ctx.db, user, id);
  const columns = toColumns(ctx.db, user, input, current);
  const facts = visitFactsToSave(ctx.db, id, input, current.isPremium);
  const change: ChurchChange = { listing: columns };
  const moved = input.address !== current.address || input.zip !== current.zip || columns.areaId !== current.areaId;
  if (moved) {
    const place = await placeChurch(ctx.env.NOMINATIM_URL, input.address, input.zip, input.area);
    change.pin = { latitude: place.latitude, longitude: place.longitude, locationApproximate: place.approximate };
  }
  // A rejected church goes back for review.
  if (current.status === "rejected") change.status = "pending";
  const changes = changedFields(current, columnsOf(change));
  ctx.db.transaction(() => {
    assertOwnsChurch(ctx.db, user, id);
    // A save that changes nothing writes nothing: the cached pages stay (docs/decisions/0011-client-addresses-and-lockouts.md).
    if (Object.keys(changes).length > 0) changeChurch(ctx.db, id, change);
    Object.assign(changes, setChurchServices(ctx.db, id, servicesOfBody(input), input.specialServices, { confirm: true }), setChurchVisitFacts(ctx.db, id, facts));
    recordAudit(ctx.db, { actorId: user.id, action: "church.edited", entityType: "church", entityId: id, details: changes });
  });
  return { id, slug: current.slug, status: change.status ?? current.status };
}

/** The church a claim form is for: approved and without an owner, else not found. */
export function claimTarget(db: Db, churchId: number): ClaimTarget {
  const church = churchById(db, churchId);
  if (!church || church.status !== "approved") throw notFound(msg("churchNotFound", "Church not found"));
  if (church.ownerId !== null) throw new HttpError(409, text.alreadyClaimed);
  return { id: church.id, name: church.name, address: church.address, domain: websiteDomain(church.website) };
}

/** 422 on the verification field, in the form's words. */
const verificationRefused = (message: string) => new HttpError(422, message, { fields: { verificationEmail: message } });

/**
 * Asks to own an approved, unclaimed church with the claimant's role, phone and note; an admin
 * decides (docs/product.md M4). An address offered for verification must be at the church's
 * website domain, and gets a single-use link in the same transaction (docs/decisions/0035-claim-safeguards.md).
 */
export function claimChurch(db: Db, site: MailSite, caps: Pick<MailCaps, "admit">, user: SessionUser, input: ClaimInput, now = new Date()) {
  const email = input.verificationEmail || null;
  const token = email ? newToken() : null;
  return db.transaction((tx) => {
    assertCanTakeAChurch(db, user.id);
    const church = claimTarget(db, input.churchId);
    if (email && !church.domain) throw verificationRefused(claimText.noWebsite);
    if (email && church.domain && !isAtDomain(email, church.domain)) throw verificationRefused(claimText.wrongDomain(church.domain));
    const id = insertClaim(tx, church.id, user.id, {
      role: input.role,
      phone: input.phone,
      note: input.note,
      verificationEmail: email,
      verificationTokenHash: token && hashToken(token),
      verificationExpiresAt: token ? new Date(now.getTime() + CLAIM_LINK_HOURS * 3600_000) : null,
    });
    // Over the site's mail caps the claim waits for an admin, unverified (docs/decisions/0046-hardening-round-3.md).
    if (email && token && caps.admit(email, now.getTime())) queueMail(tx, claimVerificationMail(site, email, church.name, token, emailLanguageOf(tx, user.id)), now);
    recordAudit(db, { actorId: user.id, action: "church.claim_requested", entityType: "claim", entityId: id, details: { churchId: church.id } });
    return { id, churchId: church.id, status: "pending" as const };
  });
}

/** What the verification link's page shows: the address and church, or nothing when the link no longer works. */
export function claimLink(db: Db, token: string, now = new Date()) {
  if (token.length > 200) return null;
  return selectClaimByToken(db, hashToken(token), now) ?? null;
}

/** The link's button pressed: the claim is e-mail verified, once; 422 for an unknown, used or expired link. */
export function verifyClaimEmail(db: Db, token: string, now = new Date()): void {
  if (token.length > 200 || markClaimEmailVerified(db, hashToken(token), now) === undefined) {
    throw new HttpError(422, claimText.linkExpired, { fields: { token: claimText.linkExpired } });
  }
}

/** An admin's decision on a claim, kept with who made it and, for a rejection, the reason its claimant is shown. */
export function storeClaimDecision(db: Db, id: number, status: "approved" | "rejected", adminId: number, reason?: string): void {
  updateClaimStatus(db, id, status, adminId, status === "rejected" ? reason || null : null);
}

/** When a claim is approved, the church's other pending claims are rejected; answers their claimants, to be told. */
export function rejectOtherClaims(db: Db, churchId: number, keptId: number, adminId: number): number[] {
  return rejectPendingClaimsBut(db, churchId, keptId, adminId);
}
