import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { events } from "../../db/schema";
import { createChurch, createEvent, createSession, createUser } from "../../db/seed/factories";
import { centralToUtc } from "../../lib/dates";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";

// RFC 7986 NAME and the common X-WR-CALNAME are TEXT: let the parser unescape them as such.
Object.assign(ICAL.design.icalendar.property, { name: { defaultType: "text" }, "x-wr-calname": { defaultType: "text" } });

/** Text stored before the schema cleaned it (or written straight to the database). */
const HOSTILE = "Fair\u0007\r\nX-INJECTED:yes\r\nEND:VEVENT;a,b\\c";
/** What a calendar reader should read back: a line break where one was, no control character. */
const READ_BACK = "Fair\nX-INJECTED:yes\nEND:VEVENT;a,b\\c";

let app: TestApp;
let plainId: number;
let hostileId: number;
beforeAll(async () => {
  app = await createTestApp();
  const church = createChurch(app.db, { name: "St. Mark\nX-CHURCH:1;x,y" });
  const at = centralToUtc("2099-05-01", 18, 0);
  plainId = createEvent(app.db, { title: "Plain Title", churchId: church.id, startsAt: at, location: "Hall", description: "Line one.\nLine two." }).id;
  hostileId = createEvent(app.db, { title: HOSTILE, churchId: church.id, startsAt: at, location: "Hall\r\nX-LOC:1", description: "Line one;\nLine, two\\." }).id;
});
afterAll(() => app.close());

const calendarOf = async (path: string) => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};
/** Content lines after unfolding (RFC 5545 3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n").filter(Boolean);
const propertyNames = (component: ICAL.Component) => component.getAllProperties().map((p) => p.name);

describe("text written into calendars", () => {
  test("a title with CR/LF, ';', ',', '\\' and a control character is one escaped property: the same lines as a plain title", async () => {
    const plain = await calendarOf(`/events/${plainId}/calendar.ics`);
    const hostile = await calendarOf(`/events/${hostileId}/calendar.ics`);
    expect(contentLines(hostile).length).toBe(contentLines(plain).length);
    expect(hostile).not.toMatch(/^(X-INJECTED|X-LOC|X-CHURCH)/m);
    expect(hostile.match(/^END:VEVENT/gm)).toHaveLength(1);
    // Folded at 75 octets.
    for (const line of hostile.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(hostile));
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    const plainCalendar = new ICAL.Component(ICAL.parse(plain));
    expect(propertyNames(calendar)).toEqual(propertyNames(plainCalendar));
    expect(propertyNames(vevent)).toEqual(propertyNames(plainCalendar.getFirstSubcomponent("vevent")!));
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);

    expect(calendar.getFirstPropertyValue("name")).toBe(READ_BACK);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(READ_BACK);
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe(READ_BACK);
    expect(event.location).toBe("Hall\nX-LOC:1, San Antonio, TX");
    expect(event.description).toBe("Line one;\nLine, two\\.\n\nHosted by St. Mark\nX-CHURCH:1;x,y.");
  });

  test("the upcoming calendar holds both events, each once", async () => {
    const calendar = new ICAL.Component(ICAL.parse(await calendarOf("/events.ics")));
    const titles = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v).summary);
    expect(titles.sort()).toEqual([READ_BACK, "Plain Title"]);
  });

  test("a title sent with line breaks is stored on one line, and its calendar has the plain title's lines", async () => {
    const admin = await createUser(app.db, { role: "admin" });
    const cookie = `sid=${createSession(app.db, admin.id)}`;
    const res = await app.request(
      "/api/admin/events",
      jsonRequest("POST", { title: "Choir\r\nX-INJECTED:yes", description: "Carols by candlelight.\nAll welcome.", date: "2099-05-01", time: "6:00 PM", location: "Nave\nX-LOC:1", category: "music" }, { cookie }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = app.db.select().from(events).where(eq(events.id, id)).get()!;
    expect([row.title, row.location, row.description]).toEqual(["Choir X-INJECTED:yes", "Nave X-LOC:1", "Carols by candlelight.\nAll welcome."]);
    app.db.update(events).set({ status: "approved" }).where(eq(events.id, id)).run();
    const ics = await calendarOf(`/events/${id}/calendar.ics`);
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!).summary).toBe("Choir X-INJECTED:yes");
    expect(ics).not.toMatch(/^X-(INJECTED|LOC)/m);
  });
});

describe("times in event calendars", () => {
  test("an event with a time lasts two hours from it; one without a time is an all-day entry on its day, not 10:00–12:00", async () => {
    const timed = createEvent(app.db, { title: "Timed", startsAt: centralToUtc("2099-06-05", 18, 30), location: "Hall" }).id;
    const untimed = createEvent(app.db, { title: "Untimed", startsAt: centralToUtc("2099-06-06", 10, 0), hasTime: false, location: "Hall" }).id;
    const eventOf = async (id: number) => new ICAL.Event(new ICAL.Component(ICAL.parse(await calendarOf(`/events/${id}/calendar.ics`))).getFirstSubcomponent("vevent")!);

    const withTime = await eventOf(timed);
    expect(withTime.startDate.isDate).toBe(false);
    expect(withTime.startDate.toJSDate().toISOString()).toBe("2099-06-05T23:30:00.000Z");
    expect(withTime.endDate.toJSDate().getTime() - withTime.startDate.toJSDate().getTime()).toBe(2 * 3600 * 1000);

    const allDay = await eventOf(untimed);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe("2099-06-06");
    expect(allDay.endDate.toString()).toBe("2099-06-07");
  });
});
