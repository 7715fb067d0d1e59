import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { createArticle, createChurch, createEvent } from "../../db/seed/factories";
import { centralToUtc } from "../../lib/dates";
import { forgetCalendarZones, readCalendar } from "../../../tests/helpers/calendar";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createHolidayChurches, HOLIDAY_NOW } from "../../../tests/helpers/holidays";

/** The files themselves, as a calendar app or a feed reader takes them (docs/service-times.md, Calendar files). */

let app: TestApp;
let eventId = 0;
let graceId = 0;
const picture = Buffer.alloc(12_345, 7);
beforeAll(async () => {
  setSystemTime(HOLIDAY_NOW);
  app = await createTestApp({ PUBLIC_URL: "https://churches.example.org" });
  createHolidayChurches(app.db);
  graceId = createChurch(app.db, { name: "Grace Church", slug: "grace-church", serviceTimes: [{ day: "sunday", time: "09:00" }] }).id;
  createChurch(app.db, { name: "Quiet Chapel", slug: "quiet-chapel", serviceTimes: [] });
  eventId = createEvent(app.db, { title: "Advent Concert: Lessons & Carols", churchId: graceId, startsAt: centralToUtc("2026-12-22", 18, 0) }).id;
  writeFileSync(join(app.ctx.env.UPLOADS_DIR, "0123456789abcdef0123456789abcdef-1600.webp"), picture);
  createArticle(app.db, { title: "Stored Picture", slug: "stored", imageUrl: "/uploads/0123456789abcdef0123456789abcdef-1600.webp" });
  createArticle(app.db, { title: "Picture Elsewhere", slug: "elsewhere", imageUrl: "https://images.example.net/choir.jpg" });
  createArticle(app.db, { title: "Picture Gone", slug: "gone", imageUrl: "/uploads/ffffffffffffffffffffffffffffffff-1600.webp" });
});
afterAll(() => {
  app.close();
  setSystemTime();
  forgetCalendarZones();
});

const CALENDARS = ["/events.ics", "/es/events.ics", "/church/grace-church/calendar.ics", "/es/church/grace-church/calendar.ics", "/church/quiet-chapel/calendar.ics", "/services/christmas-eve.ics", "/services/thanksgiving.ics", "/es/services/thanksgiving.ics"];

describe("every calendar file", () => {
  test("ends every line with CRLF, the last one (END:VCALENDAR) too", async () => {
    for (const path of [...CALENDARS, `/events/${eventId}/calendar.ics`]) {
      const { text } = await readCalendar(app, path);
      expect({ path, ends: text.endsWith("END:VCALENDAR\r\n") }).toEqual({ path, ends: true });
      expect({ path, bareLineFeeds: text.replaceAll("\r\n", "").includes("\n") }).toEqual({ path, bareLineFeeds: false });
    }
  });

  test("holds at least one component, even when nothing is listed (RFC 5545, 3.6)", async () => {
    for (const path of CALENDARS) {
      const { calendar } = await readCalendar(app, path);
      expect({ path, components: calendar.getAllSubcomponents().length > 0 }).toEqual({ path, components: true });
    }
  });
});

describe("a holiday nobody has listed services for (/services/thanksgiving.ics)", () => {
  test("is a valid calendar with San Antonio's VTIMEZONE and no event", async () => {
    for (const path of ["/services/thanksgiving.ics", "/es/services/thanksgiving.ics"]) {
      const { calendar, events } = await readCalendar(app, path);
      forgetCalendarZones();
      expect(events).toEqual([]);
      expect(calendar.getAllSubcomponents().map((c) => [c.name, c.getFirstPropertyValue("tzid")])).toEqual([["vtimezone", "America/Chicago"]]);
      expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    }
    expect((await readCalendar(app, "/services/thanksgiving.ics")).calendar.getFirstPropertyValue("x-wr-calname")).toBe("Thanksgiving services in San Antonio");
  });

  test("a church with no service and no event answers the same valid empty calendar", async () => {
    const { calendar, events } = await readCalendar(app, "/church/quiet-chapel/calendar.ics");
    expect(events).toEqual([]);
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
  });

  test("a calendar with events keeps its one VTIMEZONE", async () => {
    const { calendar, events } = await readCalendar(app, "/services/christmas-eve.ics");
    expect(events.length).toBe(3);
    expect(calendar.getAllSubcomponents("vtimezone")).toHaveLength(1);
  });
});

describe("the files' names (Content-Disposition)", () => {
  const fileName = async (path: string) => (await app.request(path)).headers.get("content-disposition");

  test("a church's calendar is named after the church, asked by slug or by id, in either language", async () => {
    expect(await fileName("/church/grace-church/calendar.ics")).toBe('inline; filename="grace-church.ics"');
    expect(await fileName(`/church/${graceId}/calendar.ics`)).toBe('inline; filename="grace-church.ics"');
    expect(await fileName("/es/church/grace-church/calendar.ics")).toBe('inline; filename="grace-church.ics"');
  });

  test("a slug that is no safe file name is made one", async () => {
    createChurch(app.db, { name: "Odd", slug: 'odd"; name=x\\y.ics' });
    expect(await fileName(`/church/${encodeURIComponent('odd"; name=x\\y.ics')}/calendar.ics`)).toBe('inline; filename="odd-name-x-y-ics.ics"');
  });

  test("an event's calendar is named after the event; an occasion's after the occasion", async () => {
    expect(await fileName(`/events/${eventId}/calendar.ics`)).toBe('attachment; filename="advent-concert-lessons-carols.ics"');
    expect(await fileName("/services/christmas-eve.ics")).toBe('attachment; filename="christmas-eve.ics"');
  });
});

describe("the RSS feed's enclosures", () => {
  const items = async (path: string) => {
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(await (await app.request(path)).text());
    return xml.rss.channel.item as { title: string; enclosure?: { url: string; length: string; type: string } }[];
  };

  test("a stored picture says its real length in bytes and its type", async () => {
    for (const path of ["/rss.xml", "/es/rss.xml"]) {
      const stored = (await items(path)).find((i) => i.title === "Stored Picture");
      expect(stored?.enclosure).toEqual({ url: "https://churches.example.org/uploads/0123456789abcdef0123456789abcdef-1600.webp", length: String(picture.byteLength), type: "image/webp" });
    }
  });

  test("a picture whose length cannot be known has no enclosure, never length 0", async () => {
    const all = await items("/rss.xml");
    expect(all.find((i) => i.title === "Picture Elsewhere")!.enclosure).toBeUndefined();
    expect(all.find((i) => i.title === "Picture Gone")!.enclosure).toBeUndefined();
    expect((await (await app.request("/rss.xml")).text()).includes('length="0"')).toBe(false);
  });
});
