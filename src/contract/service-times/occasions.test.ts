import { describe, expect, test } from "bun:test";
import { addDays, weekdayOf } from "./calendar-days";
import {
  occasionsWithin,
  DATED_OCCASIONS,
  easterSunday,
  nextOccurrence,
  OCCASION_LABELS,
  OCCASIONS,
  occasionDate,
  occasionDateProblem,
  occasionFromSlug,
} from "./occasions";

/** The soonest occasion of the next four weeks. */
const comingOccasion = (today: string, withinDays?: number) => occasionsWithin(today, withinDays)[0] ?? null;

/** Gauss's Easter algorithm with its two exceptions: an independent reference for the computus. */
function gaussEaster(year: number): string {
  const a = year % 19;
  const b = year % 4;
  const c = year % 7;
  const k = Math.floor(year / 100);
  const p = Math.floor((13 + 8 * k) / 25);
  const q = Math.floor(k / 4);
  const M = (15 - p + k - q) % 30;
  const N = (4 + k - q) % 7;
  const d = (19 * a + M) % 30;
  const e = (2 * b + 4 * c + 6 * d + N) % 7;
  let march = 22 + d + e;
  if (d === 29 && e === 6) march = 50;
  if (d === 28 && e === 6 && (11 * M + 11) % 30 < 19) march = 49;
  const [month, day] = march <= 31 ? [3, march] : [4, march - 31];
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

describe("Easter and the days counted from it", () => {
  test("known Easter Sundays", () => {
    const known = ["2024-03-31", "2025-04-20", "2026-04-05", "2027-03-28", "2038-04-25", "2285-03-22", "2019-04-21", "2000-04-23", "1818-03-22", "1943-04-25", "1981-04-19", "1954-04-18"];
    for (const date of known) expect(easterSunday(Number(date.slice(0, 4)))).toBe(date);
  });

  test("every year from 1583 to 4099 agrees with Gauss's algorithm and is a Sunday from March 22 to April 25", () => {
    for (let year = 1583; year <= 4099; year++) {
      const easter = easterSunday(year);
      expect(easter).toBe(gaussEaster(year));
      expect(weekdayOf(easter)).toBe("sunday");
      expect(easter.slice(5) >= "03-22" && easter.slice(5) <= "04-25").toBe(true);
    }
  });

  test("Holy Week and Ash Wednesday of 2026", () => {
    expect(occasionDate("ash-wednesday", 2026)).toBe("2026-02-18");
    expect(occasionDate("palm-sunday", 2026)).toBe("2026-03-29");
    expect(occasionDate("holy-thursday", 2026)).toBe("2026-04-02");
    expect(occasionDate("good-friday", 2026)).toBe("2026-04-03");
    expect(occasionDate("easter-vigil", 2026)).toBe("2026-04-04");
    expect(occasionDate("easter-sunday", 2026)).toBe("2026-04-05");
    for (let year = 2000; year < 2100; year++) {
      expect(weekdayOf(occasionDate("ash-wednesday", year)!)).toBe("wednesday");
      expect(weekdayOf(occasionDate("palm-sunday", year)!)).toBe("sunday");
      expect(weekdayOf(occasionDate("holy-thursday", year)!)).toBe("thursday");
      expect(weekdayOf(occasionDate("good-friday", year)!)).toBe("friday");
      expect(weekdayOf(occasionDate("easter-vigil", year)!)).toBe("saturday");
    }
  });
});

describe("fixed dates and Thanksgiving", () => {
  test("Christmas, New Year's Eve, Las Posadas (first night) and Día de los Muertos (2 November)", () => {
    expect(["christmas-eve", "christmas-day", "new-years-eve", "las-posadas", "dia-de-los-muertos"].map((o) => occasionDate(o as never, 2027))).toEqual([
      "2027-12-24",
      "2027-12-25",
      "2027-12-31",
      "2027-12-16",
      "2027-11-02",
    ]);
  });

  test("Thanksgiving is the fourth Thursday of November", () => {
    expect([2024, 2025, 2026, 2027, 2028, 2029].map((y) => occasionDate("thanksgiving", y))).toEqual([
      "2024-11-28",
      "2025-11-27",
      "2026-11-26",
      "2027-11-25",
      "2028-11-23",
      "2029-11-22",
    ]);
    for (let year = 2000; year < 2100; year++) {
      const date = occasionDate("thanksgiving", year)!;
      expect(weekdayOf(date)).toBe("thursday");
      expect(Number(date.slice(8))).toBeGreaterThanOrEqual(22);
      expect(Number(date.slice(8))).toBeLessThanOrEqual(28);
    }
  });

  test("'other' has no date", () => {
    expect(occasionDate("other", 2026)).toBeNull();
    expect(nextOccurrence("other", "2026-01-01")).toBeNull();
  });
});

describe("next occurrence and the coming occasion", () => {
  test("on the day itself it is today; the day after, next year's", () => {
    expect(nextOccurrence("christmas-eve", "2026-12-24")).toBe("2026-12-24");
    expect(nextOccurrence("christmas-eve", "2026-12-25")).toBe("2027-12-24");
    expect(nextOccurrence("easter-sunday", "2026-04-06")).toBe("2027-03-28");
    expect(nextOccurrence("thanksgiving", "2026-01-15")).toBe("2026-11-26");
  });

  test("the soonest occasion within four weeks, or none", () => {
    expect(comingOccasion("2026-12-01")).toEqual({ occasion: "las-posadas", date: "2026-12-16" });
    expect(comingOccasion("2026-12-17")).toEqual({ occasion: "christmas-eve", date: "2026-12-24" });
    expect(comingOccasion("2026-12-26")).toEqual({ occasion: "new-years-eve", date: "2026-12-31" });
    expect(comingOccasion("2026-03-20")).toEqual({ occasion: "palm-sunday", date: "2026-03-29" });
    expect(comingOccasion("2026-04-05")).toEqual({ occasion: "easter-sunday", date: "2026-04-05" });
    // Easter 2026 is April 5; from April 6 nothing falls until Día de los Muertos.
    expect(comingOccasion("2026-04-06")).toBeNull();
    expect(comingOccasion("2026-10-05")).toEqual({ occasion: "dia-de-los-muertos", date: "2026-11-02" });
    expect(comingOccasion("2026-10-04")).toBeNull();
    expect(comingOccasion("2026-10-04", 29)).toEqual({ occasion: "dia-de-los-muertos", date: "2026-11-02" });
    expect(comingOccasion("2027-01-01", 365)).toEqual({ occasion: "ash-wednesday", date: "2027-02-10" });
  });
});

describe("labels, slugs and the dates a service may take", () => {
  test("every occasion has a label; the dated ones are page slugs", () => {
    for (const o of OCCASIONS) expect(OCCASION_LABELS[o]).toBeTruthy();
    expect(DATED_OCCASIONS).not.toContain("other");
    for (const o of DATED_OCCASIONS) {
      expect(o).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(occasionFromSlug(o)).toBe(o);
    }
    expect(occasionFromSlug("other")).toBeNull();
    expect(occasionFromSlug("Christmas-Eve")).toBeNull();
    expect(occasionFromSlug("toString")).toBeNull();
  });

  test("the date or the day before; the nine nights of Las Posadas; any date for 'other'", () => {
    expect(occasionDateProblem("easter-sunday", "2026-04-05")).toBeNull();
    expect(occasionDateProblem("easter-sunday", "2026-04-04")).toBeNull();
    expect(occasionDateProblem("easter-sunday", "2026-04-12")).toBe("Easter Sunday 2026 is on April 5: choose that day or the day before");
    expect(occasionDateProblem("thanksgiving", "2026-11-25")).toBeNull();
    expect(occasionDateProblem("dia-de-los-muertos", "2026-11-01")).toBeNull();
    expect(occasionDateProblem("dia-de-los-muertos", "2026-10-31")).toBe("Día de los Muertos 2026 is on November 2: choose that day or the day before");
    for (let d = 16; d <= 24; d++) expect(occasionDateProblem("las-posadas", `2026-12-${d}`)).toBeNull();
    expect(occasionDateProblem("las-posadas", "2026-12-25")).toBe("Las Posadas run from December 16 to 24");
    expect(occasionDateProblem("christmas-day", addDays("2026-12-25", -2))).toBe("Christmas Day 2026 is on December 25: choose that day or the day before");
    expect(occasionDateProblem("other", "2026-07-04")).toBeNull();
  });
});
