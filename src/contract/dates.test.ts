import { describe, expect, test } from "bun:test";
import { centralOffsetMinutes, centralParts } from "./dates";
import { TIME_ZONE } from "./site";

// What the zone's own rules say, read through Intl at every instant (the slow way centralParts avoids).
const intl = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
const intlParts = (at: Date) => Object.fromEntries(intl.formatToParts(at).filter((p) => p.type !== "literal").map((p) => [p.type, p.value]));
const written = (parts: Record<string, string>) => ["year", "month", "day", "hour", "minute", "second"].map((k) => parts[k]).join(" ");

describe("San Antonio's wall clock", () => {
  test("agrees with the zone's rules every 7 minutes 13 seconds across three years and their daylight-saving changes", () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    const differing: string[] = [];
    for (let t = start; t < end; t += 433_000) {
      const at = new Date(t);
      if (written(centralParts(at)) !== written(intlParts(at))) differing.push(at.toISOString());
    }
    expect(differing).toEqual([]);
  });

  test("the offset changes on the hour the clocks change: 2 a.m. on 8 March and 1 November 2026", () => {
    expect(centralOffsetMinutes(new Date("2026-03-08T07:59:59Z"))).toBe(-360);
    expect(centralOffsetMinutes(new Date("2026-03-08T08:00:00Z"))).toBe(-300);
    expect(centralParts(new Date("2026-03-08T08:00:00Z")).hour).toBe("03");
    expect(centralOffsetMinutes(new Date("2026-11-01T06:59:59Z"))).toBe(-300);
    expect(centralOffsetMinutes(new Date("2026-11-01T07:00:00Z"))).toBe(-360);
    expect(centralParts(new Date("2026-11-01T07:30:00Z")).hour).toBe("01");
  });

  test("every part has two digits, the year four", () => {
    expect(centralParts(new Date("2026-12-24T06:00:00Z"))).toEqual({ year: "2026", month: "12", day: "24", hour: "00", minute: "00", second: "00" });
  });
});
