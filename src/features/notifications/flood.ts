import type { GuardedForm } from "../../contract/form-guard";
import type { Db } from "../../db/client";
import { composeMail, type MailSite } from "../../mail/compose";
import { queueMail, type MailMessage } from "../mail/service";
import { adminAddresses, type Recipient } from "./service";

const FORMS: Record<GuardedForm, [string, string, string]> = {
  contact: ["contact message", "contact messages", "not forwarded: read them in the Inbox tab"],
  update: ["information update request", "information update requests", "waiting for review"],
  event: ["submitted event", "submitted events", "waiting for review"],
  claim: ["claim", "claims", "waiting for review, without their verification mail"],
  register: ["registration", "registrations", "refused until the hour was over"],
};

/** One line per form that was flooded. */
export function floodLines(held: Partial<Record<GuardedForm, number>>): string[] {
  return (Object.keys(FORMS) as GuardedForm[]).flatMap((form) => {
    const n = held[form] ?? 0;
    const [one, many, what] = FORMS[form];
    return n > 0 ? [`${n} ${n === 1 ? one : many} past the bound, ${what}`] : [];
  });
}

function floodMail(site: MailSite, to: Recipient, lines: string[], perHour: number): MailMessage {
  return composeMail(site, {
    kind: "admin-flood",
    to: to.email,
    subject: `Public forms flooded: ${lines.length === 1 ? lines[0]!.split(" past")[0] : `${lines.length} forms`}`,
    lines: [
      `Hello ${to.username},`,
      `Public forms were posted more than ${perHour} times in an hour, which is more than people send. What came past that bound was held instead of mailed one by one:`,
      lines.join("\n"),
      "This summary comes at most once an hour while the flood lasts.",
    ],
    action: { label: "Open the administration", path: "/admin" },
  });
}

/**
 * The admins' flood summary (docs/decisions/0046-hardening-round-3.md, spam): one mail per admin
 * with an address for what the flooded forms held, instead of a mail per message. Answers how many
 * mails were queued.
 */
export function sendFloodSummary(db: Db, site: MailSite, held: Partial<Record<GuardedForm, number>>, perHour: number, now = new Date()): number {
  const lines = floodLines(held);
  if (lines.length === 0) return 0;
  return db.transaction((tx) => {
    const admins = adminAddresses(tx);
    for (const admin of admins) queueMail(tx, floodMail(site, admin, lines, perHour), now);
    return admins.length;
  });
}
