import { describe, expect, test } from "bun:test";
import { intlLocale, languages, type Lang } from "../../../src/contract/i18n/lang";
import { figure, longLabel, shortLabel } from "./period-labels";

/** What Intl writes for the page's locale: the labels must read the same without making a formatter. */
const intl = (lang: Lang, options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat(intlLocale[lang], { timeZone: "UTC", ...options }).format(date);

describe("the analytics labels", () => {
  for (const lang of languages) {
    test(`${lang}: every month's day and month labels read as Intl writes them`, () => {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const date = new Date(Date.UTC(2026, month - 1, day));
          const key = `2026-${String(month).padStart(2, "0")}`;
          const dayKey = `${key}-${String(day).padStart(2, "0")}`;
          expect(shortLabel(dayKey, lang)).toBe(intl(lang, { month: "short", day: "numeric" }, date));
          expect(longLabel(dayKey, lang)).toBe(intl(lang, { month: "short", day: "numeric", year: "numeric" }, date));
          expect(shortLabel(key, lang)).toBe(intl(lang, { month: "short" }, date));
          expect(longLabel(key, lang)).toBe(intl(lang, { month: "short", year: "numeric" }, date));
        }
      }
    });
  }

  test("figures: whole numbers as they are, others to one decimal, never grouped", () => {
    for (const lang of languages) {
      const number = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1, useGrouping: false });
      for (const n of [0, 7, 12345, 2.25, 3.96, 1234.56]) expect(figure(n)).toBe(number.format(Number.isInteger(n) ? n : Math.round(n * 10) / 10));
    }
    expect(figure(12345)).toBe("12345");
    expect(figure(2.25)).toBe("2.3");
  });
});
