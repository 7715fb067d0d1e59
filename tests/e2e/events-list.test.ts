import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { createEvent } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

// The events list's filters, paging and clean addresses (docs/decisions/0064-holiday-and-event-lists.md):
// 30 music events and 2 community events from tomorrow, in English and Spanish, at 1280 and 375
// px, with and without JavaScript.
const e2e = useServerAndBrowser({ SEED: "none" });

beforeAll(() => {
  const db = e2e.server.db();
  const tomorrow = Date.now() + 86_400_000;
  for (let i = 0; i < 30; i++) createEvent(db, { title: `Recital ${i + 1}`, category: "music", startsAt: new Date(tomorrow + i * 3_600_000) });
  for (let i = 0; i < 2; i++) createEvent(db, { title: `Supper ${i + 1}`, category: "community", startsAt: new Date(tomorrow + (40 + i) * 3_600_000) });
});

const WORDS = {
  en: { prefix: "", category: "Category", music: "Music", show: "Show events", next: "Next", previous: "Previous", pages: "Event pages", count: /^30 music events, page 2 of 3$/ },
  es: { prefix: "/es", category: "Categoría", music: "Música", show: "Mostrar eventos", next: "Siguiente", previous: "Anterior", pages: "Páginas de eventos", count: /^30 eventos de música, página 2 de 3$/ },
} as const;

/** The list's count line is in the viewport: the page opened at the list, not at its top. */
const countInView = (page: Page) =>
  page.getByTestId("events-count").evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && window.scrollY > 0;
  });
/** The tops of the three selects and the submit button: one row when they are (about) equal. */
const tops = (page: Page, show: string) =>
  Promise.all([...["when", "category", "church"].map((name) => page.locator(`#event-${name}`)), page.getByRole("button", { name: show })].map(async (l) => Math.round((await l.boundingBox())!.y)));

describe("the events list: filters in a row, pages that open at the list, clean addresses", () => {
  for (const lang of ["en", "es"] as const) {
    for (const width of [1280, 375]) {
      for (const javaScriptEnabled of [false, true]) {
        test(`${lang}, ${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
          const w = WORDS[lang];
          const context = await e2e.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
          const page = await context.newPage();
          const errors: string[] = [];
          page.on("pageerror", (e) => errors.push(e.message));
          await page.goto(`${e2e.server.url}${w.prefix}/events`);
          if (javaScriptEnabled) await hydrated(page);

          const [when, category, church, button] = await tops(page, w.show);
          if (width === 1280) expect(Math.max(when!, category!, church!) - Math.min(when!, category!, church!)).toBeLessThanOrEqual(2);
          if (width === 1280) expect(button).toBeLessThan(when! + 44);
          else expect(church).toBeGreaterThan(when!);

          // The form sends its empty fields; the address the reader lands on has only the chosen one.
          await page.getByLabel(w.category, { exact: true }).selectOption({ label: w.music });
          await page.getByRole("button", { name: w.show }).click();
          await page.waitForURL(/category=music/);
          expect(new URL(page.url()).search).toBe("?category=music");

          const pages = page.getByRole("navigation", { name: w.pages });
          await pages.getByRole("link", { name: w.next }).click();
          await page.waitForURL(/page=2/);
          if (javaScriptEnabled) await hydrated(page);
          expect(page.url()).toEndWith(`${w.prefix}/events?category=music&page=2#events-list`);
          expect(await page.getByTestId("events-count").textContent()).toMatch(w.count);
          expect(await countInView(page)).toBe(true);
          expect(await page.getByTestId("event-card").locator("h2").first().textContent()).toBe("Recital 13");

          await pages.getByRole("link", { name: w.previous }).click();
          await page.waitForURL((url) => !url.search.includes("page="));
          expect(page.url()).toEndWith(`${w.prefix}/events?category=music#events-list`);
          expect(await countInView(page)).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
          await context.close();
        }, 60_000);
      }
    }
  }
});
