import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { forgetCalendarZones, readCalendar } from "../../../tests/helpers/calendar";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createHolidayChurches, HOLIDAY_NOW } from "../../../tests/helpers/holidays";

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

const read = (path: string) => readCalendar(app, path);

describe("/es/services/{occasion}.ics (docs/i18n.md)", () => {
  test("names the calendar and the services' languages in Spanish; the churches' titles stay as written", async () => {
    const { calendar, events } = await read("/es/services/christmas-eve.ics");
    expect(calendar.getFirstPropertyValue("name")).toBe("Servicios de Nochebuena en San Antonio");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Servicios de Nochebuena en San Antonio");
    expect(events.map((e) => e.summary)).toEqual([
      "Hill Country Church: Misa de Nochebuena · Español",
      "Alamo Chapel: Family Service",
      "Mission Parish: Midnight Mass · Bilingüe",
    ]);
  });

  test("links each service to the church's Spanish page; the query filters as in English", async () => {
    const { events } = await read("/es/services/christmas-eve.ics?language=spanish");
    expect(events.map((e) => new URL(String(e.component.getFirstPropertyValue("url"))).pathname)).toEqual(["/es/church/hill-country", "/es/church/mission-parish"]);
  });

  test("the English file keeps its words", async () => {
    const { calendar, events } = await read("/services/christmas-eve.ics?language=spanish");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Christmas Eve services in San Antonio");
    expect(events.map((e) => e.summary)).toEqual(["Hill Country Church: Misa de Nochebuena · Spanish", "Mission Parish: Midnight Mass · Bilingual"]);
  });

  test("the Spanish holiday page links the Spanish file with its query", async () => {
    const html = await (await app.request("/es/services/christmas-eve?language=spanish")).text();
    expect(html).toContain('href="/es/services/christmas-eve.ics?language=spanish" download');
    expect(await (await app.request("/services/christmas-eve")).text()).toContain('href="/services/christmas-eve.ics" download');
  });
});
