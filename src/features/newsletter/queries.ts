import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

/** Subscribes the address, or re-subscribes it if it had unsubscribed; never a duplicate row. */
export function upsertSubscription(db: Db, email: string): void {
  db.insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { unsubscribedAt: sql`NULL` } })
    .run();
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
