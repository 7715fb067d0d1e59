import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

export function selectSubscription(db: DbOrTx, email: string) {
  return db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).get();
}

/** A new confirmation link for the address, its row made when new; the row stays unconfirmed (or unsubscribed) until the link is opened. */
export function setConfirmation(db: DbOrTx, email: string, tokenHash: string, at: Date): void {
  db.insert(newsletterSubscriptions)
    .values({ email, confirmTokenHash: tokenHash, confirmSentAt: at })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { confirmTokenHash: tokenHash, confirmSentAt: at } })
    .run();
}

/** Confirms the address whose link this is, once, while the link lasts; answers the address. */
export function confirmByToken(db: Db, tokenHash: string, sentAfter: Date, at: Date): string | undefined {
  return db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: at, unsubscribedAt: null, confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), gt(newsletterSubscriptions.confirmSentAt, sentAfter)))
    .returning({ email: newsletterSubscriptions.email })
    .get()?.email;
}

/** The address a live confirmation link is for, without using it. */
export function selectByToken(db: Db, tokenHash: string, sentAfter: Date): string | undefined {
  return db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, tokenHash), gt(newsletterSubscriptions.confirmSentAt, sentAfter)))
    .get()?.email;
}

/** Answers whether a subscribed address was found. */
export function markUnsubscribed(db: Db, email: string, at: Date): boolean {
  return (
    db
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: at })
      .where(and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)))
      .returning({ id: newsletterSubscriptions.id })
      .get() !== undefined
  );
}

/** Who receives a newsletter: confirmed and not unsubscribed. */
export const isRecipient = and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt));

export function countRecipients(db: DbOrTx): number {
  return db.select({ n: sql<number>`count(*)` }).from(newsletterSubscriptions).where(isRecipient).get()!.n;
}
