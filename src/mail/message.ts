/** A message as the outbox keeps it and the worker sends it (docs/mail.md). */
export interface MailMessage {
  /** What caused the mail, e.g. "password-reset". */
  kind: string;
  /** The site's sender: `env.MAIL_FROM`. */
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers by name, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}
