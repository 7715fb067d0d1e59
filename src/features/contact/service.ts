import type { ContactInput } from "../../contract/contact";
import type { Db } from "../../db/client";
import type { MailSite } from "../../mail/compose";
import { queueMail } from "../mail/service";
import { adminAddresses } from "../notifications/service";
import { contactForwardMail } from "./mail";
import { deleteContactMessagesBefore, insertContactMessage, markMessageReadRow } from "./queries";
import { notFound } from "../../http/errors";

/**
 * Stores a message for the admins' inbox (kept 2 years, docs/product.md D20) and forwards it to
 * `contactTo`, or to every admin with an address when that is empty, in the same transaction.
 * During a flood (`forward` false) it is only stored, held for the admins to read in the Inbox.
 */
export function sendContactMessage(db: Db, site: MailSite, contactTo: string[], input: ContactInput, forward = true): void {
  db.transaction((tx) => {
    insertContactMessage(tx, input);
    if (!forward) return;
    const recipients = contactTo.length > 0 ? contactTo : adminAddresses(tx).map((a) => a.email);
    for (const to of recipients) queueMail(tx, contactForwardMail(site, to, input));
  });
}

/** Contact messages are kept 2 years (privacy policy; docs/product.md D20). */
export const CONTACT_RETENTION_YEARS = 2;

export function purgeOldContactMessages(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_RETENTION_YEARS);
  deleteContactMessagesBefore(db, cutoff);
}

/** An admin read the message in the Inbox tab (it leaves the digest's count). */
export function markMessageRead(db: Db, id: number): void {
  if (!markMessageReadRow(db, id)) throw notFound("Message not found");
}
