import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { mergeOnSignIn } from "../../src/features/shortlist/account";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";

/**
 * A signed-in account's shortlist (docs/product.md V10, docs/decisions/0062-shortlist-accounts.md):
 * a visitor saves two churches signed out, signs in on a browser whose account already has one
 * saved and finds the three merged; another browser signed in to the account finds them too; the
 * saved church's owner reads 'saved by 1 person this month'. At a desktop's and a phone's width, in
 * English and Spanish, the forms with and without JavaScript.
 */
const e2e = useServerAndBrowser({ SEED: "none" });

const RUNS = [
  { width: 1280, lang: "en", js: true },
  { width: 375, lang: "es", js: false },
  { width: 375, lang: "en", js: true },
  { width: 1280, lang: "es", js: false },
] as const;

const WORDS = {
  en: { username: "Username", password: "Password", signIn: "Sign In", kept: "Your list is kept with your account", saved: "Saved by 1 person this month" },
  es: { username: "Nombre de usuario", password: "Contraseña", signIn: "Iniciar sesión", kept: "Su lista se guarda con su cuenta", saved: "Guardada por 1 persona este mes" },
};

const comparedNames = (page: Page) => page.locator('[data-testid="compared-church"] h3').allTextContents();

/** Saves the church on its profile: with JavaScript the button turns pressed in place; without, the form posts and comes back. */
async function saveOnProfile(page: Page, path: string, js: boolean) {
  await page.goto(e2e.server.url + path);
  const button = page.locator('[data-testid="save-church"]').first();
  if (js) {
    await page.waitForSelector('[data-testid="save-church"][data-enhanced]');
    await button.click();
    await page.waitForFunction((el) => el?.getAttribute("aria-pressed") === "true", await button.elementHandle());
  } else {
    await Promise.all([page.waitForNavigation(), button.click()]);
  }
  expect(new URL(page.url()).pathname).toBe(path);
}

describe("a signed-in account's shortlist", () => {
  for (const { width, lang, js } of RUNS) {
    const label = `${width}-${lang}${js ? "" : "-nojs"}`;
    test(`${width} px, ${lang === "es" ? "Spanish" : "English"}, ${js ? "with" : "without"} JavaScript: saved signed out, merged on sign-in, seen in another browser, counted for the owner`, async () => {
      const prefix = lang === "es" ? "/es" : "";
      const words = WORDS[lang];
      const db = e2e.server.db();
      const owner = await createUser(db, { username: `owner-${label}` });
      const [kept, first, second] = ["Kept", "Saved First", "Saved Second"].map((name, i) =>
        createChurch(db, { name: `${name} Church ${label}`, slug: `${name.toLowerCase().replace(" ", "-")}-${label}`, ...(i === 1 ? { ownerId: owner.id, isPremium: true } : {}) }),
      ) as [ReturnType<typeof createChurch>, ReturnType<typeof createChurch>, ReturnType<typeof createChurch>];
      const chooser = await createUser(db, { username: `chooser-${label}`, password: "chooser password 1" });
      mergeOnSignIn(db, chooser.id, [kept.id]);

      // Signed out, two churches saved from their profiles.
      const { page, context } = await openPage(e2e, `${prefix}/list`, { width, javaScriptEnabled: js });
      await saveOnProfile(page, `${prefix}/church/${first.slug}`, js);
      await saveOnProfile(page, `${prefix}/church/${second.slug}`, js);

      // Signing in on this browser merges its two with the account's one.
      await page.goto(`${e2e.server.url}${prefix}/login`);
      if (js) await hydrated(page);
      await page.getByLabel(words.username).fill(chooser.username);
      await page.getByLabel(words.password).fill("chooser password 1");
      await page.getByRole("button", { name: words.signIn }).click();
      await page.waitForURL(`${e2e.server.url}${prefix}/dashboard`);
      await page.goto(`${e2e.server.url}${prefix}/list`);
      expect(await comparedNames(page)).toEqual([kept.name, first.name, second.name]);
      expect(await page.getByText(words.kept).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `/tmp/shots/34-shortlist-account-merged-${label}.png`, fullPage: true });

      // Another browser signed in to the same account has the same list.
      const other = await openPage(e2e, `${prefix}/list`, { width, javaScriptEnabled: js, session: createSession(db, chooser.id) });
      expect(await comparedNames(other.page)).toEqual([kept.name, first.name, second.name]);
      await other.page.screenshot({ path: `/tmp/shots/34-shortlist-account-other-browser-${label}.png`, fullPage: true });
      // Removed there, gone here too.
      await Promise.all([other.page.waitForNavigation(), other.page.locator('[data-testid="remove-church"]').first().click()]);
      expect(await comparedNames(other.page)).toEqual([first.name, second.name]);
      await page.reload();
      expect(await comparedNames(page)).toEqual([first.name, second.name]);
      await other.context.close();
      await context.close();

      // The owner of the first church sees it counted on the Analytics tab (an island: with JavaScript).
      const dashboard = await openPage(e2e, `${prefix}/dashboard?tab=analytics`, { width, session: createSession(db, owner.id) });
      const saved = dashboard.page.getByTestId("saved-this-month");
      await saved.waitFor();
      expect(await saved.textContent()).toBe(words.saved);
      expect(await dashboard.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await dashboard.page.screenshot({ path: `/tmp/shots/34-shortlist-account-dashboard-${lang}-${width}.png`, fullPage: true });
      await dashboard.context.close();
    });
  }
});
