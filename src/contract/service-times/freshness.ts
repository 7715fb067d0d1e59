import { intlLocale, type Lang } from "../i18n/lang";
import { centralClock, daysBetween } from "./calendar-days";
import { madeOnce } from "../made-once";

/**
 * How long ago a church's services were last confirmed, in San Antonio calendar days
 * (docs/service-times.md, Freshness): shared by the owner's dashboard, Manage Listings and the
 * profile page, so they all say the same.
 */

/** Older than this, or never confirmed, the times may well have changed. */
export const STALE_AFTER_DAYS = 365;

const relative = { en: madeOnce(() => new Intl.RelativeTimeFormat(intlLocale.en, { numeric: "auto" })), es: madeOnce(() => new Intl.RelativeTimeFormat(intlLocale.es, { numeric: "auto" })) };
const words = { en: { never: "never", overAYear: "over a year ago" }, es: { never: "nunca", overAYear: "hace más de un año" } };

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
  if (confirmedOn === null) return { label: words[lang].never, stale: true };
  // A stamp a little ahead of this clock (another server's) still reads 'today'.
  const days = Math.max(0, daysBetween(confirmedOn, today));
  if (days > STALE_AFTER_DAYS) return { label: words[lang].overAYear, stale: true };
  // Recent dates in days, as people count them; whole months from six weeks on.
  const label = days < 45 ? relative[lang]().format(-days, "day") : relative[lang]().format(-Math.round(days / 30.4), "month");
  return { label, stale: false };
}
