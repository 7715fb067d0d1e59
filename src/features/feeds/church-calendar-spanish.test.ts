import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import ICAL from "ical.js";
import { createChurch, createEvent } from "../../db/seed/factories";
import { centralToUtc } from "../../lib/dates";
import { forgetCalendarZones, readCalendar } from "../../../tests/helpers/calendar";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let eventId: number;
beforeAll(async () => {
  // Tuesday 1 December 2026 in San Antonio.
  setSystemTime(new Date("2026-12-01T18:00:00Z"));
  app = await createTestApp();
  const parish = createChurch(app.db, {
    name: "San Fernando",
    slug: "san-fernando",
    denomination: "Catholic",
    serviceTimes: [{ day: "sunday", time: "09:00" }, { day: "saturday", time: "16:00", kind: "confession" }],
    specialServices: [
      { occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 90, language: "bilingual", title: "", note: "" },
      { occasion: "christmas-day", date: "2026-12-25", time: "10:00", durationMinutes: 60, language: "english", title: "Midnight Mass", note: "Carols first" },
    ],
  });
  eventId = createEvent(app.db, { title: "Advent Concert", churchId: parish.id, startsAt: centralToUtc("2026-12-13", 18, 0), description: "Choir and strings." }).id;
  createChurch(app.db, {
    name: "Trinity Baptist",
    slug: "trinity",
    denomination: "Baptist",
    serviceTimes: [{ day: "sunday", time: "10:30" }, { day: "wednesday", time: "19:00", language: "spanish", kind: "bible-study" }],
  });
});
afterAll(() => {
  app.close();
  setSystemTime();
  forgetCalendarZones();
});

const read = (path: string) => readCalendar(app, path);
const urlOf = (event: ICAL.Event) => String(event.component.getFirstPropertyValue("url"));

describe("/es/church/{slug}/calendar.ics (docs/i18n.md)", () => {
  test("a Catholic church's calendar says 'misa': its name and its weekly services in Spanish", async () => {
    const { calendar, events } = await read("/es/church/san-fernando/calendar.ics");
    expect(calendar.getFirstPropertyValue("name")).toBe("Misas de San Fernando");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Misas de San Fernando");
    // The product identifier names the calendar's language (RFC 5545 PRODID).
    expect(calendar.getFirstPropertyValue("prodid")).toEndWith("//ES");
    expect(events.filter((e) => e.isRecurring()).map((e) => e.summary)).toEqual(["San Fernando: Misa", "San Fernando: Confesión"]);
  });

  test("special services are named by the occasion in Spanish; what the owner wrote stays as written", async () => {
    const { events } = await read("/es/church/san-fernando/calendar.ics");
    const once = events.filter((e) => !e.isRecurring());
    expect(once.map((e) => e.summary)).toEqual(["San Fernando: Nochebuena · Bilingüe", "San Fernando: Midnight Mass", "Advent Concert"]);
    expect(once[1]!.description).toBe("Carols first");
    expect(once[2]!.description).toBe("Choir and strings.\n\nOrganizado por San Fernando.");
  });

  test("every link is the Spanish page's", async () => {
    const { events } = await read("/es/church/san-fernando/calendar.ics");
    const paths = events.map((e) => new URL(urlOf(e)).pathname);
    expect(paths).toEqual([...Array(4).fill("/es/church/san-fernando"), `/es/events/${eventId}`]);
  });

  test("another church's services are 'servicios', its kinds and languages in Spanish", async () => {
    const { calendar, events } = await read("/es/church/trinity/calendar.ics");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Servicios de Trinity Baptist");
    expect(events.map((e) => e.summary)).toEqual(["Trinity Baptist: Culto", "Trinity Baptist: Estudio bíblico · Español"]);
  });

  test("the English calendar keeps its words and links", async () => {
    const { calendar, events } = await read("/church/san-fernando/calendar.ics");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("San Fernando services");
    expect(calendar.getFirstPropertyValue("prodid")).toEndWith("//EN");
    expect(events.map((e) => e.summary)).toEqual(["San Fernando: Worship", "San Fernando: Confession", "San Fernando: Christmas Eve · Bilingual", "San Fernando: Midnight Mass", "Advent Concert"]);
    expect(events.map((e) => new URL(urlOf(e)).pathname).every((p) => !p.startsWith("/es/"))).toBe(true);
  });

  test("an unknown church answers 404 in Spanish too", async () => {
    expect((await app.request("/es/church/nowhere/calendar.ics")).status).toBe(404);
  });

  test("the Spanish profile links the Spanish calendar, to subscribe and to download", async () => {
    const html = await (await app.request("/es/church/san-fernando")).text();
    expect(html).toMatch(/href="webcal:\/\/[^"/]+\/es\/church\/san-fernando\/calendar\.ics"/);
    expect(html).toMatch(/href="https?:\/\/[^"/]+\/es\/church\/san-fernando\/calendar\.ics" download/);
    const english = await (await app.request("/church/san-fernando")).text();
    expect(english).toMatch(/href="https?:\/\/[^"/]+\/church\/san-fernando\/calendar\.ics" download/);
  });
});
