import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { CONFIRM_LINK_DAYS } from "../../contract/newsletter";
import { SITE_NAME } from "../../contract/site";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";

/** The double opt-in's one mail: the link that confirms the address (docs/mail.md), in the subscribe page's language (docs/i18n.md). */
export function confirmSubscriptionMail(site: MailSite, to: string, token: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailExtrasText, lang);
  return composeMail(site, {
    kind: "newsletter-confirm",
    to,
    lang,
    subject: t("newsletterConfirmSubject", { site: SITE_NAME }),
    lines: [t("newsletterConfirmBody")],
    action: { label: t("newsletterConfirmAction"), path: `/newsletter/confirm?token=${encodeURIComponent(token)}` },
    after: [t("newsletterConfirmLasts", { days: CONFIRM_LINK_DAYS })],
  });
}
