import { translator } from "../../contract/i18n/catalogue";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { mailText } from "../../contract/i18n/mail-text";
import { SITE_NAME } from "../../contract/site";
import { siteUrl } from "../../http/site-origin";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";
import type { Recipient } from "./service";

/** The owners' notifications (docs/mail.md): what each says, in the site's words and the owner's language (docs/i18n.md). */

const textFor = (to: Recipient) => translator(mailText, to.lang ?? "en");
/** Every notification says where it is switched off (docs/mail.md). */
export const settingsLine = (site: MailSite, lang: Lang = "en") => translator(mailText, lang)("settingsLine", { url: siteUrl(site.origin, localePath(lang, "/dashboard/account")) });
const hello = (to: Recipient) => textFor(to)("hello", { name: to.username });
/** The admin's reason, when one was typed, as its own paragraph. */
const because = (to: Recipient, reason: string | undefined) => (reason ? [textFor(to)("reviewerNote", { reason })] : []);

export function churchSubmittedMail(site: MailSite, to: Recipient, church: string): MailMessage {
  const t = textFor(to);
  return composeMail(site, {
    kind: "church-submitted",
    to: to.email,
    lang: to.lang,
    subject: t("churchSubmittedSubject", { church }),
    lines: [hello(to), t("churchSubmittedBody", { church, site: SITE_NAME })],
    action: { label: t("yourDashboard"), path: "/dashboard" },
    after: [settingsLine(site, to.lang)],
  });
}

export function churchDecidedMail(site: MailSite, to: Recipient, church: { name: string; slug: string }, status: "approved" | "rejected", reason?: string): MailMessage {
  const t = textFor(to);
  if (status === "approved") {
    return composeMail(site, {
      kind: "church-approved",
      to: to.email,
      lang: to.lang,
      subject: t("churchApprovedSubject", { church: church.name }),
      lines: [hello(to), t("churchApprovedBody", { church: church.name }), ...because(to, reason)],
      action: { label: t("seeListing"), path: `/church/${encodeURIComponent(church.slug)}` },
      after: [settingsLine(site, to.lang)],
    });
  }
  return composeMail(site, {
    kind: "church-rejected",
    to: to.email,
    lang: to.lang,
    subject: t("churchRejectedSubject", { church: church.name }),
    lines: [hello(to), t("churchRejectedBody", { church: church.name }), ...because(to, reason), t("churchRejectedNext")],
    action: { label: t("yourDashboard"), path: "/dashboard" },
    after: [settingsLine(site, to.lang)],
  });
}

export function claimDecidedMail(site: MailSite, to: Recipient, church: string, status: "approved" | "rejected", reason?: string): MailMessage {
  const t = textFor(to);
  const approved = status === "approved";
  return composeMail(site, {
    kind: approved ? "claim-approved" : "claim-rejected",
    to: to.email,
    lang: to.lang,
    subject: approved ? t("claimApprovedSubject", { church }) : t("claimRejectedSubject", { church }),
    lines: [hello(to), approved ? t("claimApprovedBody", { church }) : t("claimRejectedBody", { church }), ...because(to, reason)],
    action: { label: t("yourDashboard"), path: "/dashboard" },
    after: [settingsLine(site, to.lang)],
  });
}

export function updateApprovedMail(site: MailSite, to: Recipient, church: { name: string; slug: string }): MailMessage {
  const t = textFor(to);
  return composeMail(site, {
    kind: "update-approved",
    to: to.email,
    lang: to.lang,
    subject: t("updateApprovedSubject", { church: church.name }),
    lines: [hello(to), t("updateApprovedBody", { church: church.name }), t("updateApprovedCheck")],
    action: { label: t("seeListing"), path: `/church/${encodeURIComponent(church.slug)}` },
    after: [settingsLine(site, to.lang)],
  });
}

export function eventDecidedMail(site: MailSite, to: Recipient, event: { id: number; title: string }, status: "approved" | "rejected", reason?: string): MailMessage {
  const t = textFor(to);
  const approved = status === "approved";
  return composeMail(site, {
    kind: approved ? "event-approved" : "event-rejected",
    to: to.email,
    lang: to.lang,
    subject: approved ? t("eventApprovedSubject", { title: event.title }) : t("eventRejectedSubject", { title: event.title }),
    lines: [hello(to), approved ? t("eventApprovedBody", { title: event.title }) : t("eventRejectedBody", { title: event.title }), ...because(to, reason)],
    action: approved ? { label: t("seeEvent"), path: `/events/${event.id}` } : { label: t("yourDashboard"), path: "/dashboard" },
    after: [settingsLine(site, to.lang)],
  });
}
