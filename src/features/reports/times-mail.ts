import { translator } from "../../contract/i18n/catalogue";
import { localePath } from "../../contract/i18n/lang";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { mailText } from "../../contract/i18n/mail-text";
import { routes } from "../../contract/routes";
import { formatService } from "../../contract/service-times/format";
import type { WeeklyService } from "../../contract/service-times/options";
import { siteUrl } from "../../http/site-origin";
import { escapeHtml } from "../../render/document";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";
import type { Recipient } from "../notifications/service";

/**
 * 'Are these times still right?' (docs/service-times.md, Asking the churches): the church's weekly
 * times in the owner's language, one button that opens the page whose button confirms them (a
 * mail scanner confirms nothing), and the edit form's address for a change.
 */
export function timesMail(site: MailSite, to: Recipient, church: { id: number; name: string; serviceTimes: WeeklyService[] }, stillRightPath: string): MailMessage {
  const lang = to.lang ?? "en";
  const t = translator(mailExtrasText, lang);
  // The owner's notes are theirs, in English: the Spanish line leaves them out (docs/i18n.md, Content).
  const times = church.serviceTimes.map((s) => formatService(lang === "en" ? s : { ...s, note: "" }, lang));
  const editUrl = siteUrl(site.origin, localePath(lang, routes.churchEdit(church.id)));
  const list = times.length ? times : [t("timesNone")];
  return composeMail(site, {
    kind: "services-still-right",
    to: to.email,
    lang,
    subject: t("timesSubject", { church: church.name }),
    lines: [translator(mailText, lang)("hello", { name: to.username }), t("timesIntro", { church: church.name })],
    rich: { html: `<ul style="margin:0 0 16px;padding-left:20px">${list.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`, text: list.map((line) => `- ${line}`).join("\n") },
    action: { label: t("timesAction"), path: stillRightPath },
    after: [t("timesChange", { url: editUrl }), t("timesOff")],
  });
}
