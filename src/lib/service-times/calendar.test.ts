import { afterAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import type { SpecialService } from "../../contract/service-times/occasions";
import type { ServiceRow, WeeklyService } from "../../contract/service-times/options";
import { weeklyService } from "../../contract/service-times/testing";
import { centralToUtc } from "../dates";
import { churchCalendar, type ChurchCalendar } from "./calendar";

// RFC 7986 NAME and the common X-WR-CALNAME are TEXT: let the parser unescape them as such.
Object.assign(ICAL.design.icalendar.property, { name: { defaultType: "text" }, "x-wr-calname": { defaultType: "text" } });
afterAll(() => ICAL.TimezoneService.remove("America/Chicago"));

const service = (more: Partial<WeeklyService> = {}) => weeklyService({ time: "09:00", ...more });
const christmasEve: SpecialService = { occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 90, language: "bilingual", title: "Midnight Mass", note: "Carols from 10:30" };
const base: ChurchCalendar = {
  church: { id: 7, name: "St. Mark", slug: "st-mark", address: "1 Main St" },
  weekly: [service()],
  special: [],
  events: [],
  origin: "https://churches.example.org",
  // Friday 20 February 2026, before the spring change.
  now: new Date("2026-02-20T18:00:00Z"),
};

/** The calendar as a reader sees it, its own VTIMEZONE registered (ical.js knows no zones itself). */
function read(input: Partial<ChurchCalendar>) {
  const text = churchCalendar({ ...base, ...input });
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { text, calendar, events };
}
const occurrences = (event: ICAL.Event, n: number) => {
  const it = event.iterator();
  return Array.from({ length: n }, () => it.next()!);
};

describe("weekly services", () => {
  test("recur weekly on their day, in America/Chicago with its VTIMEZONE, from the coming one", () => {
    const { text, calendar, events } = read({});
    expect(calendar.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toEqual(["America/Chicago"]);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(event!.component.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Chicago");
    expect(text).toContain("DTSTART;TZID=America/Chicago:20260222T090000\r\n");
    expect(text).toContain("DURATION:PT60M\r\n");
    expect(event!.summary).toBe("St. Mark: Worship");
    expect(event!.location).toBe("1 Main St, San Antonio, TX");
    expect(event!.component.getFirstPropertyValue("url")).toBe("https://churches.example.org/church/st-mark");
    // DTSTAMP stays in UTC, at the start of its day (stampOf).
    expect(text).toContain("DTSTAMP:20260220T000000Z\r\n");
  });

  test("drawn again later the same day it is the same bytes, so a poller holding its ETag gets 304", () => {
    const later = { special: [christmasEve], events: [], now: new Date("2026-02-20T23:59:58Z") };
    expect(churchCalendar({ ...base, ...later }) === churchCalendar({ ...base, ...later, now: new Date("2026-02-20T00:00:01Z") })).toBe(true);
  });

  test("a Sunday 9:00 service is at 9:00 local after the March change (14:00 UTC), and after November's (15:00 UTC)", () => {
    const { events } = read({});
    const weeks = occurrences(events[0]!, 40);
    const at = (day: string) => weeks.find((t) => t.toString().startsWith(day))!;
    for (const day of ["2026-02-22", "2026-03-01", "2026-03-08", "2026-03-15", "2026-11-01", "2026-11-08"]) {
      expect(at(day).toString()).toBe(`${day}T09:00:00`);
    }
    expect(at("2026-03-01").toJSDate().toISOString()).toBe("2026-03-01T15:00:00.000Z");
    expect(at("2026-03-08").toJSDate().toISOString()).toBe("2026-03-08T14:00:00.000Z");
    expect(at("2026-10-25").toJSDate().toISOString()).toBe("2026-10-25T14:00:00.000Z");
    expect(at("2026-11-01").toJSDate().toISOString()).toBe("2026-11-01T15:00:00.000Z");
  });

  test("the zone agrees with the runtime's time-zone data, around every change from 2026 to 2040", () => {
    const { events } = read({});
    const zone = events[0]!.startDate.zone;
    for (let year = 2026; year <= 2040; year++) {
      for (const day of [`${year}-03-0`, `${year}-03-1`, `${year}-11-0`].flatMap((p) => Array.from({ length: 10 }, (_, i) => `${p}${i}`)).filter((d) => !d.endsWith("-00"))) {
        // Not 1:00–2:00 in November: that hour happens twice and readers may choose either.
        for (const [hour, minute] of [[0, 30], [3, 0], [9, 0], [23, 30]] as const) {
          const [y, m, d] = day.split("-").map(Number) as [number, number, number];
          const local = new ICAL.Time({ year: y, month: m, day: d, hour, minute, second: 0, isDate: false }, zone);
          expect({ day, hour, at: local.toJSDate().toISOString() }).toEqual({ day, hour, at: centralToUtc(day, hour, minute).toISOString() });
        }
      }
    }
  });

  test("start on today's weekday when it is today; a service on another day starts that week", () => {
    const { text } = read({ weekly: [service({ day: "friday", time: "07:00" }), service({ day: "wednesday", time: "19:30", durationMinutes: 90, kind: "bible-study" })] });
    expect(text).toContain("DTSTART;TZID=America/Chicago:20260220T070000\r\n");
    expect(text).toContain("DTSTART;TZID=America/Chicago:20260225T193000\r\n");
    expect(text).toContain("DURATION:PT90M\r\n");
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=FR\r\n");
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=WE\r\n");
  });

  test("the summary says the kind, language, ASL and note; rows to review are left out; each UID is unique", () => {
    const pending: ServiceRow = { ...service(), day: null, time: null, note: "Call for times", needsReview: true };
    const { events } = read({
      weekly: [service({ kind: "mass", language: "spanish", asl: true, note: "Vigil", day: "saturday", time: "17:00" }), pending, service(), service({ note: "Chapel" })],
    });
    expect(events.map((e) => e.summary)).toEqual(["St. Mark: Mass · Spanish · ASL · Vigil", "St. Mark: Worship", "St. Mark: Worship · Chapel"]);
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(3);
    for (const id of uids) expect(id).toMatch(/^church-7-.+@churches\.example\.org$/);
  });
});

describe("special services and dated events", () => {
  test("a special service on its date and wall-clock time, not recurring; an event at its instant", () => {
    const { events } = read({
      weekly: [],
      special: [christmasEve],
      events: [
        { id: 3, title: "Spring Fair", description: "Games.", date: "2026-05-01", time: "6:00 PM", startsAt: "2026-05-01T23:00:00.000Z", address: "Parish Hall" },
        // No time announced: all day on its date, not the 10:00 the site orders it by.
        { id: 4, title: "Clean-Up Day", description: "Bring gloves.", date: "2026-05-02", time: null, startsAt: "2026-05-02T15:00:00.000Z", address: "" },
      ],
    });
    const [eve, fair] = events;
    expect(eve!.summary).toBe("St. Mark: Midnight Mass · Bilingual");
    expect(eve!.description).toBe("Carols from 10:30");
    expect(eve!.startDate.toString()).toBe("2026-12-24T23:00:00");
    expect(eve!.endDate.toString()).toBe("2026-12-25T00:30:00");
    expect(eve!.startDate.toJSDate().toISOString()).toBe("2026-12-25T05:00:00.000Z");
    expect(eve!.isRecurring()).toBe(false);
    expect(fair!.summary).toBe("Spring Fair");
    expect(fair!.startDate.toString()).toBe("2026-05-01T18:00:00");
    expect(fair!.startDate.toJSDate().toISOString()).toBe("2026-05-01T23:00:00.000Z");
    expect(fair!.endDate.toJSDate().toISOString()).toBe("2026-05-02T01:00:00.000Z");
    expect(fair!.location).toBe("Parish Hall, San Antonio, TX");
    expect(fair!.component.getFirstPropertyValue("url")).toBe("https://churches.example.org/events/3");
    const cleanUp = events[2]!;
    expect([cleanUp.startDate.isDate, cleanUp.startDate.toString(), cleanUp.endDate.toString()]).toEqual([true, "2026-05-02", "2026-05-03"]);
  });

  test("a special service without a title is named by its occasion", () => {
    const { events } = read({ weekly: [], special: [{ ...christmasEve, title: "", language: "english", occasion: "good-friday", date: "2026-04-03", time: "12:00" }] });
    expect(events[0]!.summary).toBe("St. Mark: Good Friday");
  });
});

describe("text written into the calendar", () => {
  test("CR/LF, ';', ',', '\\' and control characters in names and notes stay inside their property", () => {
    const hostile = "St. Mark\u0007\r\nX-INJECTED:yes\r\nEND:VEVENT;a,b\\c";
    const { text, calendar, events } = read({
      church: { id: 7, name: hostile, slug: "st-mark", address: "1 Main St\r\nX-LOC:1" },
      special: [{ ...christmasEve, title: "Mass\nX-TITLE:1", note: "Bring a candle;\r\nBEGIN:VALARM" }],
      events: [{ id: 3, title: "Fair\r\nX-EVENT:1", description: "Line one;\nLine, two\\.", date: "2026-05-01", time: "6:00 PM", startsAt: "2026-05-01T23:00:00.000Z", address: "Hall" }],
    });
    expect(text).not.toMatch(/^(X-INJECTED|X-LOC|X-TITLE|X-EVENT|BEGIN:VALARM)/m);
    expect(text.match(/^END:VEVENT/gm)).toHaveLength(3);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const name = "St. Mark\nX-INJECTED:yes\nEND:VEVENT;a,b\\c";
    expect(calendar.getFirstPropertyValue("name")).toBe(`${name} services`);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${name} services`);
    expect(events.map((e) => e.summary)).toEqual([`${name}: Worship`, `${name}: Mass\nX-TITLE:1 · Bilingual`, "Fair\nX-EVENT:1"]);
    expect(events[0]!.location).toBe("1 Main St\nX-LOC:1, San Antonio, TX");
    expect(events[1]!.description).toBe("Bring a candle;\nBEGIN:VALARM");
    expect(events[2]!.description).toBe(`Line one;\nLine, two\\.\n\nHosted by ${name}.`);
  });
});
