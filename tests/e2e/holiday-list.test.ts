import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { holidayMoment } from "../../src/contract/holiday-list";
import { comingWindow } from "../../src/contract/holiday-services";
import { translator } from "../../src/contract/i18n/catalogue";
import { holidaysText } from "../../src/contract/i18n/holidays-text";
import type { SpecialService } from "../../src/contract/service-times/occasions";
import { createChurch } from "../../src/db/seed/factories";
import { centralDay } from "../../src/lib/dates";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, fakeTiles, hydrated } from "../helpers/pages";

// A long holiday list (docs/decisions/0064-holiday-and-event-lists.md): 55 services on the coming
// Christmas Eve, 10 in the morning, 20 in the afternoon, 25 in the evening (5 of them in Spanish),
// in English and Spanish, at 1280 and 375 px, with and without JavaScript.
const e2e = useServerAndBrowser({ SEED: "none" });
const { date } = comingWindow("christmas-eve", centralDay());

beforeAll(() => {
  const db = e2e.server.db();
  const at = (hour: number, i: number) => `${String(hour + Math.floor(i / 6)).padStart(2, "0")}:${String((i % 6) * 10).padStart(2, "0")}`;
  const service = (time: string, language: SpecialService["language"]): SpecialService => ({ occasion: "christmas-eve", date, time, durationMinutes: 60, language, title: "", note: "" });
  const times = [
    ...Array.from({ length: 10 }, (_, i) => service(at(8, i), "english")),
    ...Array.from({ length: 20 }, (_, i) => service(at(12, i), "english")),
    ...Array.from({ length: 25 }, (_, i) => service(at(17, i), i < 5 ? "spanish" : "english")),
  ];
  times.forEach((s, i) => createChurch(db, { name: `Chapel ${String(i + 1).padStart(2, "0")}`, slug: `chapel-${i + 1}`, specialServices: [s] }));
});

const WORDS = {
  en: { prefix: "", order: "Order", language: "Language", spanish: "Spanish", any: "Any language", show: "Show services", parts: ["Morning · 10 services", "Afternoon · 20 services", "Evening · 25 services"], more: "Show 5 more services", spanishCount: "5 services, by time" },
  es: { prefix: "/es", order: "Orden", language: "Idioma", spanish: "Español", any: "Cualquier idioma", show: "Ver servicios", parts: ["Por la mañana · 10 servicios", "Por la tarde · 20 servicios", "Por la noche · 25 servicios"], more: "Ver 5 servicios más", spanishCount: "5 servicios, por horario" },
} as const;

const rows = (page: Page) => page.locator("main li[id^='service-']");
/** The service the address's anchor names is in the viewport: the longer list opened where the reader was. */
const inView = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight && window.scrollY > 0;
  });

describe("a long holiday list: parts of the day, 'Show more', no lone 'Order', words for the day", () => {
  for (const lang of ["en", "es"] as const) {
    for (const width of [1280, 375]) {
      for (const javaScriptEnabled of [false, true]) {
        test(`${lang}, ${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
          const w = WORDS[lang];
          const context = await e2e.browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled });
          await fakeTiles(context);
          const page = await context.newPage();
          const errors: string[] = [];
          page.on("pageerror", (e) => errors.push(e.message));
          const path = `${w.prefix}/services/christmas-eve`;
          await page.goto(e2e.server.url + path);
          if (javaScriptEnabled) await hydrated(page);

          const lead = translator(holidaysText, lang)("lead", { occasion: lang === "en" ? "Christmas Eve" : "Nochebuena", moment: holidayMoment("christmas-eve", date, centralDay()) });
          expect(await page.getByText(lead).isVisible()).toBe(true);
          expect(await page.getByLabel(w.order).count()).toBe(0);
          expect(await page.getByRole("heading", { level: 3 }).allTextContents()).toEqual([...w.parts]);
          expect(await rows(page).count()).toBe(50);

          await page.getByRole("link", { name: w.more }).click();
          await page.waitForURL(/shown=100#service-51$/);
          if (javaScriptEnabled) await hydrated(page);
          expect(await rows(page).count()).toBe(55);
          expect(await inView(page, "service-51")).toBe(true);
          expect(await page.getByRole("link", { name: w.more }).count()).toBe(0);

          // The GET form: a language, then 'any' again, which the form sends empty and the address drops.
          await page.getByLabel(w.language).selectOption({ label: w.spanish });
          await page.getByRole("button", { name: w.show }).click();
          await page.waitForURL(/language=spanish$/);
          expect(await page.getByText(w.spanishCount).isVisible()).toBe(true);
          expect(await rows(page).count()).toBe(5);
          await page.getByLabel(w.language).selectOption({ label: w.any });
          await page.getByRole("button", { name: w.show }).click();
          await page.waitForURL((url) => url.search === "" && url.pathname === path);
          expect(await rows(page).count()).toBe(50);

          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          expect(errors).toEqual([]);
          await context.close();
        }, 60_000);
      }
    }
  }
});
