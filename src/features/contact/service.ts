import type { ContactInput } from "../../contract/contact";
import type { Db } from "../../db/client";
import { deleteContactMessagesBefore, insertContactMessage } from "./queries";

/** Stores a message for the admins' inbox (kept 2 years, docs/product.md D20). */
export function sendContactMessage(db: Db, input: ContactInput): void {
  insertContactMessage(db, input);
}

/** Contact messages are kept 2 years (privacy policy; docs/product.md D20). */
export const CONTACT_RETENTION_YEARS = 2;

export function purgeOldContactMessages(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_RETENTION_YEARS);
  deleteContactMessagesBefore(db, cutoff);
}
