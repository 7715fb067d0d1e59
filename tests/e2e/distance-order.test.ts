import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { useServerAndBrowser } from "../helpers/e2e";
import { fakeTiles, hydrated } from "../helpers/pages";
import { startFakeNominatim } from "../fakes/nominatim";
import { createOrderChurches, ORDER_ADDRESS, ORDER_BY_NAME_EN, ORDER_BY_NAME_ES, ORDER_CHURCHES, ORDER_POINT } from "../helpers/distance-churches";

// A typed address lists the directory nearest first; by name, in the page's language's order
// (docs/service-times.md, Order; docs/decisions/0058-distance-and-name-order.md).

const nominatim = startFakeNominatim({ [ORDER_ADDRESS]: ORDER_POINT });
const e2e = useServerAndBrowser({ SEED: "none", NOMINATIM_URL: nominatim.url });
beforeAll(() => createOrderChurches(e2e.server.db()));
afterAll(() => nominatim.stop());

const NEAREST_FIRST = ORDER_CHURCHES.map(([name]) => name);
const MILES = ORDER_CHURCHES.map(([, miles]) => miles.toFixed(1));

/** The cards' names and the miles each says, in the page's order. */
async function cards(page: Page) {
  const texts = await page.getByTestId("church-card").evaluateAll((els) => els.map((el) => [el.querySelector("h3")?.textContent ?? "", el.textContent ?? ""]));
  return { names: texts.map(([name]) => name), miles: texts.map(([, text]) => /(\d+\.\d) mi/.exec(text!)?.[1] ?? "") };
}

async function open(path: string, width: number, javaScriptEnabled: boolean) {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
  await fakeTiles(context);
  const page = await context.newPage();
  await page.goto(e2e.server.url + path);
  if (javaScriptEnabled) await hydrated(page);
  return { page, context };
}

/** On a phone, opens 'Filters (n)' (from 768 px the fields are always shown). */
async function unfold(page: Page) {
  const summary = page.getByTestId("filter-panel").locator("summary");
  if ((await summary.isVisible()) && !(await page.getByTestId("filter-panel").evaluate((d) => (d as HTMLDetailsElement).open))) await summary.click();
}

/** Types the address into the place box (the phone's filters unfolded first) and sends the form. */
async function searchNear(page: Page, javaScriptEnabled: boolean) {
  await unfold(page);
  await page.locator("#directory-location").fill(ORDER_ADDRESS);
  await page.locator("form[role=search] button[type=submit]:not([data-show-results])").click();
  await page.waitForURL(/location=/);
  if (javaScriptEnabled) await page.waitForFunction((first) => document.querySelector("[aria-busy=false] [data-testid=church-card] h3")?.textContent === first, NEAREST_FIRST[0]);
}

for (const lang of ["en", "es"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    describe(`${lang}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      for (const width of [1280, 375]) {
        test(`${width} px: a typed address lists nearest first; 'Name' then lists by name`, async () => {
          const { page, context } = await open(lang === "es" ? "/es/directory" : "/directory", width, javaScriptEnabled);
          await searchNear(page, javaScriptEnabled);
          const near = await cards(page);
          expect(near.names).toEqual(NEAREST_FIRST);
          expect(near.miles).toEqual(MILES);
          // Distance is the order's first choice now, and says so among the active filters.
          expect(await page.locator("select[name=sort] option:checked").textContent()).toBe(lang === "es" ? "Distancia" : "Distance");
          if (javaScriptEnabled) await page.screenshot({ path: `/tmp/shots/34-distance-order-${lang}-${width}.png`, fullPage: false });
          await unfold(page);
          await page.locator("select[name=sort]").selectOption("name");
          if (!javaScriptEnabled) await page.locator("form[role=search] button[type=submit]:not([data-show-results])").click();
          await page.waitForURL(/sort=name/);
          const byName = lang === "es" ? ORDER_BY_NAME_ES : ORDER_BY_NAME_EN;
          await page.waitForFunction((first) => document.querySelector("[aria-busy=false] [data-testid=church-card] h3")?.textContent === first, byName[0]);
          expect((await cards(page)).names).toEqual(byName);
          if (javaScriptEnabled) await page.screenshot({ path: `/tmp/shots/34-name-order-${lang}-${width}.png`, fullPage: false });
          await context.close();
        });
      }
    });
  }
}
