import type { Lang } from "../../contract/i18n/lang";
import type { NotificationTopic } from "../../contract/notifications";
import type { DbOrTx } from "../../db/client";

import { queueMail, type MailMessage } from "../mail/service";
import { storeEmailLanguage, storeMailOptOuts } from "../accounts/preferences";
import { selectAdminAddresses, selectRecipient } from "./queries";

/** Who is told, and how the message greets them. */
export interface Recipient {
  email: string;
  username: string;
  /** The language of their e-mails (docs/i18n.md); English when not known (the admins' digest). */
  lang?: Lang;
}

/**
 * Queues an owner's notification unless they switched its topic off (docs/mail.md). Call it in the
 * transaction of the decision, so the mail exists exactly when the decision does. A deleted or
 * unknown account is told nothing.
 */
export function notifyUser(db: DbOrTx, userId: number | null, topic: NotificationTopic, write: (to: Recipient) => MailMessage): boolean {
  if (userId === null) return false;
  const user = selectRecipient(db, userId);
  if (!user || user.mailOptOuts.includes(topic)) return false;
  queueMail(db, write(user));
  return true;
}

export function mailOptOuts(db: DbOrTx, userId: number): NotificationTopic[] {
  return selectRecipient(db, userId)?.mailOptOuts ?? [];
}

export function saveMailOptOuts(db: DbOrTx, userId: number, optOuts: NotificationTopic[]): void {
  storeMailOptOuts(db, userId, [...new Set(optOuts)]);
}

/** The language of an owner's e-mails (docs/i18n.md). */
export const emailLanguageOf = (db: DbOrTx, userId: number): Lang => selectRecipient(db, userId)?.lang ?? "en";

export function saveEmailLanguage(db: DbOrTx, userId: number, lang: Lang): void {
  storeEmailLanguage(db, userId, lang);
}

/** Every admin with an address: the digest's readers, and contact messages' when CONTACT_TO is empty. */
export const adminAddresses = (db: DbOrTx): Recipient[] => selectAdminAddresses(db);


