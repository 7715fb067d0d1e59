import { htmlToText } from "../../lib/sanitize";
import { composeMail, type MailSite } from "../mail/compose";
import type { MailMessage } from "../mail/service";
import { siteUrl } from "../../http/site-origin";

/** The plain-text reading of a newsletter's HTML: a paragraph per block. */
function plainText(html: string): string {
  return html
    .split(/<\/(?:p|h[1-6]|li|blockquote|div|figcaption)>|<br\s*\/?>/i)
    .map(htmlToText)
    .filter((line) => line !== "")
    .join("\n\n");
}

/**
 * One subscriber's newsletter: the sanitised body, an unsubscribe link in the footer, and the
 * one-click unsubscribe headers of RFC 8058 on the same link (docs/mail.md, Newsletter).
 */
export function newsletterMail(site: MailSite, to: string, newsletter: { subject: string; body: string }, unsubscribePath: string, kind = "newsletter"): MailMessage {
  const unsubscribe = siteUrl(site.origin, unsubscribePath);
  const mail = composeMail(site, {
    kind,
    to,
    subject: newsletter.subject,
    lines: [],
    rich: { html: newsletter.body, text: plainText(newsletter.body) },
    after: [`You receive this because this address subscribed to our newsletter. To receive no more, unsubscribe: ${unsubscribe}`],
  });
  return { ...mail, headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
