import type { Lang } from "../../../src/contract/i18n/lang";

/**
 * Words for the analytics charts, read from the period key itself (San Antonio days YYYY-MM-DD,
 * months YYYY-MM) in the page's language. Written from the months' short names, not by
 * Intl.DateTimeFormat: the chart's first formatter, made in the browser, was 82 ms of a 205 ms
 * task on a slowed phone (docs/decisions/0040-first-paint.md). period-labels.test.ts holds every
 * label to what Intl writes for the page's locale (`intlLocale`).
 */

/** The months' short names, as Intl's "short" month writes them in en-US and es-US. */
const MONTHS: Record<Lang, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
};

const partsOf = (period: string) => {
  const [year, month, day] = period.split("-").map(Number) as [number, number, number?];
  return { year, month: month - 1, day };
};

/** The axis label: 'Nov 2' for a day, 'Nov' for a month ('2 nov', 'nov' in Spanish). */
export function shortLabel(period: string, lang: Lang = "en"): string {
  const { month, day } = partsOf(period);
  const name = MONTHS[lang][month]!;
  if (day === undefined) return name;
  return lang === "en" ? `${name} ${day}` : `${day} ${name}`;
}

/** The table's label: 'Nov 2, 2026' for a day, 'Nov 2026' for a month ('2 nov 2026', 'nov 2026'). */
export function longLabel(period: string, lang: Lang = "en"): string {
  const { year, month, day } = partsOf(period);
  const name = MONTHS[lang][month]!;
  if (day === undefined) return `${name} ${year}`;
  return lang === "en" ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`;
}

/** A median may fall between two churches: one decimal then, none otherwise (a point in both en-US and es-US, no grouping). */
export const figure = (n: number): string => String(Number.isInteger(n) ? n : Math.round(n * 10) / 10);
