import * as z from "zod/mini";
import { intlLocale, type Lang } from "./i18n/lang";
import { msg } from "./i18n/msg";

/**
 * The premium monthly report (docs/product.md, Monthly reports): what the report page, the
 * dashboard's teaser and the e-mail share. Isomorphic, no server code.
 */

/** The figures a report compares, in the order shown. */
export const REPORT_METRICS = ["profileViews", "directoryViews", "websiteClicks", "phoneClicks", "directionClicks"] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

export const REPORT_METRIC_LABELS: Record<ReportMetric, string> = {
  profileViews: "Profile views",
  directoryViews: "Directory impressions",
  websiteClicks: "Website clicks",
  phoneClicks: "Phone clicks",
  directionClicks: "Direction clicks",
};

/** One figure of the month, the month before, and the median of the church's peers this month. */
export interface ReportFigure {
  value: number;
  previous: number;
  median: number;
}

/** A search of the month, in words, and how often visitors made it. */
export interface ReportSearch {
  label: string;
  searches: number;
  /** The search's recorded filters (their stored key), so a page can say it in its own language; absent in older reports. */
  filters?: string;
}

/** A search near the church that found few or no churches and that the church could answer. */
export interface MissingSearch extends ReportSearch {
  /** 'none': no church at all; 'few': one or two. */
  found: "none" | "few";
  /** Whether the church's listing now has what was asked. */
  listed: boolean;
  /** The sentence the report shows ('14 searches for Spanish services … found no church; you list none.'). */
  sentence: string;
}

/** One report as stored in `monthly_reports.figures` and mailed. */
export interface MonthlyReportFigures {
  churchId: number;
  churchName: string;
  churchSlug: string;
  /** YYYY-MM. */
  month: string;
  denomination: string | null;
  area: string | null;
  /** How many churches the median is taken over (docs/decisions/0030). */
  peers: number;
  figures: Record<ReportMetric, ReportFigure>;
  /** The five searches made most often that showed the church. */
  topSearches: ReportSearch[];
  missing: MissingSearch[];
  /** When the service times were last saved or confirmed (ISO); null: never. */
  servicesConfirmedAt: string | null;
}

/** A line of the reports list. */
export interface ReportListItem {
  churchId: number;
  churchName: string;
  month: string;
  sentAt: string | null;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const MONTH_MESSAGE = "month is a month as YYYY-MM, e.g. 2026-10";

/** `bun run reports:monthly [--month YYYY-MM]`'s and the report page's month. */
export const reportMonthSchema = z.string(MONTH_MESSAGE).check(z.regex(MONTH_PATTERN, MONTH_MESSAGE));

/** 'October 2026' ('octubre de 2026'). */
export function monthLabel(month: string, lang: Lang = "en"): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString(intlLocale[lang], { month: "long", year: "numeric", timeZone: "UTC" });
}

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

/** A change in words: '+25%', '−10%', 'same', or 'new' from nothing. */
export function changeText(value: number, base: number): string {
  if (value === base) return "same";
  if (base === 0) return "new";
  const percent = Math.round(((value - base) / base) * 100);
  return percent === 0 ? "same" : percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** The median as shown: whole, or with its half. */
export const medianText = (median: number) => (Number.isInteger(median) ? String(median) : median.toFixed(1));

/** A forged, expired or unknown 'Still right' link, on its page and as the 422 of its form. */
export const STILL_RIGHT_EXPIRED = msg("serviceLinkExpired", "This link has expired or is not valid. Sign in and confirm your service times from your dashboard.");

/** The body of the mailed 'Still right' button's form (POST /api/services-still-right). */
export const stillRightSchema = z.object({ token: z.string("token is required").check(z.minLength(1, "token is required"), z.maxLength(2000, "token is too long")) });

/** A confirmation date in San Antonio's words: 'October 3, 2026' ('3 de octubre de 2026'). */
export const confirmedOn = (iso: string, lang: Lang = "en") => new Date(iso).toLocaleDateString(intlLocale[lang], { dateStyle: "long", timeZone: "America/Chicago" });

/**
 * The dashboard's part about reports: for premium the link and the searches near each church that
 * found few or none in the last 30 days; for a free owner a teaser of last month.
 */
export type ReportsLine = { premium: true; missing: { churchName: string; searches: MissingSearch[] }[] } | { premium: false; teaser: string };
