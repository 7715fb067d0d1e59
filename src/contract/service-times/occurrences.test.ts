import { describe, expect, test } from "bun:test";
import type { ServiceException } from "./exceptions";
import { nextService } from "./next";
import type { SpecialService } from "./occasions";
import { noticesOf, occurrences } from "./occurrences";
import type { WeeklyService } from "./options";

const weekly: WeeklyService[] = [
  { day: "sunday", time: "09:00", durationMinutes: 60, language: "english", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "" },
  { day: "sunday", time: "11:00", durationMinutes: 90, language: "spanish", asl: false, kind: "worship", note: "", attendance: "in-person", streamUrl: "" },
  { day: "wednesday", time: "19:00", durationMinutes: 60, language: "english", asl: false, kind: "bible-study", note: "", attendance: "in-person", streamUrl: "" },
];
// Sunday 2026-11-29 and the week after.
const cancelled: ServiceException = { id: 1, date: "2026-11-29", time: "09:00", kind: "cancelled", newTime: null, streamUrl: "", note: "Thanksgiving weekend", noteEs: "" };
const moved: ServiceException = { id: 2, date: "2026-11-29", time: "11:00", kind: "moved", newTime: "10:30", streamUrl: "", note: "Baptism: one service at 10:30", noteEs: "" };
const at = (date: string) => occurrences(weekly, [], [cancelled, moved], date, date).map((o) => [o.time, o.status]);

describe("what happens at a church on a date", () => {
  test("a weekly service happens on its weekday; a cancelled one is listed as cancelled, a moved one at its new time", () => {
    expect(at("2026-11-29")).toEqual([["09:00", "cancelled"], ["10:30", "moved"]]);
    expect(at("2026-12-06")).toEqual([["09:00", "scheduled"], ["11:00", "scheduled"]]);
    expect(at("2026-12-02")).toEqual([["19:00", "scheduled"]]);
    expect(at("2026-12-01")).toEqual([]);
  });

  test("a special service at the time of a weekly one takes its place on that date instead of appearing twice", () => {
    const easter: SpecialService = { occasion: "easter-sunday", date: "2027-03-28", time: "11:00", durationMinutes: 120, language: "bilingual", title: "Easter Sunday", note: "" };
    const day = occurrences(weekly, [easter], [], "2027-03-28", "2027-03-28");
    expect(day.map((o) => [o.time, o.special?.title ?? null, o.language])).toEqual([["09:00", null, "english"], ["11:00", "Easter Sunday", "bilingual"]]);
  });

  test("the notices say what changes, with the church's note", () => {
    expect(noticesOf(occurrences(weekly, [], [cancelled, moved], "2026-11-27", "2026-12-10"))).toEqual([
      { kind: "cancelled", date: "2026-11-29", from: "09:00", text: "Thanksgiving weekend" },
      { kind: "moved", date: "2026-11-29", from: "11:00", to: "10:30", text: "Baptism: one service at 10:30" },
    ]);
  });

  test("the next service skips a cancelled one and counts a moved one at its new time", () => {
    const saturday = new Date("2026-11-28T18:00:00Z");
    expect(nextService(weekly, saturday)).toMatchObject({ date: "2026-11-29", time: "09:00" });
    expect(nextService(weekly, saturday, [cancelled, moved])).toMatchObject({ date: "2026-11-29", time: "10:30", language: "spanish" });
    expect(nextService(weekly, saturday, [cancelled, { ...moved, kind: "cancelled", newTime: null, streamUrl: "" }])).toMatchObject({ date: "2026-12-02", time: "19:00" });
  });
});
