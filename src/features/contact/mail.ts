import { CONTACT_SUBJECT_LABELS, type ContactInput } from "../../contract/contact";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";

/**
 * A contact message forwarded to the site's team (docs/mail.md). Replying answers the sender:
 * Reply-To is their address alone (checked by the contact schema), never their name, so nothing
 * they typed reaches a header but the subject, which queueMail makes one line.
 */
export function contactForwardMail(site: MailSite, to: string, input: ContactInput): MailMessage {
  return {
    ...composeMail(site, {
      kind: "contact-message",
      to,
      subject: `Contact: ${CONTACT_SUBJECT_LABELS[input.subject]} from ${input.name}`,
      lines: [`${input.name} <${input.email}> wrote through the contact form (${CONTACT_SUBJECT_LABELS[input.subject]}):`, input.message, "Reply to this e-mail to answer them."],
      action: { label: "Open the inbox", path: "/admin?tab=inbox" },
    }),
    replyTo: input.email,
  };
}
