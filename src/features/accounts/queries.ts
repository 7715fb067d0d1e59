import { and, asc, desc, eq, getTableColumns, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  accountTokens,
  bannerAds,
  churchClaims,
  churches,
  churchUpdateRequests,
  contactMessages,
  events,
  images,
  newsletterSubscriptions,
  savedChurches,
  payments,
  sessions,
  subscriptions,
  users,
} from "../../db/schema";

export function insertUser(db: Db, row: typeof users.$inferInsert) {
  return db.insert(users).values(row).returning({ id: users.id }).get();
}

export function selectUserForLogin(db: Db, username: string) {
  return db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .get();
}

/** The newest account's password hash: the cost the site hashes at now. */
export function selectNewestPasswordHash(db: Db): string | undefined {
  return db.select({ passwordHash: users.passwordHash }).from(users).orderBy(desc(users.id)).limit(1).get()?.passwordHash;
}

export function adminExists(db: Db): boolean {
  return db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1).get() !== undefined;
}

export function usernameExists(db: Db, username: string): boolean {
  return db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).get() !== undefined;
}

export function emailExists(db: DbOrTx, email: string): boolean {
  return db.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;
}

export function setAdmin(db: Db, userId: number, passwordHash: string): void {
  db.update(users).set({ role: "admin", passwordHash }).where(eq(users.id, userId)).run();
}

/**
 * Owner accounts unused for the privacy policy's 3 years (last seen, or created if never seen).
 * Their churches stay, unclaimed (owner_id is set null by the foreign key).
 */
export function deleteInactiveOwners(db: Db, before: Date): void {
  db.delete(users).where(sql`${users.role} = 'owner' AND coalesce(${users.lastSeenAt}, ${users.createdAt}) < ${before.getTime()}`).run();
}

export function selectUserById(db: DbOrTx, id: number) {
  return db.select({ id: users.id, username: users.username, email: users.email, role: users.role, passwordHash: users.passwordHash, createdAt: users.createdAt, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, id)).get();
}

export function selectUserByEmail(db: Db, email: string) {
  return db.select({ id: users.id, username: users.username, email: users.email, role: users.role }).from(users).where(eq(users.email, email)).get();
}

export function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): void {
  db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
}

export function setEmail(db: DbOrTx, userId: number, email: string): void {
  db.update(users).set({ email }).where(eq(users.id, userId)).run();
}

/** The account goes; its sessions, claims, tokens and banners with it, its churches stay unclaimed (owner_id set null by the foreign key). */
export function deleteUser(db: DbOrTx, userId: number): void {
  db.delete(users).where(eq(users.id, userId)).run();
}

/** A paid plan still running for the user (deleting the account would leave it billing). */
export function hasRunningSubscription(db: DbOrTx, userId: number): boolean {
  return (
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), or(eq(subscriptions.status, "active"), eq(subscriptions.status, "past_due"), eq(subscriptions.status, "incomplete"))))
      .get() !== undefined
  );
}

export function insertAccountToken(db: DbOrTx, row: typeof accountTokens.$inferInsert): void {
  db.insert(accountTokens).values(row).run();
}

type TokenPurpose = (typeof accountTokens.$inferSelect)["purpose"];
const usable = (tokenHash: string, purpose: TokenPurpose, now: Date) =>
  and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

/** The user and new address of a link that still works, without using it (the page that shows its form). */
export function selectUsableToken(db: Db, tokenHash: string, purpose: TokenPurpose, now: Date) {
  return db.select({ userId: accountTokens.userId, newEmail: accountTokens.newEmail }).from(accountTokens).where(usable(tokenHash, purpose, now)).get();
}

/** Uses a link in one statement, so two requests with it cannot both succeed; undefined when it is unknown, used or expired. */
export function useToken(db: DbOrTx, tokenHash: string, purpose: TokenPurpose, now: Date) {
  return db.update(accountTokens).set({ usedAt: now }).where(usable(tokenHash, purpose, now)).returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail }).get();
}

/** Every other link of this kind the user still holds stops working (a reset, a newer address). */
export function retireTokens(db: DbOrTx, userId: number, purpose: TokenPurpose, now: Date): void {
  db.update(accountTokens).set({ usedAt: now }).where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt))).run();
}

export function deleteExpiredAccountTokens(db: Db, now: Date): void {
  db.delete(accountTokens).where(lt(accountTokens.expiresAt, now)).run();
}

const claimColumns = () => {
  const { verificationTokenHash: _, ...columns } = getTableColumns(churchClaims);
  return columns;
};

/**
 * Everything kept about one user, for 'Download my data' (privacy policy): the account without its
 * password hash, and the rows it owns or wrote in other features' tables, read for display only
 * (docs/decisions/0015-table-owners-and-data-version.md).
 */
export function selectOwnData(db: Db, userId: number, email: string) {
  const account = db.select({ id: users.id, username: users.username, email: users.email, role: users.role, createdAt: users.createdAt, lastSeenAt: users.lastSeenAt }).from(users).where(eq(users.id, userId)).get();
  return {
    account,
    churches: db.select().from(churches).where(eq(churches.ownerId, userId)).all(),
    // Without the verification link's hash, as sessions go without theirs.
    claims: db.select(claimColumns()).from(churchClaims).where(eq(churchClaims.userId, userId)).all(),
    updateRequests: db.select().from(churchUpdateRequests).where(or(eq(churchUpdateRequests.submittedBy, userId), eq(churchUpdateRequests.submitterEmail, email))).all(),
    events: db.select().from(events).where(eq(events.submittedBy, userId)).all(),
    subscriptions: db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all(),
    payments: db.select().from(payments).where(eq(payments.userId, userId)).all(),
    banners: db.select().from(bannerAds).where(eq(bannerAds.userId, userId)).all(),
    images: db.select().from(images).where(eq(images.uploadedBy, userId)).all(),
    sessions: db.select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, userId)).all(),
    newsletter: db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).all(),
    contactMessages: db.select().from(contactMessages).where(eq(contactMessages.email, email)).all(),
    shortlist: db.select({ churchId: savedChurches.churchId, name: churches.name, slug: churches.slug }).from(savedChurches).innerJoin(churches, eq(churches.id, savedChurches.churchId)).where(eq(savedChurches.userId, userId)).orderBy(asc(savedChurches.position)).all(),
  };
}
