import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { adminDigests, bannerAds, churchClaims, churches, churchUpdateRequests, contactMessages, events, users } from "../../db/schema";

export function selectRecipient(db: DbOrTx, userId: number) {
  return db.select({ email: users.email, username: users.username, lang: users.emailLanguage, mailOptOuts: users.mailOptOuts }).from(users).where(eq(users.id, userId)).get();
}

/** Every admin with an address, oldest first. */
export function selectAdminAddresses(db: DbOrTx): { email: string; username: string }[] {
  return db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(eq(users.role, "admin"), isNotNull(users.email), ne(users.email, "")))
    .orderBy(users.id)
    .all();
}

/** What waits for an admin, by kind: read-only counts over the reviewed tables. */
export function selectWaiting(db: DbOrTx) {
  const count = (query: { get: () => { n: number } | undefined }) => query.get()?.n ?? 0;
  const n = sql<number>`count(*)`;
  return {
    churches: count(db.select({ n }).from(churches).where(eq(churches.status, "pending"))),
    claims: count(db.select({ n }).from(churchClaims).where(eq(churchClaims.status, "pending"))),
    updates: count(db.select({ n }).from(churchUpdateRequests).where(eq(churchUpdateRequests.status, "pending"))),
    events: count(db.select({ n }).from(events).where(eq(events.status, "pending"))),
    banners: count(db.select({ n }).from(bannerAds).where(eq(bannerAds.status, "pending"))),
    messages: count(db.select({ n }).from(contactMessages).where(isNull(contactMessages.readAt))),
  };
}
export type Waiting = ReturnType<typeof selectWaiting>;

/** Records the day's digest; false when that day already has one (the job ran twice). */
export function claimDigestDay(db: DbOrTx, day: string, recipients: number): boolean {
  return db.insert(adminDigests).values({ day, recipients }).onConflictDoNothing().returning({ day: adminDigests.day }).get() !== undefined;
}
