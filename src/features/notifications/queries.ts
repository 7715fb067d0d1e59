import { and, eq, isNotNull, ne } from "drizzle-orm";
import type { NotificationTopic } from "../../contract/notifications";
import type { DbOrTx } from "../../db/client";
import { users } from "../../db/schema";

export function selectRecipient(db: DbOrTx, userId: number) {
  return db.select({ email: users.email, username: users.username, mailOptOuts: users.mailOptOuts }).from(users).where(eq(users.id, userId)).get();
}

export function setMailOptOuts(db: DbOrTx, userId: number, optOuts: NotificationTopic[]): void {
  db.update(users).set({ mailOptOuts: optOuts }).where(eq(users.id, userId)).run();
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
