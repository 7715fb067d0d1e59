import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { analyticsDaily, churches, searchStats } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { dueMonth, runMonthlyReports } from "../../src/features/reports/service";
import { filtersKey, type SearchFilters } from "../../src/features/search-stats/filters";
import { WEEKDAYS } from "../../src/contract/service-times/options";
import { centralDay } from "../../src/lib/dates";
import { signStillRight } from "../../src/lib/signed-links";
import { useServerAndBrowser, openPage } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";

const SECRET = "monthly-reports-e2e-secret-of-forty-characters";
const e2e = useServerAndBrowser({ SEED: "none", SESSION_SECRET: SECRET });
const month = dueMonth();
/** Listed well before last month: a church has no report of a month before it was listed. */
const LISTED = new Date(Date.now() - 90 * 86_400_000);

/** A premium owner with last month's report stored, and a free owner. */
async function owners() {
  const db = e2e.server.db();
  const premium = await createUser(db, { email: "grace@example.org" });
  const free = await createUser(db);
  const grace = createChurch(db, { name: "Grace Baptist", area: "South Side", ownerId: premium.id, isPremium: true, createdAt: LISTED }).id;
  const chapel = createChurch(db, { name: "Free Chapel", ownerId: free.id, createdAt: LISTED }).id;
  db.insert(analyticsDaily).values([
    { churchId: grace, day: `${month}-03`, profileViews: 12, directoryViews: 80, websiteClicks: 4 },
    { churchId: chapel, day: `${month}-04`, profileViews: 3, directoryViews: 17 },
  ]).run();
  // The longest report: five searches that showed the church and ten it could answer.
  const row = (filters: SearchFilters, searches: number, noResults = 0) => ({ day: `${month}-05`, filters: filtersKey(filters), searches, noResults });
  db.insert(searchStats).values([
    row({ area: "South Side", language: "spanish", day: "sunday", time: "evening" }, 14, 14),
    ...WEEKDAYS.slice(1).map((day, i) => row({ area: "South Side", language: "spanish", day, time: "evening" }, 13 - i, 13 - i)),
    row({ area: "South Side", kind: "prayer", day: "wednesday", time: "morning" }, 5, 5),
    row({ area: "South Side", kind: "youth", day: "friday", time: "evening" }, 4, 4),
    row({ area: "South Side", kind: "confession", day: "saturday", time: "afternoon" }, 3, 3),
    ...[{ day: "sunday" }, { time: "morning" }, { denomination: "Baptist" }, { area: "South Side" }, { day: "weekend" }, { language: "english" }].map((f, i) => row(f as SearchFilters, 60 - i)),
  ]).run();
  await runMonthlyReports(db, { from: "reports@example.org", origin: e2e.server.url }, SECRET, { month });
  return { grace, premium: createSession(db, premium.id), free: createSession(db, free.id) };
}

describe("the premium monthly report", () => {
  test("at 375 and 1280 px: the report by keyboard, no axe violations, and printed on one sheet without the site's header", async () => {
    const { grace, premium, free } = await owners();
    for (const width of [375, 1280]) {
      const { page, context } = await openPage(e2e, "/dashboard/reports", { width, session: premium });
      const link = page.getByRole("link", { name: /Grace Baptist: / });
      await link.focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`**/dashboard/reports/${month}?church=${grace}`);
      await page.getByRole("heading", { name: /^Grace Baptist: / }).waitFor();
      expect(await page.getByRole("row", { name: /Profile views/ }).getByRole("cell").first().textContent()).toBe("12");
      expect(await page.getByText("14 searches for Spanish services on Sunday evening in South Side found no church; you list none.").isVisible()).toBe(true);
      expect(await page.locator("[data-report] ol > li").count()).toBe(5);
      expect(await page.locator("[data-report] ul > li").count()).toBe(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ media: "print" });
      expect(await page.locator("header").first().isVisible()).toBe(false);
      expect(await page.locator("footer").first().isVisible()).toBe(false);
      if (process.env.REPORT_SCREENSHOT) await page.screenshot({ path: process.env.REPORT_SCREENSHOT, fullPage: true });
      for (const format of ["A4", "Letter"]) {
        // With margins like a browser's print dialog (about 10 mm).
        const pdf = Buffer.from(await page.pdf({ format, margin: { top: "12mm", bottom: "12mm", left: "12mm", right: "12mm" } })).toString("latin1");
        expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
      }
      await context.close();
    }

    // Without JavaScript the report's 'These times are still right' button is a plain form.
    const { page, context } = await openPage(e2e, `/dashboard/reports/${month}?church=${grace}`, { session: premium, javaScriptEnabled: false });
    await page.getByRole("button", { name: "These times are still right" }).click();
    await page.waitForURL("**/dashboard?confirmed=services");
    const confirmed = e2e.server.db().select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, grace)).get()!.at;
    expect(confirmed).toBeInstanceOf(Date);
    await context.close();

    // A free owner sees one line of their month and what premium adds.
    const freePage = await openPage(e2e, "/dashboard", { width: 375, session: free });
    const teaser = freePage.page.getByTestId("report-teaser");
    expect(await teaser.textContent()).toContain("Free Chapel was shown 17 times in the directory and its page was opened 3 times");
    expect(await teaser.getByRole("link", { name: "See premium membership" }).getAttribute("href")).toBe("/subscribe");
    expect(await axeViolations(freePage.page)).toEqual([]);
    await freePage.context.close();
  });
});

describe("the mailed 'Still right' link", () => {
  test("at 375 px: the page asks, with no axe violations; without JavaScript its button confirms", async () => {
    const db = e2e.server.db();
    const church = createChurch(db, { name: "Mission Chapel", isPremium: true, ownerId: (await createUser(db)).id }).id;
    const path = `/services-still-right?token=${encodeURIComponent(await signStillRight(SECRET, church, new Date(Date.now() + 86_400_000)))}`;
    const seen = await openPage(e2e, path, { width: 375 });
    expect(await seen.page.getByText("Are the service times of Mission Chapel still right?").isVisible()).toBe(true);
    expect(await axeViolations(seen.page)).toEqual([]);
    await seen.context.close();
    expect(db.select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, church)).get()!.at).toBeNull();

    const { page, context } = await openPage(e2e, path, { width: 375, javaScriptEnabled: false });
    await page.getByRole("button", { name: "Yes, these times are still right" }).click();
    await page.getByText("Thank you: your service times are confirmed as they are.").waitFor();
    expect(db.select({ at: churches.servicesConfirmedAt }).from(churches).where(eq(churches.id, church)).get()!.at).toBeInstanceOf(Date);
    await context.close();
  });
});

describe("searches that found nothing", () => {
  test("a premium owner's dashboard and the admins' tab list them, at 375 and 1280 px, by keyboard, without axe violations", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db);
    createChurch(db, { name: "Stone Oak Chapel", area: "Stone Oak", ownerId: owner.id, isPremium: true });
    db.insert(searchStats).values({ day: centralDay(), filters: filtersKey({ area: "Stone Oak", kind: "youth", day: "friday", time: "evening" }), searches: 7, noResults: 7 }).run();
    const admin = await createUser(db, { role: "admin" });
    for (const width of [375, 1280]) {
      const dashboard = await openPage(e2e, "/dashboard", { width, session: createSession(db, owner.id) });
      const missing = dashboard.page.getByRole("region", { name: "Searches near you that found few or no churches" });
      expect(await missing.getByText("7 searches for youth on Friday evening in Stone Oak found no church; you list none.").isVisible()).toBe(true);
      expect(await dashboard.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(dashboard.page)).toEqual([]);
      await dashboard.context.close();

      const { page, context } = await openPage(e2e, "/admin", { width, session: createSession(db, admin.id) });
      const tab = page.getByRole("tab", { name: "Searches Found Nothing" });
      await tab.focus();
      await page.keyboard.press("Enter");
      const row = page.getByRole("row", { name: /youth on Friday evening in Stone Oak/ });
      await row.waitFor();
      expect(await row.getByRole("cell").nth(1).textContent()).toBe("7");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
