import type { ServiceLanguage } from "../options";
import { addDays, daysBetween, formatMonthDay, weekdayOf } from "./calendar-days";
import { LANGUAGE_LABELS, WEEKDAYS } from "./options";
import { DETAIL_SEPARATOR, serviceHours } from "./format";
import { translator } from "../i18n/catalogue";
import type { Lang } from "../i18n/lang";
import { occasionsText } from "../i18n/occasions-text";
import { msg } from "../i18n/msg";

/** Special services on dates, and when each occasion falls (docs/service-times.md). */

export const OCCASIONS = [
  "christmas-eve",
  "christmas-day",
  "new-years-eve",
  "ash-wednesday",
  "palm-sunday",
  "holy-thursday",
  "good-friday",
  "easter-vigil",
  "easter-sunday",
  "thanksgiving",
  "las-posadas",
  "dia-de-los-muertos",
  "other",
] as const;
export type Occasion = (typeof OCCASIONS)[number];
/** Occasions with a date of their own; their keys are also the slugs of their pages. */
export type DatedOccasion = Exclude<Occasion, "other">;
export const DATED_OCCASIONS = OCCASIONS.filter((o): o is DatedOccasion => o !== "other");

export const OCCASION_LABELS: Record<Occasion, string> = {
  "christmas-eve": msg("occasionChristmasEve", "Christmas Eve"),
  "christmas-day": msg("occasionChristmasDay", "Christmas Day"),
  "new-years-eve": msg("occasionNewYearsEve", "New Year's Eve"),
  "ash-wednesday": msg("occasionAshWednesday", "Ash Wednesday"),
  "palm-sunday": msg("occasionPalmSunday", "Palm Sunday"),
  "holy-thursday": msg("occasionHolyThursday", "Holy Thursday"),
  "good-friday": msg("occasionGoodFriday", "Good Friday"),
  "easter-vigil": msg("occasionEasterVigil", "Easter Vigil"),
  "easter-sunday": msg("occasionEasterSunday", "Easter Sunday"),
  thanksgiving: msg("occasionThanksgiving", "Thanksgiving"),
  "las-posadas": "Las Posadas",
  "dia-de-los-muertos": "Día de los Muertos",
  other: "Other occasion",
};

/** An occasion's name in a language: 'Christmas Eve', 'Nochebuena'. */
export function occasionLabel(occasion: Occasion, lang: Lang = "en"): string {
  return translator(occasionsText, lang)(`occasion.${occasion}`);
}

/** A service held once, on a date, for an occasion. */
export interface SpecialService {
  occasion: Occasion;
  /** 'YYYY-MM-DD' in San Antonio. */
  date: string;
  /** 24-hour 'HH:MM', America/Chicago. */
  time: string;
  durationMinutes: number;
  language: ServiceLanguage;
  title: string;
  note: string;
}

/** The occasion a page slug names ('christmas-eve'), or null. */
export const occasionFromSlug = (slug: string): DatedOccasion | null =>
  (DATED_OCCASIONS as readonly string[]).includes(slug) ? (slug as DatedOccasion) : null;

/** Easter Sunday of a Gregorian year: the anonymous Gregorian computus (Meeus, Jones, Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const FROM_EASTER: Partial<Record<DatedOccasion, number>> = {
  "ash-wednesday": -46,
  "palm-sunday": -7,
  "holy-thursday": -3,
  "good-friday": -2,
  "easter-vigil": -1,
  "easter-sunday": 0,
};
const FIXED: Partial<Record<DatedOccasion, string>> = {
  "christmas-eve": "12-24",
  "christmas-day": "12-25",
  "new-years-eve": "12-31",
  // The first of the nine nights (16–24 December).
  "las-posadas": "12-16",
  // All Souls' Day, the day families visit the graves (docs/decisions/0018-service-times-model.md).
  "dia-de-los-muertos": "11-02",
};

/** The fourth Thursday of November. */
function thanksgiving(year: number): string {
  const first = `${year}-11-01`;
  const toThursday = (WEEKDAYS.indexOf("thursday") - WEEKDAYS.indexOf(weekdayOf(first)) + 7) % 7;
  return addDays(first, toThursday + 21);
}

/** The occasion's date in a year ('YYYY-MM-DD'); null for 'other', which has none. */
export function occasionDate(occasion: Occasion, year: number): string | null {
  if (occasion === "other") return null;
  if (occasion === "thanksgiving") return thanksgiving(year);
  const fixed = FIXED[occasion];
  if (fixed) return `${year}-${fixed}`;
  return addDays(easterSunday(year), FROM_EASTER[occasion]!);
}

/** The occasion's next date on or after `today` ('YYYY-MM-DD'): this year's, else next year's. */
export function nextOccurrence(occasion: Occasion, today: string): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = occasionDate(occasion, year);
  if (thisYear === null) return null;
  return thisYear >= today ? thisYear : occasionDate(occasion, year + 1);
}

/** The occasions from today to `withinDays` ahead, soonest first (for the home page's link). */
export function occasionsWithin(today: string, withinDays = 28): { occasion: DatedOccasion; date: string }[] {
  return DATED_OCCASIONS.map((occasion) => ({ occasion, date: nextOccurrence(occasion, today)! }))
    .filter((o) => daysBetween(today, o.date) <= withinDays)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The days a special service for the occasion may fall on in a year: its date or the evening
 * before (vigils, anticipated masses, Thanksgiving Eve); the nine nights of Las Posadas; 1–2 November.
 */
export function occasionWindow(occasion: DatedOccasion, year: number): { first: string; last: string } {
  if (occasion === "las-posadas") return { first: `${year}-12-16`, last: `${year}-12-24` };
  const date = occasionDate(occasion, year)!;
  return { first: addDays(date, -1), last: date };
}

/** Why a date does not fit the occasion ('Easter Sunday 2026 is on April 5…'), or null when it does. */
export function occasionDateProblem(occasion: Occasion, date: string): string | null {
  if (occasion === "other") return null;
  const year = Number(date.slice(0, 4));
  const { first, last } = occasionWindow(occasion, year);
  if (date >= first && date <= last) return null;
  const label = OCCASION_LABELS[occasion];
  if (occasion === "las-posadas") return msg("posadasRun", `${label} run from December 16 to 24`);
  return msg("occasionDateProblem", `${label} ${year} is on ${formatMonthDay(last)}: choose that day or the day before`);
}

/** 'Christmas Eve, December 24 11:00 PM · Spanish · Midnight Mass': a special service in one line. */
export function formatSpecialService(s: SpecialService): string {
  const language = s.language === "english" ? "" : LANGUAGE_LABELS[s.language];
  return [`${OCCASION_LABELS[s.occasion]}, ${formatMonthDay(s.date)} ${serviceHours(s)}`, language, s.title, s.note].filter(Boolean).join(DETAIL_SEPARATOR);
}
