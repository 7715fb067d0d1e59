import { and, eq, gte, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { churchClaims, churches, claimInvitations, invitationOptOuts } from "../../db/schema";

/** An unclaimed approved church and its invitations, as the screen lists them. */
export interface InvitationRowData {
  churchId: number;
  name: string;
  slug: string;
  email: string | null;
  lastSentAt: number | null;
  lastOpenedAt: number | null;
  claimPending: number;
  optedOut: number;
  /** The address was invited at or after `recentSince` (for this church or another). */
  recent: number;
}

/** The address an invitation goes to: the church's own public one, else the last one an admin typed. */
const address = sql`coalesce(${churches.publicEmail}, (select ci.email from claim_invitations ci where ci.church_id = ${churches.id} order by ci.sent_at desc limit 1))`;
const unclaimed = (search?: string) => and(eq(churches.status, "approved"), sql`${churches.ownerId} is null`, search ? sql`${churches.name} like ${"%" + search.replace(/[\\%_]/g, (c) => "\\" + c) + "%"} escape '\\'` : undefined);

/** Unclaimed approved churches, those with an address first, then by name; a page of them and how many in all. */
export function selectInvitationRows(db: Db, search: string | undefined, recentSince: Date, limit: number, offset: number): { rows: InvitationRowData[]; total: number } {
  const rows = db
    .select({
      churchId: churches.id,
      name: churches.name,
      slug: churches.slug,
      email: sql<string | null>`${address}`,
      lastSentAt: sql<number | null>`(select max(ci.sent_at) from claim_invitations ci where ci.church_id = ${churches.id})`,
      lastOpenedAt: sql<number | null>`(select max(ci.opened_at) from claim_invitations ci where ci.church_id = ${churches.id})`,
      claimPending: sql<number>`exists (select 1 from church_claims cc where cc.church_id = ${churches.id} and cc.status = 'pending')`,
      optedOut: sql<number>`exists (select 1 from invitation_opt_outs o where o.email = lower(${address}))`,
      recent: sql<number>`exists (select 1 from claim_invitations r where r.email = lower(${address}) and r.sent_at >= ${recentSince.getTime()})`,
    })
    .from(churches)
    .where(unclaimed(search))
    .orderBy(sql`${address} is null`, sql`${churches.name} collate nocase`)
    .limit(limit)
    .offset(offset)
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(churches).where(unclaimed(search)).get()!.n;
  return { rows, total };
}

/** The church an invitation may be sent about: approved and unclaimed, with its public address; undefined otherwise. */
export function selectInvitableChurch(db: DbOrTx, churchId: number) {
  return db.select({ id: churches.id, name: churches.name, nameEs: churches.nameEs, publicEmail: churches.publicEmail, ownerId: churches.ownerId, status: churches.status }).from(churches).where(eq(churches.id, churchId)).get();
}

export const isOptedOut = (db: DbOrTx, email: string) => db.select({ email: invitationOptOuts.email }).from(invitationOptOuts).where(eq(invitationOptOuts.email, email)).get() !== undefined;

/** Whether `email` was invited at or after `since`. */
export const invitedSince = (db: DbOrTx, email: string, since: Date) =>
  db.select({ id: claimInvitations.id }).from(claimInvitations).where(and(eq(claimInvitations.email, email), gte(claimInvitations.sentAt, since))).limit(1).get() !== undefined;

export const countSentSince = (db: DbOrTx, since: Date) => db.select({ n: sql<number>`count(*)` }).from(claimInvitations).where(gte(claimInvitations.sentAt, since)).get()!.n;

export function insertInvitation(db: DbOrTx, row: { ref: string; churchId: number; email: string; lang: "en" | "es"; sentBy: number; sentAt: Date }): number {
  return db.insert(claimInvitations).values(row).returning({ id: claimInvitations.id }).get().id;
}

/** One invitation with its church, for its links' pages. */
export function selectInvitation(db: DbOrTx, ref: string) {
  return db
    .select({ id: claimInvitations.id, ref: claimInvitations.ref, churchId: claimInvitations.churchId, email: claimInvitations.email, lang: claimInvitations.lang, openedAt: claimInvitations.openedAt, churchName: churches.name, churchNameEs: churches.nameEs, churchSlug: churches.slug, website: churches.website, ownerId: churches.ownerId, status: churches.status })
    .from(claimInvitations)
    .innerJoin(churches, eq(churches.id, claimInvitations.churchId))
    .where(eq(claimInvitations.ref, ref))
    .get();
}

/** The first opening of a claim link is kept; later ones change nothing. */
export function markOpened(db: DbOrTx, id: number, at: Date): void {
  db.update(claimInvitations).set({ openedAt: at }).where(and(eq(claimInvitations.id, id), sql`${claimInvitations.openedAt} is null`)).run();
}

/** Records the opt-out once; a second one keeps the first date. */
export function insertOptOut(db: DbOrTx, email: string, at: Date): void {
  db.insert(invitationOptOuts).values({ email, optedOutAt: at }).onConflictDoNothing().run();
}

/**
 * What the invitations did: sent, opened (their link opened at least once), claimed (the church
 * was claimed after the invitation: it has an owner, or a claim made since), and addresses opted out.
 */
export function selectInvitationCounts(db: Db) {
  return db
    .select({
      sent: sql<number>`count(*)`,
      opened: sql<number>`coalesce(sum(${claimInvitations.openedAt} is not null), 0)`,
      claimed: sql<number>`coalesce(sum(exists (select 1 from ${churchClaims} cc where cc.church_id = ${claimInvitations.churchId} and cc.created_at >= ${claimInvitations.sentAt})), 0)`,
      optedOut: sql<number>`(select count(*) from ${invitationOptOuts})`,
    })
    .from(claimInvitations)
    .get()!;
}
