import { describe, expect, test } from "bun:test";
import { formatService } from "../../contract/service-times/format";
import type { WeeklyService } from "../../contract/service-times/options";
import { readOpeningHoursAsServices, readServiceTimes } from "./osm-hours";

const shown = (value: string) => {
  const { rows, how } = readServiceTimes(value);
  return { how, services: rows.map((r) => (r.needsReview ? `review: ${r.note}` : formatService(r as WeeklyService))) };
};

describe("OpenStreetMap service times", () => {
  test("the tag's syntax: points in time, ranges, day lists and comments", () => {
    expect(shown("Su 08:00,10:30; Sa 17:30")).toEqual({ how: "syntax", services: ["Sunday 8:00 AM", "Sunday 10:30 AM", "Saturday 5:30 PM"] });
    expect(shown("Su 09:00-10:30; We 19:00")).toEqual({ how: "syntax", services: ["Sunday 9:00 AM–10:30 AM", "Wednesday 7:00 PM"] });
    expect(shown('Su 12:00 "Misa en español"; Sa 17:00 "Vigil Mass"')).toEqual({ how: "syntax", services: ["Sunday 12:00 PM · Spanish · Mass", "Saturday 5:00 PM · Mass · Vigil"] });
    expect(shown("Mo-Fr 07:00").services).toHaveLength(5);
  });

  test("a value outside the syntax is read as a church would type it", () => {
    expect(shown("Sundays 9:30 and 11 (Spanish)")).toEqual({ how: "typed", services: ["Sunday 9:30 AM", "Sunday 11:00 AM · Spanish"] });
  });

  test("what is not weekly or not readable is kept whole, to review", () => {
    expect(shown("Su[1] 10:00")).toEqual({ how: "flagged", services: ["review: Su[1] 10:00"] });
    expect(shown("Jan-Mar Su 10:00")).toEqual({ how: "flagged", services: ["review: Jan-Mar Su 10:00"] });
    expect(shown("call  the office")).toEqual({ how: "flagged", services: ["review: call the office"] });
    expect(shown('Su 10:00 "first Sunday only"').how).toBe("flagged");
  });

  test("opening hours are services only when they read like services", () => {
    expect(readOpeningHoursAsServices("Mo-Fr 09:00-17:00")).toBeNull();
    expect(readOpeningHoursAsServices("Sunday mornings")).toBeNull();
    expect(readOpeningHoursAsServices("Su 08:00-09:30")?.rows.map((r) => formatService(r as WeeklyService))).toEqual(["Sunday 8:00 AM–9:30 AM"]);
  });
});
