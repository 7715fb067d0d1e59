import * as z from "zod/mini";

/**
 * What an owner may be told by e-mail, each topic switched off on its own in the account settings
 * (docs/mail.md). Security mail (password, address, deletion) has no topic: it is always sent.
 */
export const NOTIFICATION_TOPICS = ["listing", "claims", "updates", "events", "payments", "reports"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The checkbox labels of 'E-mail me about' on /dashboard/account. */
export const NOTIFICATION_LABELS: Record<NotificationTopic, string> = {
  listing: "My church's listing: received, approved or rejected",
  claims: "My claims on a church: approved or rejected",
  updates: "Information updates about my church that were approved",
  events: "My events: approved or rejected",
  payments: "Payments: received, a failed renewal, a plan ending",
  reports: "My church's monthly report (premium)",
};

/**
 * 'E-mail me about': the topics left on. A form posted without JavaScript sends one `topics` per
 * ticked box (none when all are off); the island sends the list.
 */
export const notificationChoicesSchema = z.object({
  topics: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  ).check(z.refine((topics) => topics.every((t) => (NOTIFICATION_TOPICS as readonly string[]).includes(t)), "Choose among the listed e-mails.")),
});
export const notificationsSaved = "Your e-mail choices were saved.";
