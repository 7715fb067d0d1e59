import { and, desc, eq, gte, inArray, isNull, max, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, processedWebhookEvents, subscriptions } from "../../db/schema";
import type { Plan } from "../../contract/pricing";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Claims an event id; false when it was applied before (or is being applied right now). */
export function claimEvent(db: Db, id: string, type: string): boolean {
  return db.insert(processedWebhookEvents).values({ id, type }).onConflictDoNothing().returning({ id: processedWebhookEvents.id }).all().length === 1;
}

export const selectSubscription = (db: Db, providerSubscriptionId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId)).get();

export const insertSubscription = (db: Db, row: typeof subscriptions.$inferInsert) => db.insert(subscriptions).values(row).returning().get();

export const updateSubscription = (db: Db, id: number, row: Partial<typeof subscriptions.$inferInsert>) =>
  db.update(subscriptions).set({ ...row, updatedAt: new Date() }).where(eq(subscriptions.id, id)).run();

/** The demo provider's subscriptions that still run (any status but cancelled). */
export const selectRunningDemoSubscriptions = (db: Db) =>
  db.select({ providerSubscriptionId: subscriptions.providerSubscriptionId }).from(subscriptions).where(and(eq(subscriptions.provider, "demo"), ne(subscriptions.status, "canceled"))).all();

export type PaymentRow = typeof payments.$inferSelect;

/** Stores a payment; answers it, or undefined when the provider's payment was stored before (nothing written). */
export function recordPayment(db: Db, row: typeof payments.$inferInsert): PaymentRow | undefined {
  return db.insert(payments).values(row).onConflictDoNothing({ target: payments.providerPaymentId }).returning().get();
}

/** Whether the provider's payment (a paid invoice) is stored already. */
export const paymentStored = (db: Db, providerPaymentId: string) => db.select({ id: payments.id }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).get() !== undefined;

/** The latest end among the church's active subscriptions to church plans. */
export function activeChurchPlanEnd(db: Db, churchId: number, churchPlans: Plan[]): Date | null {
  return (
    db
      .select({ end: max(subscriptions.currentPeriodEnd) })
      .from(subscriptions)
      .where(and(eq(subscriptions.churchId, churchId), eq(subscriptions.status, "active"), inArray(subscriptions.plan, churchPlans)))
      .get()?.end ?? null
  );
}

export const selectUserSubscriptions = (db: Db, userId: number) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt)).limit(50).all();

export const selectUserPayments = (db: Db, userId: number) =>
  db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(100).all();

/** One of the user's payments by its id or the provider's id: never another payer's. */
export const selectUserPayment = (db: Db, userId: number, ref: { id: number } | { providerPaymentId: string }) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), "id" in ref ? eq(payments.id, ref.id) : eq(payments.providerPaymentId, ref.providerPaymentId)))
    .get();

/**
 * The newest payment a subscription brought: payments keep no subscription id, so it is the payer's
 * newest payment for the same plan and church made since the subscription started (a church has one
 * running church plan at a time, docs/decisions/0010-payments.md).
 */
export const selectSubscriptionPayment = (db: Db, sub: SubscriptionRow) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, sub.userId),
        eq(payments.plan, sub.plan),
        sub.churchId === null ? isNull(payments.churchId) : eq(payments.churchId, sub.churchId),
        gte(payments.createdAt, sub.createdAt),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .get();
