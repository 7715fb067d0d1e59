import { describe, expect, test } from "bun:test";
import { analyticsDaily } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { lastDays } from "../../src/features/analytics/periods";
import { centralDay } from "../../src/lib/dates";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

const e2e = useServerAndBrowser({ SEED: "none" });

/**
 * A premium owner's browser at a width, on the dashboard's Analytics tab, with the errors the page
 * threw. The first test's is the first dashboard this server draws: its chart panel, a part loaded
 * apart in the browser, must come drawn from the server, not left for the browser to draw (which
 * React reports as an error; docs/architecture.md, Islands).
 */
async function analyticsTab(username: string, width: number, figures: (churchId: number) => (typeof analyticsDaily.$inferInsert)[]) {
  const db = e2e.server.db();
  const user = await createUser(db, { username });
  const church = createChurch(db, { name: `${username} Baptist`, ownerId: user.id, isPremium: true, denomination: "Baptist" });
  const rows = figures(church.id);
  if (rows.length) db.insert(analyticsDaily).values(rows).run();
  const context = await e2e.browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${e2e.server.url}/dashboard?tab=analytics`);
  await hydrated(page);
  return { context, page, errors };
}

describe("the owner's analytics charts", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: charts per day and per month beside the Baptist median, by keyboard, with a table and no axe violations`, async () => {
      const today = centralDay();
      const [weekAgo] = lastDays(today, 8);
      const db = e2e.server.db();
      const peer = createChurch(db, { denomination: "Baptist" }).id;
      db.insert(analyticsDaily).values({ churchId: peer, day: today, profileViews: 6 }).run();
      const { context, page, errors } = await analyticsTab(`owner${width}`, width, (id) => [
        { churchId: id, day: today, profileViews: 1, websiteClicks: 2 },
        { churchId: id, day: weekAgo!, profileViews: 3 },
      ]);

      const views = page.getByRole("img", { name: "Profile views per day, last 30 days" });
      await views.waitFor();
      expect(await page.getByRole("img", { name: /per day, last 30 days$/ }).count()).toBe(4);
      expect(await page.getByText("Your church: 4 in the last 30 days.").first().isVisible()).toBe(true);
      const peers = await page.evaluate(() => document.body.textContent!.match(/Median of (\d+) Baptist churches \(dashed line\)/)?.[1]);
      expect(Number(peers)).toBeGreaterThanOrEqual(2);
      expect(await views.locator("rect").count()).toBe(30);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);

      // The figures as a table, opened from the keyboard.
      const summary = page.getByText("Profile views as a table");
      await summary.focus();
      await page.keyboard.press("Enter");
      const table = page.getByRole("table", { name: "Profile views per day, last 30 days" });
      expect(await table.getByRole("row").count()).toBe(31);
      expect(await table.getByRole("row").last().getByRole("cell").first().textContent()).toBe("1");

      // Per month, chosen by keyboard.
      await page.getByRole("button", { name: "Last 12 months" }).focus();
      await page.keyboard.press("Space");
      const months = page.getByRole("img", { name: "Profile views per month, last 12 months" });
      await months.waitFor();
      expect(await page.getByRole("button", { name: "Last 12 months" }).getAttribute("aria-pressed")).toBe("true");
      expect(await months.locator("rect").count()).toBe(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("a premium church without visitors yet: 'No views yet'", async () => {
    const { context, page } = await analyticsTab("quietowner", 375, () => []);
    await page.getByText("No views yet.").waitFor();
    expect(await page.getByRole("img").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
