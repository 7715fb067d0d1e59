import { afterAll, beforeAll, describe, expect, setSystemTime, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createChurch } from "../../db/seed/factories";
import { createHolidayChurches, DOWNTOWN, HOLIDAY_NOW } from "../../../tests/helpers/holidays";

let app: TestApp;
beforeAll(async () => {
  setSystemTime(HOLIDAY_NOW);
  app = await createTestApp();
  createHolidayChurches(app.db);
});
afterAll(() => {
  app.close();
  setSystemTime();
});

const page = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.text() };
};
/** The page's text without tags or React's comment separators. */
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");
const order = (body: string, names: string[]) => names.map((n) => body.indexOf(`>${n}</a>`));

describe("/services/{occasion}", () => {
  test("names the coming date and lists the services by day and time, the evening before first, each church linked", async () => {
    const { status, body } = await page("/services/christmas-eve");
    expect(status).toBe(200);
    const shown = text(body);
    expect(shown).toContain("Christmas Eve · Thursday, December 24, 2026");
    expect(shown).toContain("Wednesday, December 23 · the evening before");
    expect(shown).toContain("3 services, by time");
    expect(shown).toContain("11:00 PM Mission Parish Bilingual · Midnight Mass · Carols from 10:30");
    expect(body).toContain('<a href="/church/alamo-chapel">Alamo Chapel</a>');
    const at = order(body, ["Hill Country Church", "Alamo Chapel", "Mission Parish"]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(body).not.toContain("Not yet approved");
    expect(body).not.toContain("Last year");
    expect(body).toContain('href="/services/christmas-eve.ics" download');
    expect(body).toContain('data-island="ServicesMap"');
  });

  test("a part of the day's section is named by its day too: 'Evening · 2 services' alone repeats from day to day", async () => {
    const { body } = await page("/services/christmas-eve");
    const parts = [...body.matchAll(/<section aria-labelledby="([^"]*day-\d{4}-\d\d-\d\d-(?:morning|afternoon|evening)[^"]*)"/g)].map((m) => m[1]!);
    expect(parts.length).toBeGreaterThan(1);
    for (const ids of parts) expect(ids).toMatch(/^(day-\d{4}-\d\d-\d\d) \1-(morning|afternoon|evening)$/);
  });

  test("sorted by distance from near: nearest first, each with its miles, the calendar link keeping the query", async () => {
    const { body } = await page(`/services/christmas-eve?sort=distance&near=${DOWNTOWN}`);
    expect(text(body)).toContain("3 services, nearest first");
    const at = order(body, ["Alamo Chapel", "Mission Parish", "Hill Country Church"]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text(body)).toMatch(/Alamo Chapel English · Family Service \d+ Main Ave, San Antonio, TX 78205 · under 0\.1 mi away/);
    expect(text(body)).toMatch(/Mission Parish Bilingual · Midnight Mass · Carols from 10:30 \d+ Main Ave, San Antonio, TX 78205 · 4\.9 mi away/);
    // Not listed by day: a vigil names its day.
    expect(text(body)).toContain("Hill Country Church Wednesday, December 23 · Spanish · Misa de Nochebuena");
    expect(body).toContain(`<input type="hidden" name="near" value="${DOWNTOWN}"/>`);
    expect(body).toContain(`href="/services/christmas-eve.ics?sort=distance&amp;near=${DOWNTOWN}"`);
  });

  test("the language filter is a GET form that works without JavaScript", async () => {
    const form = await page("/services/christmas-eve");
    expect(form.body).toMatch(/<form id="holiday-filters"[^>]*action="\/services\/christmas-eve" method="get"/);
    const { body } = await page("/services/christmas-eve?language=spanish&sort=time");
    expect(body).toMatch(/<option value="spanish" selected="">/);
    expect(text(body)).toContain("2 services, by time");
    expect(body).not.toContain(">Alamo Chapel</a>");
  });

  test("a bad value answers 400 with the field's message, the services listed unfiltered", async () => {
    const { status, body } = await page("/services/christmas-eve?sort=distance");
    expect(status).toBe(400);
    expect(body).toMatch(/role="alert">near is needed to sort by distance/);
    expect(text(body)).toContain("3 services, by time");
    expect((await page("/services/christmas-eve?language=klingon")).body).toContain("language is english, spanish, bilingual or other");
  });

  test("an occasion nobody listed shows the empty state with a link for owners; filters that find nothing say so", async () => {
    const { status, body } = await page("/services/good-friday");
    expect(status).toBe(200);
    expect(text(body)).toContain("Good Friday · Friday, March 26, 2027");
    expect(text(body)).toContain("No church has listed Good Friday services yet");
    expect(text(body)).toContain("Church owners: add your Good Friday services from your dashboard.");
    expect(body).toMatch(/<a href="\/dashboard">add your /);
    expect(body).not.toContain('data-island="ServicesMap"');
    expect(text((await page("/services/christmas-eve?language=other")).body)).toContain("No Christmas Eve services match these filters.");
  });

  test("an unknown occasion is the 404 page", async () => {
    for (const path of ["/services/halloween", "/services/other"]) {
      const { status, body } = await page(path);
      expect(status).toBe(404);
      expect(body).toContain("404 Page Not Found");
    }
  });

  test("/services lists every occasion with its coming date, linked", async () => {
    const { body } = await page("/services");
    expect(body).toContain('<a href="/services/christmas-eve">Christmas Eve</a>');
    expect(text(body)).toContain("Christmas Eve Thursday, December 24, 2026");
    expect(text(body)).toContain("Las Posadas December 16–24, 2026");
  });
});

describe("the home page's link to the coming occasion", () => {
  test("shows only in the four weeks before it, and appears at San Antonio's midnight although nothing was written", async () => {
    // Sunday 4 October 2026, 11 PM in San Antonio: Día de los Muertos (2 November) is 29 days away.
    setSystemTime(new Date("2026-10-05T04:00:00Z"));
    createChurch(app.db, { name: "Altar Chapel", slug: "altar-chapel", specialServices: [{ occasion: "dia-de-los-muertos", date: "2026-11-02", time: "18:00", durationMinutes: 60, language: "bilingual", title: "Misa de Difuntos", note: "" }] });
    expect((await page("/")).body).not.toContain('href="/services/');
    // Half an hour past midnight: 28 days away; the cached home page has expired.
    setSystemTime(new Date("2026-10-05T05:30:00Z"));
    const { body } = await page("/");
    expect(body).toContain('href="/services/dia-de-los-muertos"');
    expect(text(body)).toContain("Día de los Muertos services · Monday, November 2");
    // Christmas Eve is linked from 26 November on; Las Posadas, sooner, lists no service here, so it is not.
    setSystemTime(new Date("2026-12-20T18:00:00Z"));
    expect((await page("/")).body).toContain('href="/services/christmas-eve"');
    setSystemTime(HOLIDAY_NOW);
  });

  test("a coming occasion no church lists a service for is not linked: a new site's home page leads to no empty page", async () => {
    const bare = await createTestApp();
    try {
      // 28 days before Día de los Muertos, on a site without a church.
      setSystemTime(new Date("2026-10-05T05:30:00Z"));
      const home = await (await bare.request("/")).text();
      expect(home).not.toContain('href="/services/');
      expect(home).not.toContain("Día de los Muertos services");
    } finally {
      setSystemTime(HOLIDAY_NOW);
      bare.close();
    }
  });

  test("the holiday page names tomorrow's date once San Antonio's midnight has passed", async () => {
    // Thursday 24 December, 11:50 PM: still this Christmas Eve, today.
    setSystemTime(new Date("2026-12-25T05:50:00Z"));
    expect(text((await page("/services/christmas-eve")).body)).toContain("Christmas Eve · Today, Thursday, December 24");
    setSystemTime(new Date("2026-12-25T06:10:00Z"));
    expect(text((await page("/services/christmas-eve")).body)).toContain("Christmas Eve · Friday, December 24, 2027");
    setSystemTime(HOLIDAY_NOW);
  });
});
