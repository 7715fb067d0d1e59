import { describe, expect, test } from "bun:test";
import { weeklyService } from "./testing";
import { formatService, serviceStrings, sortServices } from "./format";
import type { ServiceRow, WeeklyService } from "./options";
import { formatClockTime, readClockTime } from "./time";

const service = weeklyService;

describe("clock times", () => {
  test("24-hour and 12-hour text read as 'HH:MM'; shown as 'h:mm AM'", () => {
    expect(["10:30", "9:05", "18:00", "6:30 PM", "7:00 p.m.", "12:00 AM", "12:15 pm"].map(readClockTime)).toEqual(["10:30", "09:05", "18:00", "18:30", "19:00", "00:00", "12:15"]);
    expect(["24:00", "10", "10:60", "13:00 PM", "", "noon"].map(readClockTime)).toEqual([null, null, null, null, null, null]);
    expect(["00:00", "00:30", "09:05", "12:00", "13:45", "23:59"].map((time) => formatClockTime(time))).toEqual(["12:00 AM", "12:30 AM", "9:05 AM", "12:00 PM", "1:45 PM", "11:59 PM"]);
  });
});

describe("a service's display string", () => {
  test("day and time; the language unless English; ASL; the kind unless worship; the note", () => {
    expect(formatService(service({}))).toBe("Sunday 10:00 AM");
    expect(formatService(service({ time: "11:30", language: "spanish" }))).toBe("Sunday 11:30 AM · Spanish");
    expect(formatService(service({ language: "bilingual", asl: true }))).toBe("Sunday 10:00 AM · Bilingual · ASL");
    expect(formatService(service({ day: "wednesday", time: "19:00", kind: "bible-study" }))).toBe("Wednesday 7:00 PM · Bible study");
    expect(formatService(service({ day: "saturday", time: "17:00", kind: "mass", note: "Vigil" }))).toBe("Saturday 5:00 PM · Mass · Vigil");
    expect(formatService(service({ language: "other", note: "Vietnamese" }))).toBe("Sunday 10:00 AM · Other language · Vietnamese");
    expect(formatService(service({ note: "Traditional" }))).toBe("Sunday 10:00 AM · Traditional");
  });

  test("a service that does not last an hour shows its end, past midnight too", () => {
    expect(formatService(service({ day: "saturday", time: "15:30", durationMinutes: 90, kind: "confession" }))).toBe("Saturday 3:30 PM–5:00 PM · Confession");
    expect(formatService(service({ day: "thursday", time: "23:00", durationMinutes: 120, kind: "prayer" }))).toBe("Thursday 11:00 PM–1:00 AM · Prayer");
  });
});

describe("order", () => {
  test("Sunday first, then by time; equal times keep their order", () => {
    const list = [
      service({ day: "saturday", time: "17:00" }),
      service({ day: "sunday", time: "11:00", note: "first" }),
      service({ day: "wednesday", time: "07:00" }),
      service({ day: "sunday", time: "08:00" }),
      service({ day: "sunday", time: "11:00", note: "second" }),
    ];
    expect(sortServices(list).map((s) => `${s.day} ${s.time} ${s.note}`.trim())).toEqual([
      "sunday 08:00",
      "sunday 11:00 first",
      "sunday 11:00 second",
      "wednesday 07:00",
      "saturday 17:00",
    ]);
    expect(list[0]!.day).toBe("saturday");
  });

  test("the services strings: weekly services in order, then rows to review as written", () => {
    const rows: ServiceRow[] = [
      { ...service({}), day: null, time: null, note: "Call for times", needsReview: true },
      { ...service({ time: "11:00", language: "spanish" }), needsReview: false },
      { ...service({ day: "saturday", time: "17:00", kind: "mass" }), needsReview: false },
      { ...service({ time: "08:00" }), needsReview: false },
    ];
    expect(serviceStrings(rows)).toEqual(["Sunday 8:00 AM", "Sunday 11:00 AM · Spanish", "Saturday 5:00 PM · Mass", "Call for times"]);
  });
});
