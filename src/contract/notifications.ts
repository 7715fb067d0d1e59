/**
 * What an owner may be told by e-mail, each topic switched off on its own in the account settings
 * (docs/mail.md). Security mail (password, address, deletion) has no topic: it is always sent.
 */
export const NOTIFICATION_TOPICS = ["listing", "claims", "updates", "events", "payments"] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The checkbox labels of 'E-mail me about' on /dashboard/account. */
export const NOTIFICATION_LABELS: Record<NotificationTopic, string> = {
  listing: "My church's listing: received, approved or rejected",
  claims: "My claims on a church: approved or rejected",
  updates: "Information updates about my church that were approved",
  events: "My events: approved or rejected",
  payments: "Payments: received, a failed renewal, a plan ending",
};
