import { beforeAll, describe, expect, test } from "bun:test";
import { comingWindow } from "../../src/contract/holiday-services";
import { addDays } from "../../src/contract/service-times/calendar-days";
import type { SpecialService } from "../../src/contract/service-times/occasions";
import { createChurch } from "../../src/db/seed/factories";
import { centralDay } from "../../src/lib/dates";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, fakeTiles, holdHydration, hydrated } from "../helpers/pages";

// The holiday page on a phone (docs/service-times.md, Holiday pages), on the server's own clock:
// the services are dated from the coming Christmas Eve.
const e2e = useServerAndBrowser({ SEED: "none" });
const PHONE = { width: 375, height: 740 };
/** Downtown; Alamo Chapel is nearest, then Mission Parish, then Hill Country Church. */
const HERE = { latitude: 29.43, longitude: -98.49 };

beforeAll(() => {
  const db = e2e.server.db();
  const { date, first } = comingWindow("christmas-eve", centralDay());
  const service = (day: string, time: string, language: SpecialService["language"], title: string): SpecialService => ({ occasion: "christmas-eve", date: day, time, durationMinutes: 60, language, title, note: "" });
  // The evening before, unless that has passed (on Christmas Eve itself): then earlier on the day, listed first all the same.
  const vigil = first < date ? service(addDays(date, -1), "19:00", "spanish", "Misa de Nochebuena") : service(date, "17:00", "spanish", "Misa de Nochebuena");
  createChurch(db, { name: "Hill Country Church", slug: "hill-country", latitude: 29.6, longitude: -98.6, specialServices: [vigil] });
  createChurch(db, { name: "Alamo Chapel", slug: "alamo-chapel", latitude: 29.4305, longitude: -98.4905, specialServices: [service(date, "18:00", "english", "Family Service")] });
  createChurch(db, { name: "Mission Parish", slug: "mission-parish", latitude: 29.5, longitude: -98.5, specialServices: [service(date, "23:00", "bilingual", "Midnight Mass")] });
});

async function open(path: string, javaScriptEnabled: boolean) {
  const context = await e2e.browser.newContext({ viewport: PHONE, javaScriptEnabled, geolocation: HERE, permissions: ["geolocation"] });
  await fakeTiles(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(e2e.server.url + path);
  if (javaScriptEnabled) await hydrated(page);
  return { page, context, errors };
}
// A church name is an h4 under a part of the day, an h3 in the list by distance.
const churchNames = (page: import("playwright-core").Page) => page.locator("main li :is(h3, h4)").allTextContents();
const fitsThePhone = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("holiday services on a phone", () => {
  test("without JavaScript: the services by time, the language filter as a GET form, the calendar link", async () => {
    const { page, context } = await open("/services/christmas-eve", false);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/^Christmas Eve · \w+day, December 24, \d{4}$/);
    expect(await churchNames(page)).toEqual(["Hill Country Church", "Alamo Chapel", "Mission Parish"]);
    expect(await page.getByRole("button", { name: "Use my location" }).count()).toBe(0);
    expect(await fitsThePhone(page)).toBe(true);
    await page.getByLabel("Language").selectOption("spanish");
    await page.getByRole("button", { name: "Show services" }).click();
    await page.waitForURL(/language=spanish/);
    expect(await churchNames(page)).toEqual(["Hill Country Church", "Mission Parish"]);
    expect(await page.getByRole("link", { name: "Download these services (.ics)" }).getAttribute("href")).toBe("/services/christmas-eve.ics?language=spanish");
    await page.getByRole("link", { name: "Mission Parish" }).click();
    await page.waitForURL(/\/church\/mission-parish$/);
    await context.close();
  }, 60_000);

  test("with JavaScript: 'Use my location' is there from the first frame, so the list does not move when the page hydrates", async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const release = await holdHydration(page);
    await page.goto(e2e.server.url + "/services/christmas-eve");
    const listTop = () => page.locator("main li").first().evaluate((li) => li.getBoundingClientRect().top);
    const before = await listTop();
    expect(await page.getByRole("button", { name: "Use my location" }).isVisible()).toBe(true);
    release();
    await hydrated(page);
    expect(await listTop()).toBe(before);
    await context.close();
  });

  test("with JavaScript: 'Use my location' sorts by distance, the map shows one marker a church", async () => {
    const { page, context, errors } = await open("/services/christmas-eve", true);
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL(/sort=distance/);
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get("near")).toBe("29.43,-98.49");
    expect(await churchNames(page)).toEqual(["Alamo Chapel", "Mission Parish", "Hill Country Church"]);
    expect(await page.getByText("3 services, nearest first").isVisible()).toBe(true);
    const map = page.getByRole("region", { name: "Map of the churches with Christmas Eve services" });
    await map.scrollIntoViewIfNeeded();
    await page.locator(".leaflet-marker-icon").nth(2).waitFor();
    expect(await page.locator(".leaflet-marker-icon").count()).toBe(3);
    expect(await fitsThePhone(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  test("axe finds no serious or critical violation on the holiday page and the index", async () => {
    for (const path of ["/services/christmas-eve", "/services"]) {
      const { page, context } = await open(path, true);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  }, 60_000);
});
