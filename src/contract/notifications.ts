import * as z from "zod/mini";
import { msg } from "./i18n/msg";

/**
 * What an owner may be told by e-mail, each topic switched off on its own in the account settings
 * (docs/mail.md). Security mail (password, address, deletion) has no topic: it is always sent.
 */
export const NOTIFICATION_TOPICS = ["listing", "claims", "updates", "events", "payments", "reports", "times"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

// The checkbox labels of 'E-mail me about' are the account catalogue's `topic_*` texts
// (src/contract/i18n/messages/*/account.json).

/**
 * 'E-mail me about': the topics left on. A form posted without JavaScript sends one `topics` per
 * ticked box (none when all are off); the island sends the list.
 */
export const notificationChoicesSchema = z.object({
  topics: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  ).check(z.refine((topics) => topics.every((t) => (NOTIFICATION_TOPICS as readonly string[]).includes(t)), msg("chooseListedEmails", "Choose among the listed e-mails."))),
});
export const notificationsSaved = "Your e-mail choices were saved.";
