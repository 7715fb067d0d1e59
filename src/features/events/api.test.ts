import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { createChurch, createEvent } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { centralToUtc } from "../../lib/dates";
import type { PublicEvent } from "../../contract/events";
import { parseEventTime } from "../../contract/dates";

let app: TestApp;
let concertId: number;
let cleanUpId: number;
beforeAll(async () => {
  app = await createTestApp();
  const church = createChurch(app.db, { name: "Mission Road Methodist", slug: "mission-road", address: "500 Mission Rd, San Antonio, TX 78210" });
  concertId = createEvent(app.db, { title: "Gospel Concert", category: "music", startsAt: centralToUtc("2099-12-24", 18, 30), churchId: church.id, location: "Mission Road, San Antonio" }).id;
  cleanUpId = createEvent(app.db, { title: "Clean-Up Day", category: "cleanup" as "general", startsAt: centralToUtc("2099-06-01", 0, 0), hasTime: false, churchId: church.id, location: "" }).id;
  createEvent(app.db, { title: "Last Year's Fair", startsAt: new Date("2020-01-01T18:00:00Z") });
  createEvent(app.db, { title: "Awaiting Review", startsAt: centralToUtc("2099-07-01", 9, 0), status: "pending" });
});
afterAll(() => app.close());

describe("GET /api/events", () => {
  test("upcoming approved events, soonest first, with Central date and 12-hour time", async () => {
    const events = (await (await app.request("/api/events")).json()) as PublicEvent[];
    expect(events.map((e) => e.title)).toEqual(["Clean-Up Day", "Gospel Concert"]);
    const concert = events[1]!;
    expect(concert).toMatchObject({ date: "2099-12-24", time: "6:30 PM", category: "music", church: { name: "Mission Road Methodist", slug: "mission-road" } });
    expect(concert.startsAt).toBe("2099-12-25T00:30:00.000Z");
  });

  test("an event without a time starts at 10:00 in San Antonio and shows no time", async () => {
    const events = (await (await app.request("/api/events")).json()) as PublicEvent[];
    expect(events[0]).toMatchObject({ time: null, date: "2099-06-01", startsAt: "2099-06-01T15:00:00.000Z" });
  });
});

describe("event times as typed", () => {
  test("12-hour and 24-hour inputs read the same", () => {
    expect(parseEventTime("6:30 PM")).toEqual({ hour: 18, minute: 30 });
    expect(parseEventTime("18:30")).toEqual({ hour: 18, minute: 30 });
    expect(parseEventTime("12:05 am")).toEqual({ hour: 0, minute: 5 });
    expect(parseEventTime("13:00 PM")).toBeNull();
    expect(parseEventTime("25:00")).toBeNull();
  });
});

describe("event pages", () => {
  test("an event page shows its church, calendar link and Event JSON-LD (2 hours, free, offline)", async () => {
    const html = await (await app.request(`/events/${concertId}`)).text();
    expect(html).toContain('href="/church/mission-road"');
    expect(html).toContain(`href="/events/${concertId}/calendar.ics"`);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(data).toMatchObject({
      "@type": "Event",
      startDate: "2099-12-25T00:30:00.000Z",
      endDate: "2099-12-25T02:30:00.000Z",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      offers: { price: 0, priceCurrency: "USD" },
    });
  });

  test("an event whose time was not announced is a date in its JSON-LD and in its church's calendar, as in its own", async () => {
    const html = await (await app.request(`/events/${cleanUpId}`)).text();
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, unknown>;
    expect([data.startDate, data.endDate]).toEqual(["2099-06-01", undefined]);
    // Held at its church, whose street address it carries everywhere.
    expect(data.location).toMatchObject({ name: "Mission Road Methodist", address: { streetAddress: "500 Mission Rd" } });
    const own = await (await app.request(`/events/${cleanUpId}/calendar.ics`)).text();
    const church = await (await app.request("/church/mission-road/calendar.ics")).text();
    expect(own.includes("DTSTART;VALUE=DATE:20990601")).toBe(true);
    expect(church.includes("DTSTART;VALUE=DATE:20990601")).toBe(true);
    expect(church.includes("LOCATION:500 Mission Rd\\, San Antonio\\, TX 78210")).toBe(true);
  });

  test("unknown and pending events answer 404", async () => {
    expect((await app.request("/events/999999")).status).toBe(404);
    expect((await app.request("/events/abc")).status).toBe(404);
  });

  test("the events page lists cards with 'Learn More' and 'Submit an Event'", async () => {
    const html = await (await app.request("/events")).text();
    expect(html).toContain("Gospel Concert");
    expect(html).toContain("Learn More");
    expect(html).toContain("Submit an Event");
    expect(html).not.toContain("Awaiting Review");
  });
});

describe("calendars", () => {
  test("one event's .ics parses (RFC 5545): 2 hours, UTC times, a download", async () => {
    const res = await app.request(`/events/${concertId}/calendar.ics`);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const component = new ICAL.Component(ICAL.parse(await res.text()));
    const vevent = new ICAL.Event(component.getFirstSubcomponent("vevent")!);
    expect(vevent.summary).toBe("Gospel Concert");
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2099-12-25T00:30:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2099-12-25T02:30:00.000Z");
    expect(vevent.location).toBe("Mission Road, San Antonio, TX");
  });

  test("the upcoming calendar holds every upcoming event", async () => {
    const component = new ICAL.Component(ICAL.parse(await (await app.request("/events.ics")).text()));
    const titles = component.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary);
    expect(titles.sort()).toEqual(["Clean-Up Day", "Gospel Concert"]);
  });

  test("an unknown event's calendar answers 404", async () => {
    expect((await app.request(`/events/424242/calendar.ics`)).status).toBe(404);
  });
});
