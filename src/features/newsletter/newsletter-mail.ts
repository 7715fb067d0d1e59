import { SITE_NAME } from "../../contract/site";
import { translator } from "../../contract/i18n/catalogue";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";
import { siteUrl } from "../../http/site-origin";

/** What a newsletter says in one language: the admin's subject and sanitised body. */
export interface Edition {
  subject: string;
  body: string;
  lang: Lang;
}

/** The edition a reader gets: the Spanish one for a Spanish subscriber when the admin wrote it, else the English. */
export function editionFor(newsletter: { subject: string; body: string; subjectEs: string; bodyEs: string }, lang: Lang): Edition {
  if (lang === "es" && newsletter.subjectEs && newsletter.bodyEs) return { subject: newsletter.subjectEs, body: newsletter.bodyEs, lang: "es" };
  return { subject: newsletter.subject, body: newsletter.body, lang: "en" };
}

/**
 * One subscriber's newsletter: the edition's sanitised body, an unsubscribe link in the footer,
 * and the one-click unsubscribe headers of RFC 8058 on the same link (docs/mail.md, Newsletter).
 * The body is the admin's as written, marked with its language; the footer and its link speak
 * the subscriber's (docs/i18n.md).
 */
export function newsletterMail(site: MailSite, to: string, edition: Edition, unsubscribePath: string, lang: Lang = "en", kind = "newsletter"): MailMessage {
  const unsubscribe = siteUrl(site.origin, localePath(lang, unsubscribePath));
  const mail = composeMail(site, {
    kind,
    to,
    lang,
    subject: edition.subject,
    lines: [],
    rich: { html: edition.body, lang: edition.lang },
    after: [translator(mailExtrasText, lang)("newsletterFooter", { url: unsubscribe })],
  });
  // Bulk mail names its list (RFC 2919), by the site's host, so mail clients can file and filter it.
  const list = `<newsletter.${new URL(site.origin).hostname}>`;
  return { ...mail, headers: { "List-Id": `${SITE_NAME} newsletter ${list}`, "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
