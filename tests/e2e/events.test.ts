import { beforeAll, describe, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { createChurch, createEvent } from "../../src/db/seed/factories";
import { eventDaySpan } from "../../src/features/events/date-ranges";
import { centralToUtc } from "../../src/lib/dates";

// Events paged and filtered (docs/decisions/0029-events-paging.md): placed around this weekend
// on San Antonio's calendar, whatever day the tests run.
const e2e = useServerAndBrowser({ SEED: "none" });
const ADDRESS = "300 Alamo Plaza, San Antonio, TX 78205";

beforeAll(() => {
  const db = e2e.server.db();
  const chapel = createChurch(db, { name: "Alamo Chapel", slug: "alamo-chapel", address: ADDRESS });
  const weekend = eventDaySpan("weekend", new Date());
  for (let i = 0; i < 15; i++) {
    createEvent(db, { title: `Weekend Concert ${i + 1}`, category: "music", churchId: chapel.id, location: "", startsAt: new Date(centralToUtc(weekend.lastDay, 8, 0).getTime() + i * 30 * 60_000) });
  }
  createEvent(db, { title: "Weekend Picnic", category: "community", startsAt: centralToUtc(weekend.lastDay, 12, 0) });
  for (let i = 0; i < 5; i++) createEvent(db, { title: `Later Gathering ${i + 1}`, category: "general", startsAt: new Date(weekend.until.getTime() + (40 + i) * 86_400_000) });
});

async function open(path: string, options: { javaScriptEnabled: boolean; width: number }) {
  const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled, viewport: { width: options.width, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(e2e.server.url + path);
  if (options.javaScriptEnabled) await hydrated(page);
  return { page, context, errors };
}

describe("events, paged and filtered", () => {
  test("on a phone without JavaScript: this weekend's music, page 2, each card at its church's address", async () => {
    const { page, context } = await open("/events", { javaScriptEnabled: false, width: 375 });
    expect(await page.getByTestId("event-card").count()).toBe(12);
    await page.getByLabel("When").selectOption({ label: "This weekend" });
    await page.getByLabel("Category").selectOption({ label: "Music" });
    await page.getByRole("button", { name: "Show events" }).click();
    await page.waitForURL(/when=weekend&category=music/);
    expect(await page.getByTestId("events-count").textContent()).toMatch(/^15 music events this weekend \(.+\), page 1 of 2$/);
    expect(await page.getByTestId("event-card").count()).toBe(12);

    await page.getByRole("navigation", { name: "Event pages" }).getByRole("link", { name: "Page 2" }).click();
    await page.waitForURL(/page=2/);
    expect(await page.getByTestId("event-card").locator("h2").allTextContents()).toEqual(["Weekend Concert 13", "Weekend Concert 14", "Weekend Concert 15"]);
    expect(await page.getByLabel("When").inputValue()).toBe("weekend");
    expect(await page.getByLabel("Category").inputValue()).toBe("music");

    const card = page.getByTestId("event-card").first();
    expect(await card.getByRole("link", { name: "Alamo Chapel" }).getAttribute("href")).toBe("/church/alamo-chapel");
    expect(await card.locator("address").textContent()).toBe(ADDRESS);
    expect(await card.getByRole("link", { name: /^Map/ }).getAttribute("href")).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  test("an empty filter says what found nothing and leads back to every event", async () => {
    const { page, context } = await open("/events?when=weekend&category=interfaith", { javaScriptEnabled: false, width: 375 });
    expect(await page.getByRole("heading", { level: 2, name: "No interfaith events this weekend." }).count()).toBe(1);
    await page.getByRole("link", { name: "See all upcoming events" }).click();
    await page.waitForURL(/\/events$/);
    expect(await page.getByTestId("events-count").textContent()).toBe("21 events, page 1 of 2");
    await context.close();
  });

  test("with JavaScript, by keyboard on a desktop: the form and page links work the same, axe finds nothing", async () => {
    const { page, context, errors } = await open("/events", { javaScriptEnabled: true, width: 1280 });
    await page.getByLabel("Church", { exact: true }).selectOption({ label: "Alamo Chapel" });
    await page.getByRole("button", { name: "Show events" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/church=alamo-chapel/);
    expect(await page.getByTestId("events-count").textContent()).toBe("15 events at Alamo Chapel, page 1 of 2");
    await page.getByRole("link", { name: "Page 2" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/church=alamo-chapel&page=2/);
    expect(await page.getByTestId("event-card").count()).toBe(3);
    expect(await page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // axe runs in the page, so these pages are checked with JavaScript on, as a phone shows them.
  for (const path of ["/events?when=weekend&category=music&page=2", "/events?when=weekend&category=interfaith"]) {
    test(`axe finds no serious or critical violation on ${path} at 375 px`, async () => {
      const { page, context } = await open(path, { javaScriptEnabled: true, width: 375 });
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
