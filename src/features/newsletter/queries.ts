import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscriptions } from "../../db/schema";

/** Subscribes the address, or re-subscribes it if it had unsubscribed; never a duplicate row. */
export function upsertSubscription(db: Db, email: string): void {
  db.insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { unsubscribedAt: sql`NULL` } })
    .run();
}
