import { CONFIRM_LINK_DAYS } from "../../contract/newsletter";
import { SITE_NAME } from "../../contract/site";
import { composeMail, type MailSite } from "../mail/compose";
import type { MailMessage } from "../mail/service";

/** The double opt-in's one mail: the link that confirms the address (docs/mail.md). */
export function confirmSubscriptionMail(site: MailSite, to: string, token: string): MailMessage {
  return composeMail(site, {
    kind: "newsletter-confirm",
    to,
    subject: `Confirm your subscription to the ${SITE_NAME} newsletter`,
    lines: ["Someone, we hope you, asked to receive our newsletter at this address. Open the link below to confirm it."],
    action: { label: "Confirm my subscription", path: `/newsletter/confirm?token=${encodeURIComponent(token)}` },
    after: [`The link works for ${CONFIRM_LINK_DAYS} days. If you did not ask for this, ignore this e-mail: you will receive nothing more.`],
  });
}
