import { describe, expect, test } from "bun:test";
import { weeklyService } from "./testing";
import { matchesService, type ServiceFilter } from "./match";
import type { WeeklyService } from "./options";

const service = weeklyService;
const saturdayNoon = new Date("2026-07-04T17:00:00Z");
const matches = (s: Partial<WeeklyService>, filter: ServiceFilter) => matchesService(service(s), filter, saturdayNoon);

describe("matching one service", () => {
  test("no condition matches everything", () => {
    expect(matches({}, {})).toBe(true);
  });

  test("day: a weekday, today in San Antonio, or the weekend", () => {
    expect(matches({ day: "sunday" }, { day: "sunday" })).toBe(true);
    expect(matches({ day: "monday" }, { day: "sunday" })).toBe(false);
    expect(matches({ day: "saturday" }, { day: "today" })).toBe(true);
    expect(matches({ day: "sunday" }, { day: "today" })).toBe(false);
    // 04:30 UTC on Sunday is still Saturday in San Antonio.
    expect(matchesService(service({ day: "saturday" }), { day: "today" }, new Date("2026-07-05T04:30:00Z"))).toBe(true);
    expect(matches({ day: "saturday" }, { day: "weekend" })).toBe(true);
    expect(matches({ day: "sunday" }, { day: "weekend" })).toBe(true);
    expect(matches({ day: "friday" }, { day: "weekend" })).toBe(false);
  });

  test("from and to include their ends", () => {
    expect(matches({ time: "09:00" }, { from: "09:00", to: "11:00" })).toBe(true);
    expect(matches({ time: "11:00" }, { from: "09:00", to: "11:00" })).toBe(true);
    expect(matches({ time: "08:59" }, { from: "09:00" })).toBe(false);
    expect(matches({ time: "11:01" }, { to: "11:00" })).toBe(false);
  });

  test("a bilingual service is found in English and in Spanish; 'bilingual' finds only bilingual ones", () => {
    expect(matches({ language: "bilingual" }, { language: "spanish" })).toBe(true);
    expect(matches({ language: "bilingual" }, { language: "english" })).toBe(true);
    expect(matches({ language: "spanish" }, { language: "bilingual" })).toBe(false);
    expect(matches({ language: "spanish" }, { language: "english" })).toBe(false);
    expect(matches({ language: "other" }, { language: "other" })).toBe(true);
  });

  test("kind and ASL", () => {
    expect(matches({ kind: "mass" }, { kind: "mass" })).toBe(true);
    expect(matches({ kind: "worship" }, { kind: "mass" })).toBe(false);
    expect(matches({ asl: true }, { asl: true })).toBe(true);
    expect(matches({ asl: false }, { asl: true })).toBe(false);
    expect(matches({ asl: true }, { asl: false })).toBe(true);
  });

  test("every condition on the same service: a church's Spanish 9:00 and English 11:00 are not a Spanish 11:00", () => {
    const church = [service({ time: "09:00", language: "spanish" }), service({ time: "11:00" })];
    const filter: ServiceFilter = { day: "weekend", from: "10:30", to: "12:00", language: "spanish" };
    expect(church.some((s) => matchesService(s, filter, saturdayNoon))).toBe(false);
    expect(church.some((s) => matchesService(s, { ...filter, from: "08:00" }, saturdayNoon))).toBe(true);
  });
});
