import { monthLabel, previousMonth, type MonthlyReportFigures, type ReportListItem, type ReportsLine } from "../../contract/reports";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { reportsText } from "../../contract/i18n/reports-text";
import { routes } from "../../contract/routes";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { centralDay } from "../../lib/dates";
import { signStillRight, verifyStillRight } from "../../lib/signed-links";
import { monthFigures, monthPeers, type MonthPeers } from "../analytics/report";
import { churchNames, confirmServices, premiumChurchIds, reportChurches, type ReportChurch } from "../churches/service";
import type { MailSite } from "../../mail/compose";
import { notifyUser } from "../notifications/service";
import { ownerChurches } from "../submissions/service";
import { flushSearchStats, missingSearches } from "../search-stats/service";
import { lastDays } from "../analytics/periods";
import { buildReport } from "./build";
import { reportMail } from "./mail";
import { insertReport, reportedChurchIds, reportExists, selectReport, selectReports } from "./queries";
import { msg } from "../../contract/i18n/msg";

/** The month a report is due for on a San Antonio day: the month before. */
export const dueMonth = (now = new Date()) => previousMonth(centralDay(now).slice(0, 7));

/**
 * A church's first month with a report: the San Antonio month it was listed in. A month before it
 * existed is neither written, listed nor shown (its report would be empty).
 */
const firstReportMonth = (createdAt: Date | string) => centralDay(new Date(createdAt)).slice(0, 7);

/** Premium churches whose report data a run reads at once. */
const REPORT_BATCH = 100;

/** How long a mailed 'Still right' link works. */
const STILL_RIGHT_DAYS = 45;

export interface ReportRun {
  month: string;
  sent: number;
  /** Stored without a mail: the owner switched reports off, or the church has no owner. */
  stored: number;
  already: number;
  /** Listed after the month: no report. */
  notListed: number;
  summary: string;
}

/**
 * Builds and mails the monthly report of every premium church for `month` (docs/product.md,
 * Monthly reports). Each church's report row and its mail are written in one transaction; the
 * unique church and month make a second run, or a second process, write and send nothing twice.
 */
export async function runMonthlyReports(
  db: Db,
  site: MailSite,
  secret: string,
  { month = dueMonth(), now = new Date(), progress = () => {} }: { month?: string; now?: Date; progress?: (line: string) => void } = {},
): Promise<ReportRun> {
  flushSearchStats(db);
  const run: ReportRun = { month, sent: 0, stored: 0, already: 0, notListed: 0, summary: "" };
  // The premium churches from their index, their report data a batch at a time, the peers once per
  // denomination: at country scale a run neither stalls the server nor reads a denomination per
  // church (docs/decisions/0042-whole-country-bench.md). Peers are the run's snapshot.
  const ids = premiumChurchIds(db);
  const reported = reportedChurchIds(db, month);
  const peersOf = new Map<string | null, MonthPeers>();
  for (let start = 0; start < ids.length; start += REPORT_BATCH) {
    const batch = ids.slice(start, start + REPORT_BATCH);
    const skipped = batch.filter((id) => reported.has(id));
    const names = churchNames(db, skipped);
    for (const id of skipped) {
      run.already++;
      progress(`[${start + batch.indexOf(id) + 1}/${ids.length}] ${names.get(id)}: already sent`);
    }
    for (const church of reportChurches(db, batch.filter((id) => !reported.has(id)))) {
      const step = `[${start + batch.indexOf(church.id) + 1}/${ids.length}] ${church.name}`;
      if (firstReportMonth(church.createdAt) > month) {
        run.notListed++;
        progress(`${step}: not listed yet in ${month}, no report`);
        continue;
      }
      let peers = peersOf.get(church.denomination);
      if (!peers) peersOf.set(church.denomination, (peers = monthPeers(db, church.id, month)));
      const report = buildReport(db, church, month, peers);
      // Signed before the transaction: signing is asynchronous, the transaction is not.
      const token = await signStillRight(secret, church.id, new Date(now.getTime() + STILL_RIGHT_DAYS * 86_400_000));
      const stillRight = `${routes.servicesStillRight}?token=${encodeURIComponent(token)}`;
      const outcome = db.transaction((tx) => {
        if (reportExists(tx, church.id, month)) return "already" as const;
        const sent = notifyUser(tx, church.ownerId, "reports", (to) => reportMail(site, to, report, stillRight, routes.report(month, church.id)));
        insertReport(tx, { churchId: church.id, month, figures: report, sentAt: sent ? now : null });
        return sent ? ("sent" as const) : ("stored" as const);
      });
      run[outcome]++;
      progress(`${step}: ${outcome === "sent" ? "mailed to its owner" : outcome === "stored" ? "stored, no mail (no owner, or reports switched off)" : "already sent"}`);
    }
  }
  const notListed = run.notListed ? `, ${run.notListed} not listed yet that month` : "";
  run.summary = `Reports ${month}: ${run.sent} mailed, ${run.stored} stored without mail, ${run.already} already sent${notListed} (${ids.length} premium ${ids.length === 1 ? "church" : "churches"}).`;
  return run;
}

/** The owner's own churches that are theirs (not merely claimed). */
const ownChurches = (db: Db, userId: number) => ownerChurches(db, userId).filter((c) => c.claimStatus === null);

/**
 * /dashboard/reports: the last 12 reports of the owner's churches, none of a month before the church
 * was listed (a run before that rule could have stored one); 403 without premium.
 */
export function ownerReportList(db: Db, userId: number): ReportListItem[] {
  const churches = ownChurches(db, userId);
  if (!churches.some((c) => c.isPremium)) throw new HttpError(403, msg("reportsPremium", "Monthly reports come with premium membership."));
  const first = new Map(churches.map((c) => [c.id, firstReportMonth(c.createdAt)]));
  return selectReports(db, churches.map((c) => c.id), 12)
    .filter((r) => r.month >= first.get(r.churchId)!)
    .map((r) => ({ churchId: r.churchId, churchName: r.figures.churchName, month: r.month, sentAt: r.sentAt?.toISOString() ?? null }));
}

/** One stored report of the owner's own church; undefined when there is none, or the church was not listed yet that month; 403 without premium. */
export function ownerReport(db: Db, userId: number, churchId: number, month: string): MonthlyReportFigures | undefined {
  const church = ownChurches(db, userId).find((c) => c.id === churchId);
  if (!church) return undefined;
  if (!church.isPremium) throw new HttpError(403, msg("reportsPremium", "Monthly reports come with premium membership."));
  if (month < firstReportMonth(church.createdAt)) return undefined;
  return selectReport(db, churchId, month);
}

/**
 * What the dashboard says about reports (docs/product.md, Monthly reports): a premium owner gets the
 * link; a free owner with an approved church listed by last month one line of that month and what
 * premium adds; others nothing.
 */
export function dashboardReports(db: Db, userId: number, now = new Date(), lang: Lang = "en"): ReportsLine | undefined {
  const churches = ownChurches(db, userId);
  if (churches.some((c) => c.isPremium)) {
    const days = lastDays(centralDay(now), 30);
    const premium = churches.filter((c) => c.isPremium).flatMap((c) => reportChurches(db, [c.id]));
    return { premium: true, missing: premium.map((c) => ({ churchName: c.name, searches: missingSearches(db, c, days[0]!, days.at(-1)!, lang) })) };
  }
  const church = churches.find((c) => c.status === "approved");
  const month = dueMonth(now);
  if (!church || month < firstReportMonth(church.createdAt)) return undefined;
  const { figures } = monthFigures(db, church.id, month);
  const teaser = translator(reportsText, lang)("teaser", { month: monthLabel(month, lang), church: church.name, views: figures.directoryViews.value, opens: figures.profileViews.value });
  return { premium: false, teaser };
}

/** The church a 'Still right' link names, for its page; null for a forged, expired or unknown link. */
export async function stillRightChurch(db: Db, secret: string, token: string): Promise<ReportChurch | null> {
  const id = await verifyStillRight(secret, token);
  return id === null ? null : (reportChurches(db, [id])[0] ?? null);
}

/** The link's button: stamps the church's service times as confirmed (docs/service-times.md, Freshness). */
export async function confirmStillRight(db: Db, secret: string, token: string, now = new Date()): Promise<ReportChurch | null> {
  const church = await stillRightChurch(db, secret, token);
  if (church) confirmServices(db, church.id, now);
  return church;
}
