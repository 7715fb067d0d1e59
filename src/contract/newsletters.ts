import * as z from "zod/mini";
import { requiredText } from "./fields";
import { msg } from "./i18n/msg";

/** A newsletter as the admin writes it in /admin (docs/mail.md, Newsletter); the body is sanitised on save. */
export const newsletterDraftSchema = z.object({
  subject: requiredText(msg("subjectRequired", "A subject is required"), 200),
  body: z.string(msg("newsletterNeedsText", "The newsletter needs some text")).check(z.trim(), z.minLength(1, msg("newsletterNeedsText", "The newsletter needs some text")), z.maxLength(200_000, msg("newsletterTooLong", "The newsletter is too long"))),
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

/** How many subscribers' messages are written in one transaction: a crash loses at most an uncommitted batch, never sends one twice. */
export const NEWSLETTER_BATCH = 200;

export interface AdminNewsletter {
  id: number;
  subject: string;
  body: string;
  status: "draft" | "sending" | "sent";
  createdAt: string;
  updatedAt: string;
  sendStartedAt: string | null;
  sentAt: string | null;
  /** Subscribers it goes to: the confirmed ones now for a draft or a send under way, those it went to once sent. */
  total: number;
  /** Messages written to the outbox so far. */
  queued: number;
  /** Messages the mail server accepted. */
  delivered: number;
  failed: number;
}

export const newsletterMessages = {
  alreadySent: msg("newsletterSentTwice", "This newsletter was already sent, or is being sent: it is never sent twice."),
  notDraft: msg("onlyDraft", "Only a draft can be edited."),
  noAddress: msg("noEmailForTest", "Your account has no e-mail address to send a test to."),
} as const;
