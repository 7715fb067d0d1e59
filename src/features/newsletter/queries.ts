import { and, asc, desc, eq, gt, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Lang } from "../../contract/i18n/lang";
import type { Db, DbOrTx } from "../../db/client";
import { newsletterDeliveries, newsletters, newsletterSubscriptions, outbox } from "../../db/schema";

export function selectSubscription(db: DbOrTx, email: string) {
  return db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).get();
}

/**
 * A new confirmation link for the address in the language it subscribed in, its row made when new;
 * the row stays unconfirmed (or unsubscribed) until the link is opened.
 */
export function setConfirmation(db: DbOrTx, email: string, tokenHash: string, at: Date, language: Lang): void {
  db.insert(newsletterSubscriptions)
    .values({ email, confirmTokenHash: tokenHash, confirmSentAt: at, language })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { confirmTokenHash: tokenHash, confirmSentAt: at, language } })
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

export type NewsletterRow = typeof newsletters.$inferSelect;

export const selectNewsletters = (db: Db): NewsletterRow[] => db.select().from(newsletters).orderBy(desc(newsletters.id)).limit(100).all();
export const selectNewsletter = (db: DbOrTx, id: number): NewsletterRow | undefined => db.select().from(newsletters).where(eq(newsletters.id, id)).get();
export const selectSendingIds = (db: Db): number[] => db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.status, "sending")).all().map((r) => r.id);

/** A newsletter's words: the English edition and the Spanish one ('' when there is none). */
type NewsletterWords = { subject: string; body: string; subjectEs: string; bodyEs: string };

export function insertNewsletter(db: Db, row: Pick<NewsletterWords, "subject" | "body"> & Partial<NewsletterWords> & { createdBy: number }): number {
  return db.insert(newsletters).values(row).returning({ id: newsletters.id }).get()!.id;
}

/** Edits a draft; answers false when it is no longer one. */
export function updateDraft(db: Db, id: number, row: NewsletterWords): boolean {
  return db.update(newsletters).set({ ...row, updatedAt: new Date() }).where(and(eq(newsletters.id, id), eq(newsletters.status, "draft"))).returning({ id: newsletters.id }).get() !== undefined;
}

/** draft → sending, in one statement: of two clicks on Send, one wins. */
export function markSending(db: Db, id: number, at: Date): boolean {
  return db.update(newsletters).set({ status: "sending", sendStartedAt: at }).where(and(eq(newsletters.id, id), eq(newsletters.status, "draft"))).returning({ id: newsletters.id }).get() !== undefined;
}

export function markSent(db: DbOrTx, id: number, at: Date): void {
  db.update(newsletters).set({ status: "sent", sentAt: at }).where(and(eq(newsletters.id, id), eq(newsletters.status, "sending"))).run();
}

/** Confirmed subscribers who have no message of this newsletter yet, oldest first. */
export function selectUndelivered(db: DbOrTx, newsletterId: number, limit: number): { id: number; email: string; language: Lang }[] {
  const done = db.select({ id: newsletterDeliveries.subscriptionId }).from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, newsletterId));
  return db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email, language: newsletterSubscriptions.language })
    .from(newsletterSubscriptions)
    .where(and(isRecipient, notInArray(newsletterSubscriptions.id, done)))
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(limit)
    .all();
}

/** Records the subscriber's message. A second one for the same subscriber breaks the primary key and rolls its batch back. */
export function insertDelivery(db: DbOrTx, newsletterId: number, subscriptionId: number, outboxId: number): void {
  db.insert(newsletterDeliveries).values({ newsletterId, subscriptionId, outboxId }).run();
}

export function countUndelivered(db: DbOrTx, newsletterId: number): number {
  const done = db.select({ id: newsletterDeliveries.subscriptionId }).from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, newsletterId));
  return db.select({ n: sql<number>`count(*)` }).from(newsletterSubscriptions).where(and(isRecipient, notInArray(newsletterSubscriptions.id, done))).get()!.n;
}

/** The newsletter's messages by outbox status. */
export function deliveryCounts(db: Db, newsletterId: number): { queued: number; delivered: number; failed: number } {
  const rows = db
    .select({ status: outbox.status, n: sql<number>`count(*)` })
    .from(newsletterDeliveries)
    .innerJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .where(eq(newsletterDeliveries.newsletterId, newsletterId))
    .groupBy(outbox.status)
    .all();
  const of = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  return { queued: rows.reduce((sum, r) => sum + r.n, 0), delivered: of("sent"), failed: of("failed") };
}
