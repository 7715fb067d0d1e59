import { describe, expect, test } from "bun:test";
import { addDays } from "../../contract/service-times/calendar-days";
import type { WeeklyService } from "../../contract/service-times/options";
import { GOOGLE_FEED_SERVICES, googleCalendar, outlookCalendar } from "../../../tests/fixtures/calendar-feeds";
import { FetchRefused } from "../safe-fetch";
import { FEED_READ_LIMITS, readFeedEvents } from "./ical-feed";
import { feedChanges, mapFeedEvents } from "./feed-mapping";

// A Wednesday before the change to daylight-saving time (Sunday, March 14, 2027).
const today = "2027-02-24";
const last = addDays(today, 62);
const weekly = (day: WeeklyService["day"], time: string): WeeklyService => ({ day, time, durationMinutes: 60, language: "english", asl: false, kind: "mass", note: "", attendance: "in-person", streamUrl: "" });
const line = (e: { date: string; time: string; durationMinutes: number; summary: string }) => `${e.date} ${e.time} ${e.durationMinutes} ${e.summary}`;

describe("reading a church's calendar", () => {
  test("Google's export: the series expanded with its EXDATE left out and its override applied, UTC and New York times on San Antonio's clock, all-day, cancelled, past and far events left out", () => {
    const events = readFeedEvents(googleCalendar(today), today, last).filter((e) => !["Choir practice", "Sunday Mass"].includes(e.summary));
    expect(events.map(line)).toEqual([
      "2027-03-03 18:30 45 Wednesday Evening Mass",
      "2027-03-05 19:00 90 Lessons and Carols",
      "2027-03-06 18:30 60 Youth Mass",
      "2027-03-07 11:00 60 No service: parish picnic in the park",
      "2027-03-10 19:00 45 Wednesday Evening Mass (Bishop's visit)",
      // New York's 11:00 on the day the clocks change.
      "2027-03-14 10:00 90 Mass with the Archbishop (livestream)",
      "2027-03-24 18:30 45 Wednesday Evening Mass",
      "2027-03-31 18:30 45 Wednesday Evening Mass",
      "2027-04-07 18:30 45 Wednesday Evening Mass",
    ]);
    // A date of a series keeps its key when it is moved: the series' UID and the date's own start.
    expect(events[4]!.key).toBe("wednesday-mass@google.com#20270310T183000");
    expect(events[1]).toMatchObject({ key: "carols@google.com", recurring: false });
  });

  test("Outlook's export: a zone named the Windows way, the series' start before today, UNTIL in UTC, across the change to daylight time at the same wall-clock time", () => {
    const events = readFeedEvents(outlookCalendar(today), today, last).filter((e) => e.summary !== "Bible study");
    expect(events.map(line)).toEqual([
      "2027-02-27 17:00 60 Misa en español",
      "2027-02-28 09:00 60 Mass cancelled – Holy Hour instead",
      "2027-03-06 18:00 60 Misa en español",
      "2027-03-20 17:00 60 Misa en español",
      "2027-03-27 17:00 60 Misa en español",
      "2027-04-03 17:00 60 Misa en español",
      "2027-04-10 17:00 60 Misa en español",
      "2027-04-17 17:00 60 Misa en español",
    ]);
  });

  test("what is not a calendar is refused; a rule that repeats every second from 1970 is bounded", () => {
    expect(() => readFeedEvents("<!doctype html><p>Not here</p>", today, last)).toThrow(FetchRefused);
    expect(() => readFeedEvents("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n", today, last)).toThrow(FetchRefused);
    const bomb = ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:bomb", "SUMMARY:Mass", "DTSTART:19700101T000000Z", "DURATION:PT1H", "RRULE:FREQ=SECONDLY", "END:VEVENT", "END:VCALENDAR"].join("\r\n");
    // Bounded by steps, not by a clock: an unbounded reading would run past the test's time limit.
    expect(readFeedEvents(bomb, today, last)).toEqual([]);
    expect(FEED_READ_LIMITS.steps).toBe(50_000);
    // Floating times (no zone) are San Antonio's; an event without an end lasts the usual hour.
    const floating = ["BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VEVENT", "UID:f", "SUMMARY:Vigil Mass", `DTSTART:${addDays(today, 3).replaceAll("-", "")}T173000`, "END:VEVENT", "END:VCALENDAR"].join("\r\n");
    expect(readFeedEvents(floating, today, last).map(line)).toEqual([`${addDays(today, 3)} 17:30 60 Vigil Mass`]);
  });
});

describe("mapping the events as the owner said", () => {
  const rules = { servicesMatch: "Mass, carols", cancelMatch: "no service" };
  const context = { weekly: [weekly("sunday", "09:00"), weekly("sunday", "11:00")], ownSpecial: [], ownExceptions: [], language: "english" as const, room: 30 };

  test("services and cancellations by the words of their titles; the weekly Sunday Mass is the weekly service; the owner's own rows win", () => {
    const events = readFeedEvents(googleCalendar(today), today, last);
    const mapped = mapFeedEvents(events, rules, context);
    expect(mapped.special.map((s) => `${s.date} ${s.time} ${s.title}`)).toEqual(GOOGLE_FEED_SERVICES);
    expect(mapped.special[1]).toMatchObject({ occasion: "other", durationMinutes: 90, language: "english", note: "" });
    expect(mapped.cancels).toEqual([{ uid: "picnic@google.com", date: "2027-03-07", time: "11:00", note: "No service: parish picnic in the park" }]);

    const owned = mapFeedEvents(events, rules, { ...context, ownSpecial: [{ date: "2027-03-05", time: "19:00" }], ownExceptions: [{ date: "2027-03-07", time: "11:00" }], room: 3 });
    expect(owned.special.map((s) => s.title)).toEqual(["Wednesday Evening Mass", "Youth Mass", "Wednesday Evening Mass (Bishop's visit)"]);
    expect(owned.leftOut).toBe(4);
    expect(owned.cancels).toEqual([]);
    // No weekly service at that time: nothing to cancel.
    expect(mapFeedEvents(events, rules, { ...context, weekly: [weekly("sunday", "09:00")] }).cancels).toEqual([]);
  });

  test("Outlook's Spanish Masses by an accent-free word, in the church's language; a cancellation of the first Sunday's 9:00", () => {
    const mapped = mapFeedEvents(readFeedEvents(outlookCalendar(today), today, last), { servicesMatch: "misa, espanol", cancelMatch: "cancelled" }, { ...context, weekly: [weekly("sunday", "09:00")], language: "spanish" });
    expect(mapped.special).toHaveLength(7);
    expect(mapped.special.every((s) => s.language === "spanish" && s.title === "Misa en español")).toBe(true);
    expect(mapped.cancels.map((c) => `${c.date} ${c.time} ${c.note}`)).toEqual(["2027-02-28 09:00 Mass cancelled – Holy Hour instead"]);
  });

  test("a re-read changes only what changed, by the events' keys", () => {
    const events = readFeedEvents(googleCalendar(today), today, last);
    const before = mapFeedEvents(events, rules, context);
    expect(feedChanges(before, before)).toEqual({ special: { added: [], removed: [] }, cancels: { added: [], removed: [] } });
    const without = mapFeedEvents(readFeedEvents(googleCalendar(today, { withCarols: false }), today, last), rules, context);
    const changes = feedChanges(before, without);
    expect(changes.special.removed.map((s) => s.title)).toEqual(["Lessons and Carols"]);
    expect(changes.special.added).toEqual([]);
    const moved = mapFeedEvents(events.map((e) => (e.key === "youth@google.com" ? { ...e, time: "19:00" } : e)), rules, context);
    expect(feedChanges(before, moved).special.added.map((s) => `${s.uid} ${s.time}`)).toEqual(["youth@google.com 19:00"]);
    expect(feedChanges(before, moved).special.removed.map((s) => `${s.uid} ${s.time}`)).toEqual(["youth@google.com 18:30"]);
  });
});
