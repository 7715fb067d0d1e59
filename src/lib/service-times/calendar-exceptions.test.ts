import { afterAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import type { StoredException } from "../../contract/service-times/exceptions";
import type { StoredSchedule } from "../../contract/service-times/schedules";
import type { SpecialService } from "../../contract/service-times/occasions";
import { weeklyService } from "../../contract/service-times/testing";
import { churchCalendar, type ChurchCalendar } from "./calendar";

afterAll(() => ICAL.TimezoneService.remove("America/Chicago"));

const base: ChurchCalendar = {
  church: { id: 7, name: "St. Mark", slug: "st-mark", address: "1 Main St" },
  weekly: [weeklyService({ day: "sunday", time: "09:00" }), weeklyService({ day: "sunday", time: "11:00", language: "spanish" })],
  special: [],
  events: [],
  origin: "https://churches.example.org",
  // Friday 27 November 2026.
  now: new Date("2026-11-27T18:00:00Z"),
};
const setAt = new Date("2026-11-26T15:00:00Z");
const cancelled: StoredException = { id: 1, date: "2026-11-29", time: "09:00", kind: "cancelled", newTime: null, streamUrl: "", note: "Parish picnic", noteEs: "", updatedAt: setAt };
const moved: StoredException = { id: 2, date: "2026-12-06", time: "11:00", kind: "moved", newTime: "10:30", streamUrl: "", note: "Baptism: one service at 10:30", noteEs: "", updatedAt: setAt };

/**
 * What a calendar app shows: each series expanded by a real recurrence parser (ical.js), its
 * EXDATEs left out and its RECURRENCE-ID overrides put in their dates' place. Start, end (local)
 * and the note of each occurrence up to `until`.
 */
function expand(input: Partial<ChurchCalendar>, until: string) {
  const calendar = new ICAL.Component(ICAL.parse(churchCalendar({ ...base, ...input })));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const masters = events.filter((e) => !e.isRecurrenceException());
  for (const e of events.filter((e) => e.isRecurrenceException())) masters.find((m) => m.uid === e.uid)!.relateException(e);
  const seen: { start: string; utc: string; minutes: number; length: number; note: string; summary: string }[] = [];
  // `minutes`: the reader's own end minus start; `length`: the exact DURATION the event says.
  const length = (e: ICAL.Event) => e.duration.toSeconds() / 60;
  for (const master of masters) {
    if (!master.isRecurring()) {
      seen.push({ start: master.startDate.toString(), utc: master.startDate.toJSDate().toISOString(), minutes: (master.endDate.toUnixTime() - master.startDate.toUnixTime()) / 60, length: length(master), note: master.description ?? "", summary: master.summary });
      continue;
    }
    const it = master.iterator();
    for (let next = it.next(); next && next.toString() <= until; next = it.next()) {
      const o = master.getOccurrenceDetails(next);
      seen.push({ start: o.startDate.toString(), utc: o.startDate.toJSDate().toISOString(), minutes: (o.endDate.toUnixTime() - o.startDate.toUnixTime()) / 60, length: length(o.item), note: o.item.description ?? "", summary: o.item.summary });
    }
  }
  return { events, seen: seen.sort((a, b) => a.start.localeCompare(b.start)) };
}

describe("a church's calendar with its dated exceptions", () => {
  test("a cancelled date is left out (EXDATE), a moved one is at its new time with the note (RECURRENCE-ID), every other week as usual", () => {
    const { seen, events } = expand({ exceptions: [cancelled, moved] }, "2026-12-14");
    expect(seen.map((o) => [o.start, o.note])).toEqual([
      ["2026-11-29T11:00:00", ""],
      ["2026-12-06T09:00:00", ""],
      ["2026-12-06T10:30:00", "Baptism: one service at 10:30"],
      ["2026-12-13T09:00:00", ""],
      ["2026-12-13T11:00:00", ""],
    ]);
    // The changed series and the override say when they changed, so subscribed apps take the new version.
    const override = events.find((e) => e.isRecurrenceException())!;
    expect(override.sequence).toBeGreaterThan(0);
    expect(override.component.getFirstPropertyValue("last-modified")!.toString()).toBe("2026-11-26T15:00:00Z");
    expect(events.filter((e) => !e.isRecurrenceException()).map((e) => e.sequence)).toEqual([override.sequence, override.sequence]);
  });

  test("a special service at the time of a weekly one takes that date's place instead of a second event", () => {
    const christmas: SpecialService = { occasion: "christmas-day", date: "2026-12-27", time: "11:00", durationMinutes: 90, language: "bilingual", title: "Feast of the Holy Family", note: "" };
    const { seen } = expand({ special: [christmas] }, "2026-12-28");
    expect(seen.filter((o) => o.start.startsWith("2026-12-27")).map((o) => [o.start, o.summary, o.minutes])).toEqual([
      ["2026-12-27T09:00:00", "St. Mark: Worship", 60],
      ["2026-12-27T11:00:00", "St. Mark: Feast of the Holy Family · Bilingual", 90],
    ]);
  });

  test("across both daylight-saving changes: 1:30 AM on the November change lasts its 60 minutes; 2:30 AM on the March change is where the page says", () => {
    const night = { weekly: [weeklyService({ day: "sunday", time: "01:30", durationMinutes: 60 }), weeklyService({ day: "sunday", time: "02:30", durationMinutes: 60 })] };
    // 1:30 AM happens twice on 1 November 2026: a DTEND of 2:30 would say 60 or 120 minutes, one of 1:30 none; DURATION says 60.
    const november = expand({ ...night, now: new Date("2026-10-30T18:00:00Z") }, "2026-11-02");
    expect(november.seen.map((o) => [o.start, o.minutes, o.length])).toEqual([["2026-11-01T01:30:00", 60, 60], ["2026-11-01T02:30:00", 60, 60]]);
    // 2:30 AM does not exist on 14 March 2027: it is read with the offset before the change (RFC 5545, 3.3.5), 2:30 CST,
    // which is 08:30 UTC, an hour after the 1:30 service; the reader writes that instant as 3:30 CDT.
    const march = expand({ ...night, now: new Date("2027-03-12T18:00:00Z") }, "2027-03-15");
    expect(march.seen.map((o) => [o.utc, o.length])).toEqual([["2027-03-14T07:30:00.000Z", 60], ["2027-03-14T08:30:00.000Z", 60]]);
  });

  test("a temporary schedule: its dates leave the weekly series, its own services recur until its last date; a closure holds none", () => {
    const advent: StoredSchedule = { id: 3, kind: "replaced", startsOn: "2026-12-06", endsOn: "2026-12-20", note: "Advent: one service at 10:00", noteEs: "", services: [weeklyService({ day: "sunday", time: "10:00" })], updatedAt: setAt };
    const { seen } = expand({ schedules: [advent] }, "2026-12-28");
    expect(seen.map((o) => [o.start, o.note])).toEqual([
      ["2026-11-29T09:00:00", ""],
      ["2026-11-29T11:00:00", ""],
      ["2026-12-06T10:00:00", "Advent: one service at 10:00"],
      ["2026-12-13T10:00:00", "Advent: one service at 10:00"],
      ["2026-12-20T10:00:00", "Advent: one service at 10:00"],
      ["2026-12-27T09:00:00", ""],
      ["2026-12-27T11:00:00", ""],
    ]);
    const closed: StoredSchedule = { ...advent, kind: "closed", note: "Closed for repairs", services: [] };
    expect(expand({ schedules: [closed] }, "2026-12-28").seen.map((o) => o.start)).toEqual(["2026-11-29T09:00:00", "2026-11-29T11:00:00", "2026-12-27T09:00:00", "2026-12-27T11:00:00"]);
  });

  test("a schedule's services follow their own exceptions and attendance: a cancelled date is left out, an online one is held at the stream", () => {
    const advent: StoredSchedule = { id: 4, kind: "replaced", startsOn: "2026-12-06", endsOn: "2026-12-20", note: "Advent", noteEs: "", services: [weeklyService({ day: "sunday", time: "10:00", attendance: "hybrid", streamUrl: "https://live.example.org/advent" })], updatedAt: setAt };
    const storm: StoredException = { id: 9, date: "2026-12-13", time: "10:00", kind: "cancelled", newTime: null, streamUrl: "", note: "Ice storm", noteEs: "", updatedAt: setAt };
    const { seen, events } = expand({ schedules: [advent], exceptions: [storm] }, "2026-12-21");
    expect(seen.filter((o) => o.start >= "2026-12-06").map((o) => o.start)).toEqual(["2026-12-06T10:00:00", "2026-12-20T10:00:00"]);
    const series = events.find((e) => e.summary.includes("Worship") && e.isRecurring() && e.startDate.toString().startsWith("2026-12-06"))!;
    expect(series.component.getFirstPropertyValue("url")).toBe("https://live.example.org/advent");
  });
});
