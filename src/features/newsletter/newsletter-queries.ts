import { and, asc, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { newsletterDeliveries, newsletters, newsletterSubscriptions, outbox } from "../../db/schema";
import { isRecipient } from "./queries";

export type NewsletterRow = typeof newsletters.$inferSelect;

export const selectNewsletters = (db: Db): NewsletterRow[] => db.select().from(newsletters).orderBy(desc(newsletters.id)).limit(100).all();
export const selectNewsletter = (db: DbOrTx, id: number): NewsletterRow | undefined => db.select().from(newsletters).where(eq(newsletters.id, id)).get();
export const selectSendingIds = (db: Db): number[] => db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.status, "sending")).all().map((r) => r.id);

export function insertNewsletter(db: Db, row: { subject: string; body: string; createdBy: number }): number {
  return db.insert(newsletters).values(row).returning({ id: newsletters.id }).get()!.id;
}

/** Edits a draft; answers false when it is no longer one. */
export function updateDraft(db: Db, id: number, row: { subject: string; body: string }): boolean {
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
export function selectUndelivered(db: DbOrTx, newsletterId: number, limit: number): { id: number; email: string }[] {
  const done = db.select({ id: newsletterDeliveries.subscriptionId }).from(newsletterDeliveries).where(eq(newsletterDeliveries.newsletterId, newsletterId));
  return db
    .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
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
