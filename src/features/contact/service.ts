import type { ContactInput } from "../../contract/contact";
import type { Db } from "../../db/client";
import { insertContactMessage } from "./queries";

/** Stores a message for the admins' inbox (kept 2 years, DECISIONS.md 20). */
export function sendContactMessage(db: Db, input: ContactInput): void {
  insertContactMessage(db, input);
}
