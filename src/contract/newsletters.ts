import * as z from "zod/mini";
import { requiredText } from "./fields";

/** A newsletter as the admin writes it in /admin (docs/mail.md, Newsletter); the body is sanitised on save. */
export const newsletterDraftSchema = z.object({
  subject: requiredText("A subject is required", 200),
  body: z.string("The newsletter needs some text").check(z.trim(), z.minLength(1, "The newsletter needs some text"), z.maxLength(200_000, "The newsletter is too long")),
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
  alreadySent: "This newsletter was already sent, or is being sent: it is never sent twice.",
  notDraft: "Only a draft can be edited.",
  noAddress: "Your account has no e-mail address to send a test to.",
} as const;
