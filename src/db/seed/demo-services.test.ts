import { describe, expect, test } from "bun:test";
import * as z from "zod/mini";
import { serviceStrings } from "../../contract/service-times/format";
import { servicesFreshness } from "../../contract/service-times/freshness";
import { specialServiceSchema, weeklyServiceSchema } from "../../contract/service-times/schemas";
import { demoConfirmedAt, demoSpecialServices, demoVoice, demoWeeklyServices } from "./demo-services";
import { DENOMINATIONS } from "../../contract/options";

const strings = (denomination: string, voice: ReturnType<typeof demoVoice>, index: number) =>
  serviceStrings(demoWeeklyServices(denomination, voice, index).map((s) => ({ ...z.parse(weeklyServiceSchema, s), needsReview: false })));

describe("the demo churches' services", () => {
  test("a Catholic parish: Saturday vigil, Sunday Masses with a Spanish one, weekday Masses, Saturday confessions", () => {
    expect(strings("Catholic", "english", 9)).toEqual([
      "Sunday 8:00 AM · Mass",
      "Sunday 10:00 AM · Mass",
      "Sunday 12:00 PM · Spanish · Mass",
      "Sunday 5:30 PM · Mass · Life Teen",
      "Monday 7:00 AM–7:30 AM · Mass",
      "Tuesday 7:00 AM–7:30 AM · Mass",
      "Wednesday 7:00 AM–7:30 AM · Mass",
      "Thursday 7:00 AM–7:30 AM · Mass",
      "Friday 7:00 AM–7:30 AM · Mass",
      "Saturday 3:30 PM · Confession",
      "Saturday 5:00 PM · Mass · Vigil",
    ]);
  });

  test("a Baptist church: 8:30 and 11:00 worship, Sunday School, Wednesday 7:00 PM Bible study", () => {
    expect(strings("Baptist", "english", 2)).toEqual(["Sunday 8:30 AM", "Sunday 9:45 AM · Bible study · Sunday School", "Sunday 11:00 AM", "Wednesday 7:00 PM · Bible study"]);
  });

  test("West and South Side churches are bilingual or Spanish-only; a few services are ASL-interpreted", () => {
    expect([demoVoice("West Side", 3), demoVoice("South Side", 4), demoVoice("Downtown", 0)]).toEqual(["spanish", "bilingual", "english"]);
    expect(strings("Catholic", "spanish", 3)).toContain("Sunday 11:00 AM · Spanish · Mass");
    expect(strings("Methodist", "english", 7).some((s) => s.includes("ASL"))).toBe(true);
  });

  test("every service of every denomination and voice is one the forms accept", () => {
    for (const denomination of DENOMINATIONS)
      for (const voice of ["english", "bilingual", "spanish"] as const)
        for (let i = 0; i < 12; i++) {
          for (const s of demoWeeklyServices(denomination, voice, i)) expect(z.safeParse(weeklyServiceSchema, s).success).toBe(true);
          for (const s of demoSpecialServices(denomination, voice, i, "2026-11-23")) expect(z.safeParse(specialServiceSchema, s).error?.issues).toBeUndefined();
        }
  });

  test("special services for the coming season, dated from today by the occasions' rules", () => {
    const parish = demoSpecialServices("Catholic", "bilingual", 1, "2026-11-23");
    const dates = (occasion: string) => [...new Set(parish.filter((s) => s.occasion === occasion).map((s) => s.date))];
    expect(dates("christmas-eve")).toEqual(["2026-12-24"]);
    expect(dates("ash-wednesday")).toEqual(["2027-02-10"]);
    expect(dates("good-friday")).toEqual(["2027-03-26"]);
    expect(dates("easter-sunday")).toEqual(["2027-03-28"]);
    expect(dates("las-posadas")).toHaveLength(9);
    expect(demoSpecialServices("Catholic", "english", 1, "2026-11-23").some((s) => s.occasion === "las-posadas")).toBe(false);
    // After Easter, the season ahead is the next Christmas only: nothing past it is listed.
    expect(demoSpecialServices("Methodist", "english", 2, "2027-06-15").every((s) => s.date >= "2027-06-15" && s.date <= "2027-12-25")).toBe(true);
  });

  test("confirmation ages vary: recent, over 180 days, over a year, never", () => {
    const now = Date.parse("2026-11-23T18:00:00Z");
    const labels = Array.from({ length: 160 }, (_, i) => demoConfirmedAt(i, now)).map((at) => servicesFreshness(at?.toISOString() ?? null, new Date(now)));
    expect(labels.filter((l) => l.label === "never").length).toBeGreaterThanOrEqual(1);
    expect(labels.filter((l) => l.label === "over a year ago").length).toBeGreaterThanOrEqual(1);
    expect(labels.filter((l) => /months ago/.test(l.label) && Number(l.label.split(" ")[0]) >= 6).length).toBeGreaterThan(5);
    expect(labels.filter((l) => !l.stale).length).toBeGreaterThan(120);
  });
});

describe("the demo churches that stream", () => {
  test("every fifth streams its last Sunday morning service in person and online; every seventeenth adds an evening prayer online only", () => {
    const rows = (index: number) => demoWeeklyServices("Baptist", "english", index).map((s) => z.parse(weeklyServiceSchema, s));
    expect(rows(3).filter((s) => s.attendance !== "in-person")).toEqual([expect.objectContaining({ day: "sunday", time: "11:00", attendance: "hybrid", streamUrl: "https://stream.example.org/demo-church-3/live" })]);
    expect(rows(21).filter((s) => s.attendance === "online")).toEqual([expect.objectContaining({ day: "sunday", time: "19:30", kind: "prayer", streamUrl: "https://stream.example.org/demo-church-21/live" })]);
    expect(rows(2).every((s) => s.attendance === "in-person" && s.streamUrl === "")).toBe(true);
  });
});
