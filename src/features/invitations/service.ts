import type { Lang } from "../../contract/i18n/lang";
import { INVITATION_LINK_DAYS, INVITATION_PAGE_SIZE, INVITATION_QUIET_DAYS, type InvitationBlock, type InvitationsAnswer, type SendInvitationInput } from "../../contract/invitations";
import type { Db, DbOrTx } from "../../db/client";
import { recordAudit } from "../../db/audit";
import { isAtDomain } from "../../contract/claims";
import { msg } from "../../contract/i18n/msg";
import { HttpError } from "../../http/errors";
import { centralDay, centralToUtc } from "../../lib/dates";
import { signInvitation, verifyInvitation, type InvitationPurpose } from "../../lib/signed-links";
import type { MailSite } from "../../mail/compose";
import type { SessionUser } from "../../sessions/sessions";
import { queueMail } from "../mail/service";
import { invitationMail } from "./mail";
import { countSentSince, insertInvitation, insertOptOut, invitedSince, isOptedOut, markOpened, selectInvitableChurch, selectInvitation, selectInvitationCounts, selectInvitationRows } from "./queries";

/**
 * Claim invitations (docs/city-data.md, Reaching the churches; docs/decisions/0093-claim-invitations.md):
 * an admin mails an unclaimed approved church's public address a signed link to its claim form.
 * At most INVITATIONS_PER_DAY a Central-time day, never one address twice within 90 days, never
 * an address that opted out.
 */

const DAY_MS = 86_400_000;

/** The start of today in San Antonio: the daily allowance counts from there. */
const startOfDay = (now: Date) => centralToUtc(centralDay(now), 0, 0);

/** An address invited at or after this moment is not invited again yet. */
const quietSince = (now: Date) => new Date(now.getTime() - INVITATION_QUIET_DAYS * DAY_MS);

/** Why `email` cannot be invited now, or null. */
function blockOf(db: DbOrTx, email: string | null, now: Date): InvitationBlock | null {
  if (!email) return "no-address";
  if (isOptedOut(db, email)) return "opted-out";
  if (invitedSince(db, email, quietSince(now))) return "recent";
  return null;
}

export function invitationScreen(db: Db, perDay: number, query: { search?: string; page?: number }, now = new Date()): InvitationsAnswer {
  const page = query.page ?? 1;
  const { rows, total } = selectInvitationRows(db, query.search || undefined, quietSince(now), INVITATION_PAGE_SIZE, (page - 1) * INVITATION_PAGE_SIZE);
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  // The same rules as blockOf, read in the list's one query.
  const block = (r: (typeof rows)[number]): InvitationBlock | null => (!r.email ? "no-address" : r.optedOut ? "opted-out" : r.recent ? "recent" : null);
  return {
    items: rows.map((r) => ({ churchId: r.churchId, name: r.name, slug: r.slug, email: r.email, lastSentAt: iso(r.lastSentAt), lastOpenedAt: iso(r.lastOpenedAt), claimPending: Boolean(r.claimPending), block: block(r) })),
    total,
    sentToday: countSentSince(db, startOfDay(now)),
    perDay,
    counts: selectInvitationCounts(db),
  };
}

/**
 * Sends one invitation: the church must be approved and unclaimed (else 404 / 409), the address
 * the church's own or the one typed (422 when neither), not opted out, not invited within 90
 * days (409 each), and today's allowance not spent (429), in the admin's words. The row, the mail and
 * the audit entry are written in one transaction; the allowance is counted inside it.
 */
export async function sendInvitation(db: Db, site: MailSite, secret: string, perDay: number, admin: SessionUser, input: SendInvitationInput, now = new Date()) {
  const church = selectInvitableChurch(db, input.churchId);
  if (!church || church.status !== "approved") throw new HttpError(404, msg("churchNotFound", "Church not found"));
  if (church.ownerId !== null) throw new HttpError(409, "This church is already claimed: it needs no invitation.");
  const email = (input.email || church.publicEmail || "").toLowerCase();
  if (!email) throw new HttpError(422, "This church has no public e-mail address: type one to invite it.", { fields: { email: "Type the church's e-mail address" } });
  // Signed before the transaction (signing is asynchronous, the transaction is not): the links name a random ref.
  const ref = crypto.randomUUID();
  const tokens = { claim: await signInvitation(secret, "claim-invite", ref, new Date(now.getTime() + INVITATION_LINK_DAYS * DAY_MS)), optOut: await signInvitation(secret, "invite-opt-out", ref) };
  const name = input.lang === "es" && church.nameEs ? church.nameEs : church.name;
  return db.transaction((tx) => {
    const block = blockOf(tx, email, now);
    if (block === "opted-out") throw new HttpError(409, "This address asked never to be invited again.");
    if (block === "recent") throw new HttpError(409, `This address was invited less than ${INVITATION_QUIET_DAYS} days ago.`);
    if (countSentSince(tx, startOfDay(now)) >= perDay) throw new HttpError(429, `Today's ${perDay} invitations are sent: send more tomorrow.`);
    const id = insertInvitation(tx, { ref, churchId: church.id, email, lang: input.lang, sentBy: admin.id, sentAt: now });
    queueMail(tx, invitationMail(site, email, input.lang, name, tokens));
    // The audit shares the connection, so it is part of this transaction.
    recordAudit(db, { actorId: admin.id, action: "church.claim_invited", entityType: "church", entityId: church.id, details: { invitation: id, lang: input.lang } });
    return { id, churchId: church.id, sentAt: now.toISOString() };
  });
}

/** What a link's token leads to: its invitation, or why not (a token that is not ours, or expired). */
async function invitationOf(db: Db, secret: string, purpose: InvitationPurpose, token: string) {
  const ref = await verifyInvitation(secret, purpose, token);
  if (ref === null || ref === "expired") return null;
  return selectInvitation(db, ref) ?? null;
}

/** The claim link's page: the church invited, and whether it may still be claimed; null for a forged or expired link. Opening it is counted once. */
export async function openClaimInvitation(db: Db, secret: string, token: string, lang: Lang, now = new Date()) {
  const found = await invitationOf(db, secret, "claim-invite", token);
  if (!found) return null;
  markOpened(db, found.id, now);
  const name = lang === "es" && found.churchNameEs ? found.churchNameEs : found.churchName;
  const optOutToken = await signInvitation(secret, "invite-opt-out", found.ref);
  return { churchId: found.churchId, name, slug: found.churchSlug, claimable: found.status === "approved" && found.ownerId === null, optOutToken };
}

/**
 * The claim form's pre-filled verification address: the invited address, when the claim link is
 * genuine, for this church, and the address is at the church's website domain (the only address
 * the form verifies, docs/decisions/0035-claim-safeguards.md); else null.
 */
export async function invitedAddressFor(db: Db, secret: string, token: string, churchId: number, domain: string | null): Promise<string | null> {
  const found = await invitationOf(db, secret, "claim-invite", token);
  if (!found || found.churchId !== churchId || !domain) return null;
  return isAtDomain(found.email, domain) ? found.email : null;
}

/** Whether the opt-out link's address has opted out (the page then says it is done). */
export const hasOptedOut = (db: Db, email: string) => isOptedOut(db, email);

/** The address an opt-out link is for; null for a forged link. It never expires. */
export async function optOutAddress(db: Db, secret: string, token: string): Promise<string | null> {
  return (await invitationOf(db, secret, "invite-opt-out", token))?.email ?? null;
}

/** Opts the link's address out of every invitation, forever; null for a forged link. */
export async function optOut(db: Db, secret: string, token: string, now = new Date()): Promise<string | null> {
  const email = await optOutAddress(db, secret, token);
  if (email) insertOptOut(db, email, now);
  return email;
}
