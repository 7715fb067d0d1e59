import { emailLanguageOf } from "../notifications/service";
import { accountLinkMessages } from "../../contract/account-links";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { centralDay } from "../../lib/dates";
import type { MailSite } from "../../mail/compose";
import { queueMail } from "../mail/service";
import { checkCurrentPassword } from "./account-links";
import { accountDeletedMail } from "./mail";
import { deleteUser, hasRunningSubscription, selectOwnData } from "./queries";
import type { SessionUser } from "../../sessions/sessions";

/**
 * Account settings, delete (privacy policy: kept until deletion): the current password confirms
 * it; the account, its sessions, claims and links go; its church stays, unclaimed. An admin
 * account is not deleted here, nor one whose paid plan still runs (it would go on billing).
 */
export async function deleteAccount(db: Db, site: MailSite, user: SessionUser, currentPassword: string, now = new Date()): Promise<void> {
  const account = await checkCurrentPassword(db, user.id, currentPassword);
  if (account.role === "admin") throw new HttpError(403, accountLinkMessages.adminCannotDelete);
  // Read before the account goes: the goodbye speaks its language.
  const lang = emailLanguageOf(db, account.id);
  db.transaction((tx) => {
    if (hasRunningSubscription(tx, account.id)) throw new HttpError(409, accountLinkMessages.paidPlanActive);
    deleteUser(tx, account.id);
    queueMail(tx, accountDeletedMail(site, account.email, account.username, lang), now);
  });
}

/** 'Download my data': everything kept about the account, as one JSON file. */
export function exportMyData(db: Db, user: SessionUser, now = new Date()) {
  return {
    filename: `my-data-${centralDay(now)}.json`,
    json: JSON.stringify({ exportedAt: now.toISOString(), ...selectOwnData(db, user.id, user.email) }, null, 2),
  };
}
