import { describe, expect, test } from "bun:test";
import { nextService } from "../../contract/service-times/next";
import { weeklyService } from "../../contract/service-times/testing";
import { labelsExpireAt } from "./expiry";

describe("when next-service labels go stale", () => {
  test("at the end of the soonest start minute shown", () => {
    // Saturday 4 July 2026, 12:00 in San Antonio (CDT, UTC−5).
    const now = new Date("2026-07-04T17:00:00Z");
    const later = nextService([weeklyService({ day: "saturday", time: "18:30" })], now);
    const sooner = nextService([weeklyService({ day: "saturday", time: "14:00" })], now);
    expect(labelsExpireAt([later, null, sooner], now)).toEqual(new Date("2026-07-04T19:01:00Z"));
  });

  test("at San Antonio's midnight when nothing starts before it ('Today' becomes 'Tomorrow')", () => {
    const now = new Date("2026-07-04T17:00:00Z");
    expect(labelsExpireAt([nextService([weeklyService({ day: "sunday" })], now)], now)).toEqual(new Date("2026-07-05T05:00:00Z"));
    expect(labelsExpireAt([], now)).toEqual(new Date("2026-07-05T05:00:00Z"));
  });

  test("on the wall clock across daylight-saving changes", () => {
    // Saturday 31 October 2026, 20:00 CDT; Sunday is in standard time (UTC−6).
    const now = new Date("2026-11-01T01:00:00Z");
    expect(labelsExpireAt([], now)).toEqual(new Date("2026-11-01T05:00:00Z"));
    const sunday = new Date("2026-11-01T12:00:00Z");
    expect(labelsExpireAt([nextService([weeklyService({ day: "sunday", time: "09:00" })], sunday)], sunday)).toEqual(new Date("2026-11-01T15:01:00Z"));
  });
});
