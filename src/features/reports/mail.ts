import { monthLabel, type MonthlyReportFigures } from "../../contract/reports";
import { siteUrl } from "../../http/site-origin";
import { escapeHtml } from "../../render/document";
import { composeMail, type MailSite } from "../mail/compose";
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

function figuresHtml(report: MonthlyReportFigures): string {
  const rows = figureRows(report).map((r) => {
    const max = Math.max(r.value, r.median, 1);
    return `<tr>${cell(`<strong>${escapeHtml(r.label)}</strong><br><span style="font-size:13px;color:#4b5563">${escapeHtml(r.vsBefore)}<br>${escapeHtml(r.vsMedian)}</span>`)}` +
      cell(`${r.value}`, ";text-align:right;font-size:20px") +
      cell(`<span style="font-size:12px;color:#4b5563">You</span>${bar(r.value, max, "#1e3a8a")}<span style="font-size:12px;color:#4b5563">Median</span>${bar(r.median, max, "#9ca3af")}`, ";width:40%") +
      `</tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">${rows.join("")}</table>`;
}

const list = (items: string[]) => (items.length ? `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : "");
const heading = (text: string) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(text)}</h2>`;
const para = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

const topLines = (report: MonthlyReportFigures) => report.topSearches.map((s) => `${s.label}: ${s.searches} ${s.searches === 1 ? "search" : "searches"}`);
const NO_TOP = "No search with filters showed your church this month.";
const NO_MISSING = "No search near you went unanswered this month.";

/** The report e-mail (docs/mail.md, `monthly-report`): figures, searches, and the 'Still right' link. */
export function reportMail(site: MailSite, to: Recipient, report: MonthlyReportFigures, stillRightPath: string, reportPath: string): MailMessage {
  const month = monthLabel(report.month);
  const rows = figureRows(report);
  const text = [
    `Compared with last month and with ${peersText(report)}:`,
    rows.map((r) => `${r.label}: ${r.value} (${r.vsBefore}; ${r.vsMedian})`).join("\n"),
    `Searches that showed your church:\n${topLines(report).map((l) => `- ${l}`).join("\n") || NO_TOP}`,
    `Searches near you that found few or no churches:\n${report.missing.map((m) => `- ${m.sentence}`).join("\n") || NO_MISSING}`,
    `The full report, ready to print:\n${siteUrl(site.origin, reportPath)}`,
    confirmedText(report),
  ].join("\n\n");
  const html = [
    para(`Compared with last month and with ${peersText(report)}:`),
    figuresHtml(report),
    heading("Searches that showed your church"),
    report.topSearches.length ? list(topLines(report)) : para(NO_TOP),
    heading("Searches near you that found few or no churches"),
    report.missing.length ? list(report.missing.map((m) => m.sentence)) : para(NO_MISSING),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(siteUrl(site.origin, reportPath))}">The full report, ready to print</a></p>`,
    para(confirmedText(report)),
  ].join("\n");
  return composeMail(site, {
    kind: "monthly-report",
    to: to.email,
    subject: `${report.churchName}: your ${month} report`,
    lines: [`Hello ${to.username},`, `This is how ${report.churchName} did on the directory in ${month}.`],
    rich: { html, text },
    action: { label: "These service times are still right", path: stillRightPath },
    after: ["The button opens a page where one click confirms your service times as they are. You can switch these reports off in your account settings."],
  });
}
