import { describe, expect, test } from "bun:test";
import { weeklyService } from "./testing";
import { centralClock } from "./calendar-days";
import { nextService, serviceLabel } from "./next";
import type { ServiceRow, WeeklyService } from "./options";

const service = (day: WeeklyService["day"], time: string, more: Partial<WeeklyService> = {}) => weeklyService({ day, time, ...more });
const at = (iso: string) => new Date(iso);

describe("the San Antonio wall clock", () => {
  test("reads CST and CDT instants as local day, weekday and time", () => {
    expect(centralClock(at("2026-03-08T05:30:00Z"))).toEqual({ date: "2026-03-07", day: "saturday", time: "23:30" });
    expect(centralClock(at("2026-03-08T08:00:00Z"))).toEqual({ date: "2026-03-08", day: "sunday", time: "03:00" });
    expect(centralClock(at("2026-07-01T05:00:00Z"))).toEqual({ date: "2026-07-01", day: "wednesday", time: "00:00" });
  });
});

describe("next service", () => {
  const sunday9 = service("sunday", "09:00");

  test("across the spring change: Saturday 23:30 CST → Sunday 9:00 CDT", () => {
    expect(nextService([sunday9], at("2026-03-08T05:30:00Z"))).toEqual({ day: "sunday", date: "2026-03-08", time: "09:00", language: "english", asl: false, kind: "worship", attendance: "in-person", streamUrl: "" });
    // 9:00 CDT is 14:00 UTC: at that instant the service starts now; one minute later it is next week's.
    expect(nextService([sunday9], at("2026-03-08T14:00:00Z"))?.date).toBe("2026-03-08");
    expect(nextService([sunday9], at("2026-03-08T14:01:00Z"))?.date).toBe("2026-03-15");
  });

  test("across the autumn change: 8:30 CST on the Sunday clocks go back is before 9:00 that day", () => {
    // 14:30 UTC is 8:30 CST on 2026-11-01 (it would be 9:30 under CDT).
    expect(nextService([sunday9], at("2026-11-01T14:30:00Z"))?.date).toBe("2026-11-01");
    expect(nextService([sunday9], at("2026-11-01T15:01:00Z"))?.date).toBe("2026-11-08");
  });

  test("across midnight and the week's end", () => {
    const services = [service("saturday", "17:00"), sunday9, service("wednesday", "19:00", { kind: "bible-study" })];
    // Saturday 23:59 → Sunday.
    expect(nextService(services, at("2026-07-05T04:59:00Z"))).toMatchObject({ day: "sunday", date: "2026-07-05" });
    // Sunday 9:30 → Wednesday 19:00.
    expect(nextService(services, at("2026-07-05T14:30:00Z"))).toMatchObject({ day: "wednesday", date: "2026-07-08", time: "19:00", kind: "bible-study" });
    // Saturday 17:30 → tomorrow's 9:00, not today's past 17:00.
    expect(nextService(services, at("2026-07-04T22:30:00Z"))).toMatchObject({ day: "sunday", date: "2026-07-05", time: "09:00" });
  });

  test("the only service already started today is next week's", () => {
    expect(nextService([service("friday", "06:00")], at("2026-07-03T12:00:00Z"))).toMatchObject({ date: "2026-07-10" });
  });

  test("the earliest of the day's services; none at all is null; rows to review are skipped", () => {
    const review: ServiceRow = { ...service("sunday", "08:00"), needsReview: true, note: "Sunday 8 (first Sunday only)" };
    expect(nextService([service("sunday", "11:00"), review, service("sunday", "10:30", { language: "spanish" })], at("2026-07-05T12:00:00Z"))).toMatchObject({
      time: "10:30",
      language: "spanish",
    });
    expect(nextService([], at("2026-07-05T12:00:00Z"))).toBeNull();
    expect(nextService([{ ...review, day: null, time: null }], at("2026-07-05T12:00:00Z"))).toBeNull();
  });
});

describe("next service label", () => {
  test("Today, Tomorrow, or the weekday; the language unless English, ASL and the kind unless worship", () => {
    const now = at("2026-07-04T15:00:00Z"); // Saturday 10:00 CDT
    const label = (s: WeeklyService) => serviceLabel(nextService([s], now)!, now);
    expect(label(service("saturday", "18:30"))).toBe("Today 6:30 PM");
    expect(label(service("sunday", "09:00"))).toBe("Tomorrow 9:00 AM");
    expect(label(service("wednesday", "19:00", { kind: "bible-study" }))).toBe("Wednesday 7:00 PM · Bible study");
    expect(label(service("monday", "12:00", { language: "spanish", asl: true, kind: "mass", note: "Noon" }))).toBe("Monday 12:00 PM · Spanish · ASL · Mass");
    // Today's 9:00 has passed: next Saturday is named, not 'Today'.
    expect(label(service("saturday", "09:00"))).toBe("Saturday 9:00 AM");
  });

  test("'Tomorrow' after a late Saturday is Sunday across the spring change", () => {
    const now = at("2026-03-08T05:30:00Z");
    expect(serviceLabel(nextService([service("sunday", "09:00", { language: "spanish" })], now)!, now)).toBe("Tomorrow 9:00 AM · Spanish");
  });
});
