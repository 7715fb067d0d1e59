import { describe, expect, test } from "bun:test";
import { centralToUtc } from "../../lib/dates";
import { eventDaySpan } from "./date-ranges";

const days = (range: "week" | "weekend" | "month", now: Date) => {
  const span = eventDaySpan(range, now);
  return [span.firstDay, span.lastDay];
};

describe("event date ranges on San Antonio's calendar", () => {
  const wednesday = centralToUtc("2026-11-25", 10, 0);
  test("on a Wednesday: the week runs to Sunday, the weekend is the coming one, the month to its last day", () => {
    expect(days("week", wednesday)).toEqual(["2026-11-25", "2026-11-29"]);
    expect(days("weekend", wednesday)).toEqual(["2026-11-28", "2026-11-29"]);
    expect(days("month", wednesday)).toEqual(["2026-11-25", "2026-11-30"]);
  });

  test("on a Saturday and a Sunday the weekend is the one under way, from today", () => {
    expect(days("weekend", centralToUtc("2026-11-28", 9, 0))).toEqual(["2026-11-28", "2026-11-29"]);
    expect(days("weekend", centralToUtc("2026-11-29", 9, 0))).toEqual(["2026-11-29", "2026-11-29"]);
    expect(days("week", centralToUtc("2026-11-29", 9, 0))).toEqual(["2026-11-29", "2026-11-29"]);
  });

  test("late on Sunday evening in San Antonio it is still Sunday, though Monday in UTC", () => {
    const sundayNight = centralToUtc("2026-11-29", 23, 30);
    expect(sundayNight.toISOString().slice(0, 10)).toBe("2026-11-30");
    expect(days("weekend", sundayNight)).toEqual(["2026-11-29", "2026-11-29"]);
  });

  test("the span's instants are San Antonio midnights, the end being the day after the last", () => {
    const span = eventDaySpan("weekend", wednesday);
    expect(span.from.toISOString()).toBe("2026-11-28T06:00:00.000Z");
    expect(span.until.toISOString()).toBe("2026-11-30T06:00:00.000Z");
  });

  test("across the change to daylight saving time and the year's end", () => {
    const span = eventDaySpan("week", centralToUtc("2027-03-10", 12, 0));
    expect([span.firstDay, span.lastDay]).toEqual(["2027-03-10", "2027-03-14"]);
    expect(span.until.toISOString()).toBe("2027-03-15T05:00:00.000Z");
    expect(days("month", centralToUtc("2026-12-31", 20, 0))).toEqual(["2026-12-31", "2026-12-31"]);
    expect(days("weekend", centralToUtc("2026-12-31", 20, 0))).toEqual(["2027-01-02", "2027-01-03"]);
  });
});
