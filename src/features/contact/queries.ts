import { eq, lt } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { ContactInput } from "../../contract/contact";

export function insertContactMessage(db: DbOrTx, input: ContactInput): void {
  db.insert(contactMessages).values(input).run();
}

export function deleteContactMessagesBefore(db: Db, before: Date): void {
  db.delete(contactMessages).where(lt(contactMessages.createdAt, before)).run();
}

/** Marks a message read; false when there is no such message. */
export function markMessageReadRow(db: Db, id: number): boolean {
  return db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }).all().length === 1;
}
