import * as z from "zod/mini";
import { optionalText, requiredText } from "./fields";
import { msg } from "./i18n/msg";

const NEWSLETTER_MAX = 200_000;
const tooLong = msg("newsletterTooLong", "The newsletter is too long");
const spanishSubject = msg("spanishSubjectRequired", "The Spanish edition needs a subject");
const spanishBody = msg("spanishBodyRequired", "The Spanish edition needs some text");

/**
 * A newsletter as the admin writes it in /admin (docs/mail.md, Newsletter); the bodies are
 * sanitised on save. The Spanish edition is optional, but whole: a subject and a body, or neither.
 */
export const newsletterDraftSchema = z
  .object({
    subject: requiredText(msg("subjectRequired", "A subject is required"), 200),
    body: z.string(msg("newsletterNeedsText", "The newsletter needs some text")).check(z.trim(), z.minLength(1, msg("newsletterNeedsText", "The newsletter needs some text")), z.maxLength(NEWSLETTER_MAX, tooLong)),
    subjectEs: optionalText(200),
    bodyEs: z.optional(z.string(spanishBody).check(z.trim(), z.maxLength(NEWSLETTER_MAX, tooLong))),
  })
  .check(
    z.refine((d) => !d.bodyEs || !!d.subjectEs, { message: spanishSubject, path: ["subjectEs"] }),
    z.refine((d) => !d.subjectEs || !!d.bodyEs, { message: spanishBody, path: ["bodyEs"] }),
  );
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

/** How many subscribers' messages are written in one transaction: a crash loses at most an uncommitted batch, never sends one twice. */
export const NEWSLETTER_BATCH = 200;

export interface AdminNewsletter {
  id: number;
  subject: string;
  body: string;
  /** The Spanish edition, '' when there is none. */
  subjectEs: string;
  bodyEs: string;
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
