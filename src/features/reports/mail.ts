import { translator, type Translate } from "../../contract/i18n/catalogue";
import { localePath } from "../../contract/i18n/lang";
import { mailExtrasText } from "../../contract/i18n/mail-extras-text";
import { mailText } from "../../contract/i18n/mail-text";
import { monthLabel, type MonthlyReportFigures } from "../../contract/reports";
import { siteUrl } from "../../http/site-origin";
import { escapeHtml } from "../../render/document";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";
import type { Recipient } from "../notifications/service";
import { confirmedText, figureRows, peersText } from "./words";

// Mail clients block SVG and many block images: the charts are tables whose bars are cells with a
// width in per cent and a background colour (docs/decisions/0036-monthly-reports.md).
const bar = (value: number, max: number, colour: string) => {
  // A figure above 0 keeps a sliver of bar; 0 has none.
  const percent = value === 0 || max === 0 ? 0 : Math.max(1, Math.round((value / max) * 100));
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse"><tr>` +
    (percent > 0 ? `<td width="${percent}%" style="background:${colour};height:10px;font-size:0;line-height:0">&nbsp;</td>` : "") +
    (percent < 100 ? `<td style="height:10px;font-size:0;line-height:0">&nbsp;</td>` : "") +
    `</tr></table>`;
};
const cell = (content: string, extra = "") => `<td style="padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top${extra}">${content}</td>`;

type Text = Translate<keyof typeof mailExtrasText.en & string>;

function figuresHtml(report: MonthlyReportFigures, t: Text): string {
  const rows = figureRows(report).map((r) => {
    const max = Math.max(r.value, r.median, 1);
    return `<tr>${cell(`<strong>${escapeHtml(r.label)}</strong><br><span style="font-size:13px;color:#4b5563">${escapeHtml(r.vsBefore)}<br>${escapeHtml(r.vsMedian)}</span>`)}` +
      cell(`${r.value}`, ";text-align:right;font-size:20px") +
      cell(`<span style="font-size:12px;color:#4b5563">${escapeHtml(t("reportYou"))}</span>${bar(r.value, max, "#1e3a8a")}<span style="font-size:12px;color:#4b5563">${escapeHtml(t("reportMedian"))}</span>${bar(r.median, max, "#9ca3af")}`, ";width:40%") +
      `</tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows.join("")}</table>`;
}

const list = (items: string[]) => (items.length ? `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "");
const heading = (text: string) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(text)}</h2>`;
const para = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

const topLines = (report: MonthlyReportFigures, t: Text) => report.topSearches.map((s) => t("reportTopLine", { label: s.label, count: s.searches }));

/**
 * The report e-mail (docs/mail.md, `monthly-report`): figures, searches, and the 'Still right' link,
 * in the owner's e-mail language (docs/i18n.md).
 */
export function reportMail(site: MailSite, to: Recipient, report: MonthlyReportFigures, stillRightPath: string, reportPath: string): MailMessage {
  const lang = to.lang ?? "en";
  const t = translator(mailExtrasText, lang);
  const month = monthLabel(report.month, lang);
  const rows = figureRows(report);
  const reportUrl = siteUrl(site.origin, localePath(lang, reportPath));
  const compared = t("reportCompared", { peers: peersText(report) });
  const text = [
    compared,
    rows.map((r) => `${r.label}: ${r.value} (${r.vsBefore}; ${r.vsMedian})`).join("\n"),
    `${t("reportTopHeading")}:\n${topLines(report, t).map((l) => `- ${l}`).join("\n") || t("reportNoTop")}`,
    `${t("reportMissingHeading")}:\n${report.missing.map((m) => `- ${m.sentence}`).join("\n") || t("reportNoMissing")}`,
    `${t("reportFull")}:\n${reportUrl}`,
    confirmedText(report),
  ].join("\n\n");
  const html = [
    para(compared),
    figuresHtml(report, t),
    heading(t("reportTopHeading")),
    report.topSearches.length ? list(topLines(report, t)) : para(t("reportNoTop")),
    heading(t("reportMissingHeading")),
    report.missing.length ? list(report.missing.map((m) => m.sentence)) : para(t("reportNoMissing")),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(reportUrl)}">${escapeHtml(t("reportFull"))}</a></p>`,
    para(confirmedText(report)),
  ].join("\n");
  return composeMail(site, {
    kind: "monthly-report",
    to: to.email,
    lang,
    subject: t("reportSubject", { church: report.churchName, month }),
    lines: [translator(mailText, lang)("hello", { name: to.username }), t("reportIntro", { church: report.churchName, month })],
    rich: { html, text },
    action: { label: t("reportAction"), path: stillRightPath },
    after: [t("reportAfter")],
  });
}
