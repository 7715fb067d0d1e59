import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { useServerAndBrowser } from "../helpers/e2e";
import { fakeTiles, hydrated } from "../helpers/pages";
import { createChurch } from "../../src/db/seed/factories";
import { weeklyService } from "../../src/contract/service-times/testing";
import { centralClock } from "../../src/contract/service-times/calendar-days";
import { fromMinutes, toMinutes } from "../../src/contract/service-times/time";

// Searching the directory by service time and distance (docs/service-times.md, Search).

const e2e = useServerAndBrowser({ SEED: "none" });

beforeAll(() => {
  const db = e2e.server.db();
  createChurch(db, {
    name: "Two Services Church",
    zip: "78205",
    latitude: 29.4241,
    longitude: -98.4936,
    serviceTimes: [weeklyService({ time: "09:00" }), weeklyService({ time: "11:30", language: "spanish" })],
  });
  createChurch(db, { name: "Iglesia del Oeste", zip: "78207", latitude: 29.425, longitude: -98.545, serviceTimes: [weeklyService({ time: "10:00", language: "spanish" })] });
  createChurch(db, { name: "Stone Oak Chapel", zip: "78258", latitude: 29.628, longitude: -98.477, serviceTimes: [weeklyService({ day: "wednesday", time: "19:00" })] });
});

async function open(path: string, options: { width?: number; javaScriptEnabled?: boolean; geolocation?: boolean; init?: () => void } = {}) {
  const context = await e2e.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.geolocation ? { geolocation: { latitude: 29.4245, longitude: -98.4925 }, permissions: ["geolocation"] } : {}),
  });
  await fakeTiles(context);
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(e2e.server.url + path);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, context, errors };
}

const cardNames = (page: Page) => page.getByTestId("church-card").locator("h3").allTextContents();
const resultsShow = (page: Page, text: string) =>
  page.waitForFunction(
    (expected) => document.querySelector("[aria-busy=false]") !== null && document.querySelector("[data-testid=result-count]")?.textContent === expected,
    text,
  );

describe("without JavaScript, the GET form", () => {
  test("day, from and language find the same service, shown on the card", async () => {
    const { page, context } = await open("/directory", { javaScriptEnabled: false });
    expect(await page.getByRole("button", { name: "Use my location" }).count()).toBe(0);
    await page.locator("select[name=day]").selectOption("sunday");
    await page.getByLabel("From", { exact: true }).fill("11:00");
    await page.getByLabel("Language").selectOption("spanish");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/day=sunday/);
    const url = new URL(page.url());
    expect([url.searchParams.get("day"), url.searchParams.get("from"), url.searchParams.get("language")]).toEqual(["sunday", "11:00", "spanish"]);
    expect(await page.getByTestId("result-count").textContent()).toBe("1 church found");
    expect(await cardNames(page)).toEqual(["Two Services Church"]);
    expect(await page.getByTestId("matching-service").textContent()).toBe("Matching service: Sunday 11:30 AM · Spanish");
    expect(await page.getByText("Day: Sunday").isVisible()).toBe(true);
    expect(await page.getByText("From: 11:00 AM").isVisible()).toBe(true);
    await context.close();
  });

  test("a typed ZIP code searches around it and says so; an unknown place and a bad value are named near the filters", async () => {
    const { page, context } = await open("/directory", { javaScriptEnabled: false });
    await page.getByLabel("Near").fill("78205");
    await page.getByLabel("Within").selectOption("2");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/location=78205/);
    expect(await page.getByText("Within 2 miles of 78205").isVisible()).toBe(true);
    expect(await cardNames(page)).toEqual(["Two Services Church"]);
    expect(await page.getByTestId("church-card").getByText("0.0 mi away", { exact: false }).isVisible()).toBe(true);

    await page.goto(`${e2e.server.url}/directory?location=78999&from=25:00`);
    const problems = page.getByTestId("filter-problems");
    expect(await problems.textContent()).toContain("from is a time of day as HH:MM");
    expect(await problems.textContent()).toContain("We could not find ZIP code 78999 in San Antonio.");
    expect(await page.getByTestId("result-count").textContent()).toBe("0 churches found");
    await context.close();
  });
});

describe("with JavaScript", () => {
  test("at 375 px the new filters update the results in place, without sideways scrolling", async () => {
    const { page, context, errors } = await open("/directory", { width: 375 });
    // On a phone the filters fold behind 'Filters' (docs/decisions/0028-phone-directory.md).
    await page.getByText("Filters", { exact: true }).click();
    await page.locator("select[name=day]").selectOption("sunday");
    await resultsShow(page, "2 churches found");
    await page.getByLabel("Language").selectOption("spanish");
    await page.getByLabel("To", { exact: true }).fill("10:30");
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["Iglesia del Oeste"]);
    expect(await page.getByTestId("matching-service").textContent()).toBe("Matching service: Sunday 10:00 AM · Spanish");
    expect(new URL(page.url()).searchParams.get("to")).toBe("10:30");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("'Use my location' asks the browser only after the click, then sorts by distance", async () => {
    // Counts every request for the position from the page's first script on.
    const countRequests = () => {
      const geolocation = navigator.geolocation;
      const original = geolocation.getCurrentPosition.bind(geolocation);
      (window as unknown as { asked: number }).asked = 0;
      geolocation.getCurrentPosition = (...args) => {
        (window as unknown as { asked: number }).asked++;
        original(...args);
      };
    };
    const { page, context, errors } = await open("/directory", { geolocation: true, init: countRequests });
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);
    await page.getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL(/near=29\.4245%2C-98\.4925|near=29\.4245,-98\.4925/);
    await resultsShow(page, "2 churches found");
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    expect(await page.getByText("Within 5 miles of your location").isVisible()).toBe(true);
    // With a place the list is nearest first without being asked (docs/decisions/0058-distance-and-name-order.md).
    expect(await page.getByLabel("Sort by").locator("option:checked").textContent()).toBe("Distance");
    expect(await cardNames(page)).toEqual(["Two Services Church", "Iglesia del Oeste"]);
    expect(await page.getByTestId("church-card").first().textContent()).toContain("0.1 mi away");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("attendance (docs/service-times.md, Attendance)", () => {
  test("without JavaScript, in Spanish: 'Asistencia: En línea' finds what can be watched, each card linking its stream", async () => {
    const db = e2e.server.db();
    createChurch(db, { name: "Capilla en Línea", latitude: 29.43, longitude: -98.49, serviceTimes: [weeklyService({ day: "saturday", time: "19:00", attendance: "online", streamUrl: "https://stream.example.org/capilla" })] });
    createChurch(db, { name: "Hybrid Hall", latitude: 29.44, longitude: -98.5, serviceTimes: [weeklyService({ day: "saturday", time: "18:00", attendance: "hybrid", streamUrl: "https://stream.example.org/hall" })] });
    const { page, context } = await open("/es/directory", { javaScriptEnabled: false, width: 375 });
    // On a phone the filters fold behind 'Filtros', a disclosure that opens without JavaScript too.
    await page.getByText("Filtros", { exact: true }).click();
    await page.getByLabel("Asistencia").selectOption("online");
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.waitForURL(/attendance=online/);
    expect(await cardNames(page)).toEqual(["Capilla en Línea", "Hybrid Hall"]);
    const links = page.getByTestId("church-card").getByRole("link", { name: /^Ver en línea/ });
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(["https://stream.example.org/capilla", "https://stream.example.org/hall"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  test("with JavaScript: 'Online now or soon' finds today's stream starting within two hours, and the chip says so", async () => {
    const clock = centralClock(new Date());
    // Half an hour on, or the day's last minute: within 'now or soon' whatever the time of day.
    const time = fromMinutes(Math.min(toMinutes(clock.time) + 30, 1439));
    createChurch(e2e.server.db(), { name: "Soon Streaming", latitude: 29.45, longitude: -98.5, serviceTimes: [weeklyService({ day: clock.day, time, attendance: "online", streamUrl: "https://stream.example.org/soon" })] });
    const { page, context, errors } = await open("/directory");
    await page.getByLabel("Online now or soon").check();
    await resultsShow(page, "1 church found");
    expect(await cardNames(page)).toEqual(["Soon Streaming"]);
    expect(await page.getByText("Online now or soon: Online now or soon").isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("soon")).toBe("1");
    expect(errors).toEqual([]);
    await context.close();
  });
});
