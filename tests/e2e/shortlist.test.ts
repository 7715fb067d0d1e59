import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { openPage, useServerAndBrowser } from "../helpers/e2e";

/**
 * The shortlist (docs/product.md V10): three churches saved from the directory's cards and a
 * profile, compared at /list, and the share link opened by someone else shows the same churches.
 * Each run at a desktop's or a phone's width, in English or Spanish, with JavaScript (saved without
 * a reload) or without (the Save form posts and comes back).
 */
const e2e = useServerAndBrowser();

const RUNS = [
  { width: 1280, lang: "en", js: true },
  { width: 375, lang: "es", js: false },
  { width: 375, lang: "en", js: true },
  { width: 1280, lang: "es", js: false },
] as const;

const comparedNames = (page: Page) => page.locator('[data-testid="compared-church"] h3').allTextContents();

/** Presses a Save button: with JavaScript it turns pressed in place; without, the post comes back to the same page. */
async function save(page: Page, button: ReturnType<Page["locator"]>, js: boolean) {
  if (js) {
    const before = page.url();
    await button.click();
    await page.waitForFunction((el) => el?.getAttribute("aria-pressed") === "true", await button.elementHandle());
    expect(page.url()).toBe(before);
  } else {
    const before = page.url();
    await Promise.all([page.waitForNavigation(), button.click()]);
    expect(page.url()).toBe(before);
  }
}

describe("the shortlist", () => {
  for (const { width, lang, js } of RUNS) {
    test(`${width} px, ${lang === "es" ? "Spanish" : "English"}, ${js ? "with" : "without"} JavaScript: save three, compare, share`, async () => {
      const prefix = lang === "es" ? "/es" : "";
      const { page, context } = await openPage(e2e, `${prefix}/directory`, { width, javaScriptEnabled: js });
      const first = page.locator('[data-testid="church-card"]:visible');
      const names: string[] = [];
      for (const n of [0, 1]) {
        const card = first.nth(n);
        names.push((await card.locator("h3").textContent())!.trim());
        await save(page, card.locator('[data-testid="save-church"]'), js);
      }
      // Said in the toaster, a polite live region.
      if (js) expect(await page.locator('[data-testid="toast"]').last().textContent()).toContain(names[1]!);
      // The third from its profile.
      const third = first.nth(2);
      names.push((await third.locator("h3").textContent())!.trim());
      await page.goto(e2e.server.url + (await third.locator("h3 a").getAttribute("href"))!);
      if (js) await page.waitForSelector('[data-testid="save-church"][data-enhanced]');
      await save(page, page.locator('[data-testid="save-church"]').first(), js);

      await page.goto(`${e2e.server.url}${prefix}/list`);
      expect(await comparedNames(page)).toEqual(names);
      expect(await page.locator("h1").textContent()).toBe(lang === "es" ? "Su lista" : "Your list");
      expect(await page.locator('[data-testid="comparison"] a[href$="calendar.ics"]').count()).toBe(3);
      // Readable on a phone: the table scrolls inside its box, the page itself does not.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/shots/34-shortlist-compare-${lang}-${width}${js ? "" : "-nojs"}.png`, fullPage: true });

      const shareHref = (await page.locator('[data-testid="share-link"]').getAttribute("href"))!;
      expect(shareHref.startsWith(`${prefix}/list?c=`)).toBe(true);
      const fresh = await openPage(e2e, shareHref, { width, javaScriptEnabled: js });
      expect(await comparedNames(fresh.page)).toEqual(names);
      await fresh.context.close();

      // Removing one takes it off the comparison.
      await Promise.all([page.waitForNavigation(), page.locator('[data-testid="remove-church"]').first().click()]);
      expect(await comparedNames(page)).toEqual(names.slice(1));
      await context.close();
    });
  }
});
