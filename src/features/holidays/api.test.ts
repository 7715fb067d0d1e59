import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import type { HolidayService } from "../../contract/holiday-services";
import { createChurch } from "../../db/seed/factories";
import { forgetCalendarZones, readCalendar as readAppCalendar } from "../../../tests/helpers/calendar";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createHolidayChurches, DOWNTOWN, HOLIDAY_NOW, HOSTILE_NAME } from "../../../tests/helpers/holidays";

let app: TestApp;
beforeAll(async () => {
  setSystemTime(HOLIDAY_NOW);
  app = await createTestApp();
  createHolidayChurches(app.db);
});
afterAll(() => {
  app.close();
  setSystemTime();
  forgetCalendarZones();
});

const list = async (query = "") => {
  const res = await app.request(`/api/services/christmas-eve${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as HolidayService[];
};
const names = (services: HolidayService[]) => services.map((s) => s.church.name);

describe("GET /api/services/{occasion}", () => {
  test("lists every approved church's services for the coming date by time, the evening before first", async () => {
    const services = await list();
    expect(services.map((s) => [s.church.name, s.date, s.time, s.language, s.title])).toEqual([
      ["Hill Country Church", "2026-12-23", "19:00", "spanish", "Misa de Nochebuena"],
      ["Alamo Chapel", "2026-12-24", "18:00", "english", "Family Service"],
      ["Mission Parish", "2026-12-24", "23:00", "bilingual", "Midnight Mass"],
    ]);
    expect(services[0]!.church).toMatchObject({ slug: "hill-country", id: expect.any(Number) });
    expect(services.every((s) => s.distanceMiles === null)).toBe(true);
  });

  test("sorts by distance from near, each with its miles; radius keeps the nearby ones", async () => {
    const services = await list(`?sort=distance&near=${DOWNTOWN}`);
    expect(names(services)).toEqual(["Alamo Chapel", "Mission Parish", "Hill Country Church"]);
    const miles = services.map((s) => s.distanceMiles!);
    expect(miles[0]).toBeLessThan(0.5);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(names(await list(`?sort=distance&near=${DOWNTOWN}&radius=10`))).toEqual(["Alamo Chapel", "Mission Parish"]);
  });

  test("a language finds what is spoken in it: bilingual services in English and in Spanish too", async () => {
    expect(names(await list("?language=spanish"))).toEqual(["Hill Country Church", "Mission Parish"]);
    expect(names(await list("?language=English"))).toEqual(["Alamo Chapel", "Mission Parish"]);
    expect(names(await list("?language=bilingual"))).toEqual(["Mission Parish"]);
    expect(await list("?language=other")).toEqual([]);
  });

  test("bad query values answer 400 naming the field", async () => {
    for (const [query, field, message] of [
      ["?sort=distance", "near", "near is needed to sort by distance"],
      ["?near=downtown", "near", "near is a latitude and longitude"],
      ["?near=95,10", "near", "near is a latitude and longitude"],
      ["?language=klingon", "language", "language is english, spanish, bilingual or other"],
      ["?sort=name", "sort", "sort is time or distance"],
      [`?near=${DOWNTOWN}&radius=0`, "radius", "radius is a number of miles"],
    ] as const) {
      const res = await app.request(`/api/services/christmas-eve${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; details: { fields: Record<string, string> } };
      expect(body.error).toStartWith(message);
      expect(Object.keys(body.details.fields)).toEqual([field]);
    }
  });

  test("an unknown occasion, or 'other' (no date), answers 404", async () => {
    for (const occasion of ["halloween", "other", "Christmas-Eve"]) {
      const res = await app.request(`/api/services/${occasion}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "No such occasion" });
    }
  });

  test("GET /api/services lists the occasions with their coming dates, soonest first", async () => {
    const occasions = (await (await app.request("/api/services")).json()) as { occasion: string; date: string }[];
    expect(occasions.slice(0, 3)).toEqual([
      { occasion: "las-posadas", label: "Las Posadas", date: "2026-12-16" },
      { occasion: "christmas-eve", label: "Christmas Eve", date: "2026-12-24" },
      { occasion: "christmas-day", label: "Christmas Day", date: "2026-12-25" },
    ] as never);
    expect(occasions).toHaveLength(12);
  });
});

const readCalendar = (path: string) => readAppCalendar(app, path);

describe("the holiday calendar (/services/{occasion}.ics)", () => {
  test("holds every listed service on San Antonio's clock, with its VTIMEZONE", async () => {
    const { calendar, events } = await readCalendar("/services/christmas-eve.ics");
    expect(calendar.getFirstPropertyValue("name")).toBe("Christmas Eve services in San Antonio");
    expect(calendar.getAllSubcomponents("vtimezone").map((z) => z.getFirstPropertyValue("tzid"))).toEqual(["America/Chicago"]);
    expect(events.map((e) => [e.summary, e.startDate.toString(), e.component.getFirstProperty("dtstart")!.getParameter("tzid")])).toEqual([
      ["Hill Country Church: Misa de Nochebuena · Spanish", "2026-12-23T19:00:00", "America/Chicago"],
      ["Alamo Chapel: Family Service", "2026-12-24T18:00:00", "America/Chicago"],
      ["Mission Parish: Midnight Mass · Bilingual", "2026-12-24T23:00:00", "America/Chicago"],
    ]);
    // 23:00 in San Antonio in December is 05:00 UTC the next day.
    expect(events[2]!.startDate.toJSDate().toISOString()).toBe("2026-12-25T05:00:00.000Z");
    expect(events[2]!.description).toBe("Carols from 10:30");
    expect(new Set(events.map((e) => e.uid)).size).toBe(3);
  });

  test("follows the page's filters, and a church name with ';', ',' and a line break is read back whole", async () => {
    createChurch(app.db, { name: HOSTILE_NAME, specialServices: [{ occasion: "christmas-eve", date: "2026-12-24", time: "17:00", durationMinutes: 60, language: "spanish", title: "Posada", note: "" }] });
    const { events } = await readCalendar("/services/christmas-eve.ics?language=spanish");
    expect(events.map((e) => e.summary)).toEqual(["Hill Country Church: Misa de Nochebuena · Spanish", `${HOSTILE_NAME}: Posada · Spanish`, "Mission Parish: Midnight Mass · Bilingual"]);
    expect(events[1]!.component.getAllProperties().map((p) => p.name)).not.toContain("x-evil");
  });

  test("a bad filter answers 400; an unknown occasion has no calendar", async () => {
    expect((await app.request("/services/christmas-eve.ics?sort=distance")).status).toBe(400);
    expect((await app.request("/services/halloween.ics")).status).toBe(404);
  });
});
