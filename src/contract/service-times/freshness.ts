import { translator } from "../i18n/catalogue";
import { freshnessText } from "../i18n/freshness-text";
import type { Lang } from "../i18n/lang";
import { centralClock, daysBetween } from "./calendar-days";

/**
 * How long ago a church's services were last confirmed, in San Antonio calendar days
 * (docs/service-times.md, Freshness): shared by the owner's dashboard, Manage Listings and the
 * profile page, so they all say the same.
 */

/** Older than this, or never confirmed, the times may well have changed. */
export const STALE_AFTER_DAYS = 365;

const words = { en: translator(freshnessText, "en"), es: translator(freshnessText, "es") };

/**
 * A confirmation as the owner's and the admin's church answers carry it: the instant, and its San
 * Antonio day, from which a page counts days without a time-zone formatter in the browser (the
 * first one is a long task on a slow phone: docs/decisions/0040-first-paint.md).
 */
export const confirmationFields = (at: Date | null) => ({ servicesConfirmedAt: at?.toISOString() ?? null, servicesConfirmedOn: at ? centralClock(at).date : null });

/** 'today', 'yesterday', '12 days ago', '3 months ago', 'over a year ago', or 'never', in `lang` ('hoy', 'hace 12 días', 'nunca'). */
export function servicesFreshness(confirmedAt: string | null, now: Date, lang: Lang = "en"): { label: string; stale: boolean } {
  return servicesFreshnessOn(confirmedAt, centralClock(now).date, lang);
}

/** The same, on San Antonio's day `today` ('YYYY-MM-DD'), in a page's language: for pages that know the day they were made for. */
export function servicesFreshnessOn(confirmedAt: string | null, today: string, lang: Lang = "en"): { label: string; stale: boolean } {
  return servicesFreshnessSince(confirmedAt === null ? null : centralClock(new Date(confirmedAt)).date, today, lang);
}

/** The same from the San Antonio day of the confirmation ('YYYY-MM-DD', null: never): no time zone to work out. */
export function servicesFreshnessSince(confirmedOn: string | null, today: string, lang: Lang = "en"): { label: string; stale: boolean } {
  const t = words[lang];
  if (confirmedOn === null) return { label: t("never"), stale: true };
  // A stamp a little ahead of this clock (another server's) still reads 'today'.
  const days = Math.max(0, daysBetween(confirmedOn, today));
  if (days > STALE_AFTER_DAYS) return { label: t("overAYear"), stale: true };
  // Recent dates in days, as people count them; whole months from six weeks on.
  const label = days < 45 ? t("daysAgo", { days }) : t("monthsAgo", { months: Math.round(days / 30.4) });
  return { label, stale: false };
}
