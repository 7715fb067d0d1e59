import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createChurch, createEvent } from "../../db/seed/factories";
import { centralToUtc } from "../../lib/dates";
import { forgetCalendarZones, readCalendar } from "../../../tests/helpers/calendar";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { HOSTILE_NAME } from "../../../tests/helpers/holidays";

let app: TestApp;
let churchId: number;
beforeAll(async () => {
  // Tuesday 1 December 2026 in San Antonio.
  setSystemTime(new Date("2026-12-01T18:00:00Z"));
  app = await createTestApp();
  const church = createChurch(app.db, {
    name: HOSTILE_NAME,
    slug: "st-mark",
    serviceTimes: [
      { day: "sunday", time: "09:00" },
      { day: "wednesday", time: "19:00", language: "spanish", kind: "bible-study" },
    ],
    specialServices: [{ occasion: "christmas-eve", date: "2026-12-24", time: "23:00", durationMinutes: 90, language: "spanish", title: "Midnight Mass", note: "Carols; tamales, after" }],
  });
  churchId = church.id;
  createEvent(app.db, { title: "Advent Concert", churchId, startsAt: centralToUtc("2026-12-13", 18, 0) });
  createEvent(app.db, { title: "Pending Bazaar", churchId, startsAt: centralToUtc("2026-12-14", 18, 0), status: "pending" });
  createEvent(app.db, { title: "Last Month's Supper", churchId, startsAt: centralToUtc("2026-11-01", 18, 0) });
  const other = createChurch(app.db, { name: "Other Church", slug: "other" });
  createEvent(app.db, { title: "Someone Else's Fair", churchId: other.id, startsAt: centralToUtc("2026-12-13", 10, 0) });
  createChurch(app.db, { name: "Pending Church", slug: "pending-church", status: "pending" });
});
afterAll(() => {
  app.close();
  setSystemTime();
  forgetCalendarZones();
});

const read = (path: string) => readCalendar(app, path);

describe("/church/{slug}/calendar.ics", () => {
  test("weekly services recur weekly in America/Chicago with its VTIMEZONE, from their coming day", async () => {
    const { calendar, events } = await read("/church/st-mark/calendar.ics");
    expect(calendar.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toEqual(["America/Chicago"]);
    const weekly = events.filter((e) => e.isRecurring());
    expect(weekly.map((e) => [e.component.getFirstPropertyValue("rrule")!.toString(), e.startDate.toString(), e.component.getFirstProperty("dtstart")!.getParameter("tzid")])).toEqual([
      ["FREQ=WEEKLY;BYDAY=SU", "2026-12-06T09:00:00", "America/Chicago"],
      ["FREQ=WEEKLY;BYDAY=WE", "2026-12-02T19:00:00", "America/Chicago"],
    ]);
    expect(weekly[1]!.summary).toBe(`${HOSTILE_NAME}: Bible study · Spanish`);
  });

  test("special services are dated; the church's approved upcoming events are in, nobody else's", async () => {
    const { events } = await read("/church/st-mark/calendar.ics");
    const once = events.filter((e) => !e.isRecurring());
    expect(once.map((e) => [e.summary, e.startDate.toJSDate().toISOString()])).toEqual([
      [`${HOSTILE_NAME}: Midnight Mass · Spanish`, "2026-12-25T05:00:00.000Z"],
      ["Advent Concert", "2026-12-14T00:00:00.000Z"],
    ]);
    expect(once[0]!.startDate.toString()).toBe("2026-12-24T23:00:00");
    expect(once[0]!.endDate.toString()).toBe("2026-12-25T00:30:00");
    expect(once[0]!.description).toBe("Carols; tamales, after");
  });

  test("a name with ';', ',' and a line break is escaped text: read back whole, no property injected", async () => {
    const { text, calendar, events } = await read("/church/st-mark/calendar.ics");
    expect(calendar.getFirstPropertyValue("name")).toBe(`${HOSTILE_NAME} services`);
    expect(text).not.toMatch(/^X-EVIL/m);
    for (const event of events) expect(event.component.getAllProperties().map((p) => p.name)).not.toContain("x-evil");
  });

  test("the church's id works too; an unknown or unapproved church answers 404", async () => {
    await read(`/church/${churchId}/calendar.ics`);
    for (const path of ["/church/nowhere/calendar.ics", "/church/pending-church/calendar.ics"]) expect((await app.request(path)).status).toBe(404);
  });
});
