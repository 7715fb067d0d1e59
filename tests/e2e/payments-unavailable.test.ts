import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { subscriptions } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

// A real deployment before Stripe is set up: no keys, no demo data, PAYMENTS unset.
const e2e = useServerAndBrowser({ SEED: "none" });
const UNAVAILABLE = "Online payments are not available yet. Please contact us to feature your church or place a banner.";

async function open(page: Page, path: string) {
  await page.goto(e2e.server.url + path);
  await hydrated(page);
}

describe("without a payments provider", () => {
  test("start-up says that no provider takes payments", () => {
    expect(e2e.server.output()).toContain("Payments: none (no Stripe keys, no demo data, PAYMENTS unset): paid plans show as not available yet.");
  });

  test("an owner is told paid plans are not available yet wherever they are sold, with no card form", async () => {
    const db = e2e.server.db();
    const user = await createUser(db);
    createChurch(db, { name: "Patient Parish Church", ownerId: user.id });
    const context = await e2e.browser.newContext();
    await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
    const page = await context.newPage();

    await open(page, "/dashboard?tab=billing");
    await page.getByText(UNAVAILABLE).waitFor();
    expect(await page.getByText("Basic listing, free.").isVisible()).toBe(true);
    for (const name of [/^Monthly/, /^Yearly/, /Refresh Membership/]) expect(await page.getByRole("button", { name }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    for (const path of ["/checkout?plan=featured&billing=monthly", "/checkout?plan=banner&billing=monthly", "/subscribe?billing=yearly"]) {
      await open(page, path);
      expect([path, await page.getByText(UNAVAILABLE).isVisible()]).toEqual([path, true]);
      expect([path, await page.getByRole("form").count(), await page.getByText(/^(Preparing secure payment|Setting up your subscription)/).count()]).toEqual([path, 0, 0]);
      expect(await page.getByRole("link", { name: "contact form" }).getAttribute("href")).toBe("/contact");
    }
    expect(await axeViolations(page)).toEqual([]);

    await open(page, "/advertise");
    expect(await page.getByText(UNAVAILABLE).isVisible()).toBe(true);
    expect(await page.getByText("Not available online yet: please contact us.").count()).toBe(3);
    expect(await page.getByRole("link", { name: /^(Buy a|Become a premium)/ }).count()).toBe(0);
    expect(await page.getByTestId("toast").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(db.select().from(subscriptions).all()).toEqual([]);
    await context.close();
  });
});
