import { describe, expect, test } from "bun:test";
import { TIME_ZONE } from "../contract/site";
import { centralDay, centralIso, centralOffsetMinutes, centralToUtc } from "./dates";

// What the zone's own rules say, read through Intl at every instant (the slow way the offset's cache avoids).
const intl = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "longOffset" });
function intlIso(at: Date): string {
  const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.timeZoneName!.replace("GMT", "")}`;
}

describe("San Antonio's wall clock", () => {
  test("agrees with the zone's rules every 7 minutes 13 seconds across three years and their daylight-saving changes", () => {
    const differing: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 433_000) {
      const at = new Date(t);
      const iso = intlIso(at);
      if (centralIso(at) !== iso || centralDay(at) !== iso.slice(0, 10)) differing.push(at.toISOString());
    }
    expect(differing).toEqual([]);
  });

  test("the offset changes on the hour the clocks change: 2 a.m. on 8 March and 1 November 2026", () => {
    expect(centralOffsetMinutes(new Date("2026-03-08T07:59:59Z"))).toBe(-360);
    expect(centralOffsetMinutes(new Date("2026-03-08T08:00:00Z"))).toBe(-300);
    expect(centralIso(new Date("2026-03-08T08:00:00Z"))).toBe("2026-03-08T03:00:00-05:00");
    expect(centralOffsetMinutes(new Date("2026-11-01T06:59:59Z"))).toBe(-300);
    expect(centralOffsetMinutes(new Date("2026-11-01T07:00:00Z"))).toBe(-360);
    expect(centralIso(new Date("2026-11-01T07:30:00Z"))).toBe("2026-11-01T01:30:00-06:00");
  });

  test("a wall-clock time goes back to its instant, on both sides of a change", () => {
    expect(centralToUtc("2026-12-24", 18, 30).toISOString()).toBe("2026-12-25T00:30:00.000Z");
    expect(centralToUtc("2026-07-04", 9, 0).toISOString()).toBe("2026-07-04T14:00:00.000Z");
    expect(centralToUtc("2026-03-08", 12, 0).toISOString()).toBe("2026-03-08T17:00:00.000Z");
  });
});
