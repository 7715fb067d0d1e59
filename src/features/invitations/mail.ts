import { translator } from "../../contract/i18n/catalogue";
import { invitationsText } from "../../contract/i18n/invitations-text";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { INVITATION_LINK_DAYS, invitationPaths } from "../../contract/invitations";
import { SITE_NAME } from "../../contract/site";
import { siteUrl } from "../../http/site-origin";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";

/**
 * The claim invitation (docs/city-data.md, Reaching the churches): a few sentences, one button to
 * the signed claim link, and the opt-out link in the text and in `List-Unsubscribe`, so a mail
 * client offers it too. The church's name is the listing's (Spanish when it has one and the mail is).
 */
export function invitationMail(site: MailSite, to: string, lang: Lang, church: string, tokens: { claim: string; optOut: string }): MailMessage {
  const t = translator(invitationsText, lang);
  const optOutUrl = siteUrl(site.origin, localePath(lang, `${invitationPaths.optOut}?token=${encodeURIComponent(tokens.optOut)}`));
  const mail = composeMail(site, {
    kind: "claim-invitation",
    to,
    lang,
    subject: t("mailSubject", { site: SITE_NAME }),
    lines: [t("mailHello"), t("mailBody", { church, site: SITE_NAME }), t("mailAsk")],
    action: { label: t("mailAction", { church }), path: `${invitationPaths.claim}?token=${encodeURIComponent(tokens.claim)}` },
    after: [t("mailLasts", { days: INVITATION_LINK_DAYS }), t("mailOptOut", { url: optOutUrl })],
  });
  return { ...mail, headers: { ...mail.headers, "List-Unsubscribe": `<${optOutUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
