import { intlLocale, type Lang } from "./i18n/lang";
import { TIME_ZONE } from "./site";

/** Dates and times as San Antonio reads them (US Central), in English or Spanish (docs/i18n.md), for server and browser alike. */
const options = {
  longDate: { timeZone: TIME_ZONE, weekday: "long", month: "long", day: "numeric", year: "numeric" },
  shortDate: { timeZone: TIME_ZONE, month: "short", day: "numeric", year: "numeric" },
  monthShort: { timeZone: TIME_ZONE, month: "short" },
  dayOfMonth: { timeZone: TIME_ZONE, day: "numeric" },
  time12: { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true },
  wallClock: { timeZone: TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const made = new Map<string, Intl.DateTimeFormat>();
/**
 * Each formatter is made when first asked for: making one loads the zone's and language's data,
 * the longest part of a directory page's hydration on a phone when all eleven were made as the
 * script loaded (docs/decisions/0040-first-paint.md).
 */
function formatter(lang: Lang, name: keyof typeof options): Intl.DateTimeFormat {
  const key = `${lang} ${name}`;
  let format = made.get(key);
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(intlLocale[lang], options[name])));
  return format;
}
type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const partsOf = (format: Intl.DateTimeFormat, at: Date | string): Parts => Object.fromEntries(format.formatToParts(new Date(at)).map((x) => [x.type, x.value]));

// Spanish is written from the parts, so server and browser agree whatever their ICU data:
// 'domingo, 24 de diciembre de 2026', '11:30 a. m.' (docs/i18n.md, Catalogues).
export function formatLongDate(at: Date | string, lang: Lang = "en"): string {
  if (lang === "en") return formatter("en", "longDate").format(new Date(at));
  const p = partsOf(formatter("es", "longDate"), at);
  return `${p.weekday}, ${p.day} de ${p.month} de ${p.year}`;
}
export const formatShortDate = (at: Date | string, lang: Lang = "en") => formatter(lang, "shortDate").format(new Date(at)).replace(/\.(?= )/, "");
export function formatTime(at: Date | string, lang: Lang = "en"): string {
  if (lang === "en") return formatter("en", "time12").format(new Date(at));
  const p = partsOf(formatter("en", "time12"), at);
  return `${p.hour}:${p.minute} ${p.dayPeriod === "PM" ? "p. m." : "a. m."}`;
}
/** A moment as a line of a list reads it: 'Dec 3, 2026, 9:05 AM' ('3 dic 2026, 9:05 a. m.'). */
export const formatDateTime = (at: Date | string, lang: Lang = "en") => `${formatShortDate(at, lang)}, ${formatTime(at, lang)}`;
type WallClockPart = "year" | "month" | "day" | "hour" | "minute" | "second";
/** The wall clock in San Antonio at an instant, each part as two (the year four) digits. */
export const centralParts = (at: Date) => Object.fromEntries(formatter("en", "wallClock").formatToParts(at).map((x) => [x.type, x.value])) as Record<WallClockPart, string>;
export const dateBadge = (at: Date | string, lang: Lang = "en") => ({ month: formatter(lang, "monthShort").format(new Date(at)).replace(/\.$/, ""), day: formatter(lang, "dayOfMonth").format(new Date(at)) });

/**
 * An event's time as people type it: 12-hour 'h:mm AM/PM' or 24-hour 'HH:mm'. Answers hours
 * and minutes, or null when it is neither.
 */
export function parseEventTime(text: string): { hour: number; minute: number } | null {
  const t = text.trim().toUpperCase();
  const twelve = t.match(/^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    return { hour: (hour % 12) + (twelve[3] === "P" ? 12 : 0), minute };
  }
  const twentyFour = t.match(/^(\d{1,2}):(\d{2})$/);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    return hour <= 23 && minute <= 59 ? { hour, minute } : null;
  }
  return null;
}
