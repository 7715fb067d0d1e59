import type { Db } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { composeMail, type MailSite } from "../../mail/compose";
import { queueMail, type MailMessage } from "../mail/service";
import { claimDigestDay, selectWaiting, type Waiting } from "./queries";
import { adminAddresses, type Recipient } from "./service";

const LABELS: Record<keyof Waiting, [string, string]> = {
  churches: ["church waiting for approval", "churches waiting for approval"],
  claims: ["claim on a church", "claims on churches"],
  updates: ["information update request", "information update requests"],
  events: ["event waiting for approval", "events waiting for approval"],
  banners: ["banner waiting for approval", "banners waiting for approval"],
  messages: ["unread contact message", "unread contact messages"],
};

/** The lines of the digest, one per kind that has something waiting. */
export function digestLines(waiting: Waiting): string[] {
  return (Object.keys(LABELS) as (keyof Waiting)[]).flatMap((kind) => {
    const n = waiting[kind];
    const [one, many] = LABELS[kind];
    return n > 0 ? [`${n} ${n === 1 ? one : many}`] : [];
  });
}

function digestMail(site: MailSite, to: Recipient, lines: string[]): MailMessage {
  return composeMail(site, {
    kind: "admin-digest",
    to: to.email,
    subject: `Waiting for review: ${lines.join(", ")}`,
    lines: [`Hello ${to.username},`, "This is what waits for an admin today:", lines.join("\n")],
    action: { label: "Open the administration", path: "/admin" },
    after: ["This digest comes once a day, only when something waits."],
  });
}
/**
 * The admins' daily digest (docs/mail.md): one mail per admin with an address, only when something
 * waits, at most once a Central-time day however often it runs (the day is recorded in the same
 * transaction as the mail). Answers a one-line summary.
 */
export function runAdminDigest(db: Db, site: MailSite, now = new Date()): string {
  const day = centralDay(now);
  const lines = digestLines(selectWaiting(db));
  if (lines.length === 0) return `Digest ${day}: nothing waits, no mail.`;
  return db.transaction((tx) => {
    const admins = adminAddresses(tx);
    if (admins.length === 0) return `Digest ${day}: no admin has an e-mail address.`;
    if (!claimDigestDay(tx, day, admins.length)) return `Digest ${day}: already sent today.`;
    for (const admin of admins) queueMail(tx, digestMail(site, admin, lines), now);
    return `Digest ${day}: ${admins.length} mail${admins.length === 1 ? "" : "s"} queued (${lines.join(", ")}).`;
  });
}
