import { intlLocale, type Lang } from "../../../src/contract/i18n/lang";
import { madeOnce } from "../../../src/contract/made-once";

/**
 * Words for the analytics charts, read from the period key itself (San Antonio days YYYY-MM-DD,
 * months YYYY-MM) in the page's language: the key's calendar date is formatted in UTC, so no time
 * zone moves it to the day before.
 */

// Each formatter is made the first time a label asks for it, in the page's language only: the
// ten made for both languages as the module loaded were a 117 ms task on a slowed phone
// (docs/decisions/0040-first-paint.md).
const formats = (lang: Lang) => {
  const format = (options: Intl.DateTimeFormatOptions) => madeOnce(() => new Intl.DateTimeFormat(intlLocale[lang], { timeZone: "UTC", ...options }));
  return {
    dayShort: format({ month: "short", day: "numeric" }),
    monthShort: format({ month: "short" }),
    dayLong: format({ month: "short", day: "numeric", year: "numeric" }),
    monthLong: format({ month: "short", year: "numeric" }),
    figure: madeOnce(() => new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1, useGrouping: false })),
  };
};
const byLang = { en: formats("en"), es: formats("es") };

const dateOf = (period: string) => {
  const [year, month, day] = period.split("-").map(Number) as [number, number, number?];
  return { date: new Date(Date.UTC(year, month - 1, day ?? 1)), isDay: day !== undefined };
};

/** The axis label: 'Nov 2' for a day, 'Nov' for a month ('2 nov', 'nov' in Spanish). */
export function shortLabel(period: string, lang: Lang = "en"): string {
  const { date, isDay } = dateOf(period);
  return (isDay ? byLang[lang].dayShort : byLang[lang].monthShort)().format(date);
}

/** The table's label: 'Nov 2, 2026' for a day, 'Nov 2026' for a month. */
export function longLabel(period: string, lang: Lang = "en"): string {
  const { date, isDay } = dateOf(period);
  return (isDay ? byLang[lang].dayLong : byLang[lang].monthLong)().format(date);
}

/** A median may fall between two churches: one decimal then, none otherwise. */
export const figure = (n: number, lang: Lang = "en"): string => byLang[lang].figure().format(Number.isInteger(n) ? n : Math.round(n * 10) / 10);
