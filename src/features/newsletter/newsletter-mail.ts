import { SITE_NAME } from "../../contract/site";
import { translator } from "../../contract/i18n/catalogue";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";
import { siteUrl } from "../../http/site-origin";

/**
 * One subscriber's newsletter: the sanitised body, an unsubscribe link in the footer, and the
 * one-click unsubscribe headers of RFC 8058 on the same link (docs/mail.md, Newsletter). The body
 * is the admin's as written; the footer and its link speak the subscriber's language (docs/i18n.md).
 */
export function newsletterMail(site: MailSite, to: string, newsletter: { subject: string; body: string }, unsubscribePath: string, lang: Lang = "en", kind = "newsletter"): MailMessage {
  const unsubscribe = siteUrl(site.origin, localePath(lang, unsubscribePath));
  const mail = composeMail(site, {
    kind,
    to,
    lang,
    subject: newsletter.subject,
    lines: [],
    rich: { html: newsletter.body },
    after: [translator(mailExtrasText, lang)("newsletterFooter", { url: unsubscribe })],
  });
  // Bulk mail names its list (RFC 2919), by the site's host, so mail clients can file and filter it.
  const list = `<newsletter.${new URL(site.origin).hostname}>`;
  return { ...mail, headers: { "List-Id": `${SITE_NAME} newsletter ${list}`, "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
