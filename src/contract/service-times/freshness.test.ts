import { describe, expect, test } from "bun:test";
import { intlLocale, languages } from "../i18n/lang";
import { addDays } from "./calendar-days";
import { STALE_AFTER_DAYS, servicesFreshness, servicesFreshnessSince } from "./freshness";

// 2026-11-23 18:00 UTC is noon in San Antonio (CST).
const now = new Date("2026-11-23T18:00:00Z");

describe("how long ago the services were confirmed", () => {
  test("never confirmed is stale", () => {
    expect(servicesFreshness(null, now)).toEqual({ label: "never", stale: true });
  });

  test("counts San Antonio calendar days, not 24-hour spans", () => {
    expect(servicesFreshness("2026-11-23T06:30:00Z", now).label).toBe("today");
    // 05:30 UTC on the 23rd is 11:30 PM on the 22nd in San Antonio.
    expect(servicesFreshness("2026-11-23T05:30:00Z", now).label).toBe("yesterday");
    expect(servicesFreshness("2026-11-11T20:00:00Z", now)).toEqual({ label: "12 days ago", stale: false });
  });

  test("months from six weeks, up to a year", () => {
    expect(servicesFreshness("2026-10-14T18:00:00Z", now).label).toBe("40 days ago");
    expect(servicesFreshness("2026-08-23T18:00:00Z", now).label).toBe("3 months ago");
    expect(servicesFreshness("2025-11-23T18:00:00Z", now)).toEqual({ label: "12 months ago", stale: false });
  });

  test("over a year is stale", () => {
    expect(servicesFreshness("2025-11-22T18:00:00Z", now)).toEqual({ label: "over a year ago", stale: true });
    expect(servicesFreshness("2019-01-01T18:00:00Z", now).label).toBe("over a year ago");
  });

  test("counted from San Antonio days the server worked out, the same words without a time zone", () => {
    expect(servicesFreshnessSince("2026-11-22", "2026-11-23")).toEqual({ label: "yesterday", stale: false });
    expect(servicesFreshnessSince("2026-11-11", "2026-11-23", "es")).toEqual({ label: "hace 12 días", stale: false });
    expect(servicesFreshnessSince("2025-11-22", "2026-11-23")).toEqual({ label: "over a year ago", stale: true });
    expect(servicesFreshnessSince(null, "2026-11-23", "es")).toEqual({ label: "nunca", stale: true });
  });

  test("a stamp slightly ahead of this clock reads today", () => {
    expect(servicesFreshness("2026-11-23T18:05:00Z", now).label).toBe("today");
  });

  test("says what Intl's relative time says, in both languages, for every day up to a year: the words are messages only so the browser makes no formatter", () => {
    for (const lang of languages) {
      const intl = new Intl.RelativeTimeFormat(intlLocale[lang], { numeric: "auto" });
      for (let days = 0; days <= STALE_AFTER_DAYS; days++) {
        const expected = days < 45 ? intl.format(-days, "day") : intl.format(-Math.round(days / 30.4), "month");
        expect(servicesFreshnessSince(addDays("2026-11-23", -days), "2026-11-23", lang).label).toBe(expected);
      }
    }
  });
});
