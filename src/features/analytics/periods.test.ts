import { expect, test } from "bun:test";
import { medianOf } from "./median";
import { lastDays, lastMonths } from "./periods";

test("30 days end with today, oldest first, across a month's end and the November clock change", () => {
  const days = lastDays("2026-11-23", 30);
  expect(days).toHaveLength(30);
  expect(days[0]).toBe("2026-10-25");
  expect(days.at(-1)).toBe("2026-11-23");
  expect(new Set(days).size).toBe(30);
  expect(lastDays("2026-03-02", 3)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02"]);
});

test("12 months end with this month and cross the year", () => {
  expect(lastMonths("2026-11-23", 12)).toEqual([
    "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05",
    "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11",
  ]);
  expect(lastMonths("2026-01-31", 2)).toEqual(["2025-12", "2026-01"]);
});

test("the median counts churches without a figure as 0; an even count takes the middle two's mean", () => {
  expect(medianOf([5, 1, 3], 3)).toBe(3);
  expect(medianOf([8], 3)).toBe(0);
  // Unlisted members count 0 wherever 0 falls among the values.
  expect(medianOf([9, 7, 5], 4)).toBe(6);
  expect(medianOf([-4, -2, 6], 5)).toBe(0);
  expect(medianOf([-4, -2, -1], 3)).toBe(-2);
  expect(medianOf([3, 1], 2)).toBe(2);
  expect(medianOf([], 0)).toBe(0);
  expect(medianOf([4, 9], 2)).toBe(6.5);
  expect(medianOf([7, 3], 4)).toBe(1.5);
  expect(medianOf([], 0)).toBe(0);
});
