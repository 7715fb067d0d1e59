import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createHolidayChurches, DOWNTOWN, HOLIDAY_NOW } from "../../../tests/helpers/holidays";

// How a holiday page lays out its services (docs/decisions/0064-holiday-and-event-lists.md):
// parts of the day with their counts, 50 at first and 'Show more', the order offered only with a
// place, and words for the evening before and the day itself.
let app: TestApp;
beforeAll(async () => {
  setSystemTime(HOLIDAY_NOW);
  app = await createTestApp();
  createHolidayChurches(app.db);
  // 55 morning services on Good Friday, 2 April 2027: more than the first 50.
  for (let i = 1; i <= 55; i++) {
    const time = `${String(6 + Math.floor(i / 12)).padStart(2, "0")}:${String((i % 12) * 5).padStart(2, "0")}`;
    createChurch(app.db, { name: `Chapel ${i}`, slug: `chapel-${i}`, specialServices: [{ occasion: "good-friday", date: "2027-03-26", time, durationMinutes: 60, language: "english", title: "", note: "" }] });
  }
});
afterAll(() => {
  app.close();
  setSystemTime();
});

const get = (path: string) => app.request(path);
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const shown = async (path: string) => text(await (await get(path)).text());

describe("a holiday page's list", () => {
  test("each day's services are grouped by part of the day, each part with its count", async () => {
    setSystemTime(HOLIDAY_NOW);
    const body = await shown("/services/christmas-eve");
    expect(body).toContain("Wednesday, December 23 · the evening before Evening · 1 service 7:00 PM Hill Country Church");
    expect(body).toContain("Thursday, December 24 Evening · 2 services 6:00 PM Alamo Chapel");
    expect(await shown("/es/services/christmas-eve")).toContain("jueves 24 de diciembre Por la noche · 2 servicios");
  });

  test("without a place there is no 'Order' to choose; with one, time or distance", async () => {
    expect(await (await get("/services/christmas-eve")).text()).not.toContain('name="sort"');
    const near = await (await get(`/services/christmas-eve?near=${DOWNTOWN}`)).text();
    expect(near).toMatch(/<select[^>]*name="sort"[^>]*><option value="time" selected="">Time<\/option><option value="distance">Distance<\/option>/);
  });

  test("50 services at first; 'Show more' keeps the filters and opens the longer list at the first service it adds", async () => {
    const first = await (await get("/services/good-friday?language=english")).text();
    expect(text(first)).toContain("55 services, by time");
    expect(text(first)).toContain("Friday, March 26 Morning · 55 services");
    expect(first).toContain('id="service-50"');
    expect(first).not.toContain('id="service-51"');
    expect(text(first)).toContain("Showing 50 of 55. Show 5 more services");
    expect(first).toContain('href="/services/good-friday?language=english&amp;shown=100#service-51"');
    expect(first).toContain('href="/services/good-friday.ics?language=english" download');

    const more = await (await get("/services/good-friday?language=english&shown=100")).text();
    expect(more).toContain('id="service-55"');
    expect(text(more)).not.toContain("Show 5 more");
    expect(more).toContain('href="/services/good-friday.ics?language=english" download');
    expect(text(await (await get("/es/services/good-friday")).text())).toContain("Se muestran 50 de 55. Ver 5 servicios más");
  });

  test("a 'shown' the page cannot use answers 400 with its message, the first 50 listed", async () => {
    const res = await get("/services/good-friday?shown=0");
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toMatch(/role="alert">shown is a whole number from 1 to 500/);
    expect(body).toContain('id="service-50"');
    expect(await (await get("/es/services/good-friday?shown=abc")).text()).toContain("shown es un número entero del 1 al 500");
  });

  test("fields the form sent empty are dropped by a redirect to the clean address, in either language", async () => {
    const res = await get("/services/christmas-eve?language=&sort=time");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/services/christmas-eve?sort=time");
    expect((await get("/es/services/christmas-eve?language=")).headers.get("location")).toBe("/es/services/christmas-eve");
    expect((await get("/services/christmas-eve?language=spanish")).status).toBe(200);
  });
});

describe("the words on and before the day", () => {
  test("days before: the date, and the evening before included", async () => {
    setSystemTime(HOLIDAY_NOW);
    const body = await shown("/services/christmas-eve");
    expect(body).toContain("Christmas Eve · Thursday, December 24, 2026 Christmas Eve services at San Antonio's churches, the evening before included.");
  });

  test("the evening before: tomorrow, tonight's vigils, and today's heading over them", async () => {
    setSystemTime(new Date("2026-12-23T18:00:00Z"));
    const body = await shown("/services/christmas-eve");
    expect(body).toContain("Christmas Eve · Tomorrow, Thursday, December 24 Christmas Eve services at San Antonio's churches: tonight's vigils, then tomorrow's services.");
    expect(body).toContain("Today, Wednesday, December 23 · the evening before");
    expect(body).toContain("Tomorrow, Thursday, December 24 Evening · 2 services");
    expect(await shown("/es/services/christmas-eve")).toContain("Nochebuena · mañana, jueves 24 de diciembre Servicios de Nochebuena en las iglesias de San Antonio: las vigilias de esta noche y los servicios de mañana.");
  });

  test("on the day: today, not a date phrase", async () => {
    setSystemTime(new Date("2026-12-24T18:00:00Z"));
    const body = await shown("/services/christmas-eve");
    expect(body).toContain("Christmas Eve · Today, Thursday, December 24 Today's Christmas Eve services at San Antonio's churches.");
    expect(body).toContain("Today, Thursday, December 24 Evening · 2 services");
    expect(await shown("/es/services/christmas-eve")).toContain("Nochebuena · hoy, jueves 24 de diciembre Los servicios de Nochebuena de hoy en las iglesias de San Antonio.");
  });

  test("Las Posadas speaks of its nights, before and while they run", async () => {
    // Earlier first: a page drawn later in the year would still be kept (it goes stale at the next midnight).
    setSystemTime(new Date("2026-12-01T18:00:00Z"));
    expect(await shown("/services/las-posadas")).toContain("Las Posadas at San Antonio's churches, on each of its nine nights.");
    expect(await shown("/es/services/las-posadas")).toContain("Las Posadas en las iglesias de San Antonio, en cada una de sus nueve noches.");
    setSystemTime(HOLIDAY_NOW);
    expect(await shown("/services/las-posadas")).toContain("Las Posadas at San Antonio's churches: tonight and each night left.");
  });
});
