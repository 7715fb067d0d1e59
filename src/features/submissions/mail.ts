import { CLAIM_LINK_HOURS } from "../../contract/claims";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { routes } from "../../contract/routes";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";

/**
 * The link that shows a claimant reads mail at the church's domain (docs/mail.md,
 * docs/decisions/0035-claim-safeguards.md), in the claimant's e-mail language (docs/i18n.md).
 */
export function claimVerificationMail(site: MailSite, to: string, churchName: string, token: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailExtrasText, lang);
  return composeMail(site, {
    kind: "claim-verification",
    to,
    lang,
    subject: t("claimVerifySubject", { church: churchName }),
    lines: [t("hello"), t("claimVerifyBody", { church: churchName })],
    action: { label: t("claimVerifyAction"), path: `${routes.verifyClaim}?token=${encodeURIComponent(token)}` },
    after: [t("claimVerifyLasts", { hours: CLAIM_LINK_HOURS }), t("claimVerifyNotYou")],
  });
}
