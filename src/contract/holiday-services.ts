import * as z from "zod/mini";
import { option } from "./fields";
import { nearQueryFields } from "./near";
import { SERVICE_LANGUAGES } from "./options";
import { addDays } from "./service-times/calendar-days";
import { translator } from "./i18n/catalogue";
import { holidaysText } from "./i18n/holidays-text";
import { intlLocale, type Lang } from "./i18n/lang";
import { occasionLabel, occasionDate, occasionWindow, type DatedOccasion, type SpecialService } from "./service-times/occasions";
import { madeOnce } from "./made-once";
import { msg } from "./i18n/msg";

/**
 * Holiday services: every church's services for an occasion's coming date (docs/service-times.md,
 * Holiday pages). The page's GET form, its API and its calendar read the same query.
 */

export const HOLIDAY_SORTS = ["time", "distance"] as const;
export type HolidaySort = (typeof HOLIDAY_SORTS)[number];
/** The most services one occasion lists (docs/product.md D18: every list is bounded). */
export const HOLIDAY_LIMIT = 500;
export const SORT_MESSAGE = msg("queryHolidaySort", "sort is time or distance");
export const SORT_NEEDS_NEAR = msg("queryHolidayNeedsNear", "near is needed to sort by distance: choose 'Use my location' or give near=lat,lng");

const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));

export const holidayQuerySchema = z
  .object({
    sort: z.pipe(blankToUndefined, z.optional(option(HOLIDAY_SORTS, SORT_MESSAGE))),
    language: z.pipe(blankToUndefined, z.optional(option(SERVICE_LANGUAGES, msg("queryHolidayLanguage", "language is english, spanish, bilingual or other")))),
    ...nearQueryFields,
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.sort === "distance" && !q.near) ctx.issues.push({ code: "custom", path: ["near"], message: SORT_NEEDS_NEAR, input: q.near });
    }),
  );
export type HolidayQuery = z.infer<typeof holidayQuerySchema>;
/** The parameters the page and the API read (the page cache keeps only URLs with these). */
export const HOLIDAY_QUERY_KEYS = ["sort", "language", "near", "radius"] as const;

/**
 * One church's service for the occasion, as the page, the API and the calendar list it: the
 * special service's fields (its date the occasion's or the evening before, a vigil) with its church.
 */
export interface HolidayService extends Omit<SpecialService, "occasion"> {
  church: { id: number; name: string; slug: string; address: string; zip: string; latitude: number | null; longitude: number | null };
  /** Miles from `near`, when the query gave it. */
  distanceMiles: number | null;
}

export interface HolidayListing {
  occasion: DatedOccasion;
  label: string;
  /** The occasion's coming date ('YYYY-MM-DD'); Las Posadas: its first night. */
  date: string;
  /** The days its services may fall on: the evening before to the day (Las Posadas: its nine nights). */
  first: string;
  last: string;
  services: HolidayService[];
}

/**
 * The occasion's coming window from `today`: this year's while its last day has not passed (Las
 * Posadas under way, a vigil tonight), else next year's.
 */
export function comingWindow(occasion: DatedOccasion, today: string): { date: string; first: string; last: string } {
  const year = Number(today.slice(0, 4));
  const thisYear = occasionWindow(occasion, year);
  const chosen = thisYear.last >= today ? year : year + 1;
  const { first, last } = chosen === year ? thisYear : occasionWindow(occasion, chosen);
  return { date: occasionDate(occasion, chosen)!, first: first < today ? today : first, last };
}

const longDate = madeOnce(() => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }));
const dayOnly = madeOnce(() => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }));
const spanishDay = madeOnce(() => new Intl.DateTimeFormat(intlLocale.es, { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }));
const utc = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
// Spanish is written from the parts, as src/contract/dates.ts does: 'jueves 24 de diciembre de 2026'.
const spanishParts = (date: string) => Object.fromEntries(spanishDay().formatToParts(utc(date)).map((p) => [p.type, p.value])) as Record<"weekday" | "day" | "month" | "year", string>;
/** '2026-12-24' → 'Thursday, December 24, 2026', in Spanish 'jueves 24 de diciembre de 2026'. */
export function formatDayWithYear(date: string, lang: Lang = "en"): string {
  if (lang === "en") return longDate().format(utc(date));
  const p = spanishParts(date);
  return `${p.weekday} ${p.day} de ${p.month} de ${p.year}`;
}
/** '2026-12-23' → 'Wednesday, December 23', in Spanish 'miércoles 23 de diciembre'. */
export function formatWeekdayDate(date: string, lang: Lang = "en"): string {
  if (lang === "en") return dayOnly().format(utc(date));
  const p = spanishParts(date);
  return `${p.weekday} ${p.day} de ${p.month}`;
}
/** '2026-12-23' → 'Wednesday', 'miércoles'. */
export const formatWeekday = (date: string, lang: Lang = "en") => (lang === "en" ? formatWeekdayDate(date).split(",")[0]! : spanishParts(date).weekday);

/**
 * 'Christmas Eve · Thursday, December 24, 2026'; from the evening before, 'Christmas Eve ·
 * Tomorrow, Thursday, December 24', and on the day 'Christmas Eve · Today, Thursday, December 24'
 * (`today` is San Antonio's). Las Posadas names its nine nights.
 */
export function occasionHeading(occasion: DatedOccasion, date: string, lang: Lang = "en", today = ""): string {
  const t = translator(holidaysText, lang);
  const label = occasionLabel(occasion, lang);
  if (occasion === "las-posadas") return t("heading", { label, date: t("posadas", { year: date.slice(0, 4) }) });
  if (today === date) return t("heading", { label, date: t("day.today", { date: formatWeekdayDate(date, lang) }) });
  if (addDays(today || date, 1) === date) return t("heading", { label, date: t("day.tomorrow", { date: formatWeekdayDate(date, lang) }) });
  return t("heading", { label, date: formatDayWithYear(date, lang) });
}

/** A service's day next to its occasion's: 'the evening before' for a vigil. */
export const isEveningBefore = (service: Pick<HolidayService, "date">, occasion: DatedOccasion, date: string) =>
  occasion !== "las-posadas" && service.date === addDays(date, -1);
