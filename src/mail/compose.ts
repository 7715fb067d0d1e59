import { translator } from "../contract/i18n/catalogue";
import { localePath, type Lang } from "../contract/i18n/lang";
import { mailText } from "../contract/i18n/mail-text";
import { SITE_NAME, SITE_POSTAL_ADDRESS } from "../contract/site";
import { siteUrl } from "../http/site-origin";
import { escapeHtml } from "../render/document";
import { absoluteLinks } from "./absolute-links";
import type { MailMessage } from "./message";
import { plainTextOf } from "./plain-text";

/** Where a message comes from: the configured sender and the origin its links are built on. */
export interface MailSite {
  from: string;
  /** PUBLIC_URL's origin, else the listening address (docs/decisions/0012-absolute-urls.md). */
  origin: string;
}

/** What a message says, as plain text: the composer writes both parts and escapes the HTML. */
export interface MailContent {
  kind: string;
  to: string;
  /** The reader's language (docs/i18n.md): the composer's words, and links to that language's pages. English when not said. */
  lang?: Lang;
  subject: string;
  /** Paragraphs before the button. */
  lines: string[];
  /** The one thing to do: a button in HTML, the bare address in text. A site path, made absolute. */
  action?: { label: string; path: string };
  /** Paragraphs after the button (how long the link lasts, what to do if it was not you). */
  after?: string[];
  /**
   * Already sanitised HTML placed after the lines (a newsletter's body), its site paths made
   * absolute; its plain-text reading is `text` when the writer has one, else read from the HTML.
   * `lang` marks HTML in another language than the message's (an English newsletter to a Spanish reader).
   */
  rich?: { html: string; text?: string; lang?: Lang };
}

/**
 * A message with a plain-text and an HTML part, the site's name, web address and postal address
 * in the footer, and every link and picture absolute on the site's origin (docs/mail.md). Every text is escaped
 * in the HTML part; the subject is made one line by queueMail. A Spanish message links to the
 * Spanish pages (docs/i18n.md).
 */
export function composeMail(site: MailSite, content: MailContent): MailMessage {
  const lang = content.lang ?? "en";
  const t = translator(mailText, lang);
  const home = siteUrl(site.origin, localePath(lang, "/"));
  const action = content.action ? { label: content.action.label, url: siteUrl(site.origin, localePath(lang, content.action.path)) } : undefined;
  const after = content.after ?? [];
  // A mail has no page its links could be relative to: every site path in it is made absolute, in both parts.
  const rich = content.rich && { ...content.rich, html: absoluteLinks(content.rich.html, site.origin) };
  const text = [
    ...content.lines,
    ...(rich ? [rich.text ?? plainTextOf(rich.html)] : []),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...after,
    `--\n${SITE_NAME}\n${home}\n${SITE_POSTAL_ADDRESS}`,
  ].join("\n\n");
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line).replace(/\n/g, "<br>")}</p>`;
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;background:#ffffff">`,
    `<div style="max-width:560px;margin:0 auto">`,
    ...content.lines.map(paragraph),
    rich ? `<div${rich.lang && rich.lang !== lang ? ` lang="${rich.lang}"` : ""}>${rich.html}</div>` : "",
    action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1e3a8a;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:14px">${escapeHtml(t("buttonFallback"))}<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
      : "",
    ...after.map(paragraph),
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">`,
    `<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(SITE_NAME)}<br><a href="${escapeHtml(home)}">${escapeHtml(home)}</a><br>${escapeHtml(SITE_POSTAL_ADDRESS)}</p>`,
    `</div></body></html>`,
  ].join("\n");
  // Every mail the site writes is sent by a program (RFC 3834): auto-responders and out-of-office replies leave it alone.
  return { kind: content.kind, from: site.from, to: content.to, subject: content.subject, text, html, headers: { "Auto-Submitted": "auto-generated" } };
}
