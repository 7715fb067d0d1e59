import { describe, expect, test } from "bun:test";
import { desc, eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { churches, outbox, users } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

const e2e = useServerAndBrowser({ SEED: "none" });

async function signedIn(userId: number, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: options.javaScriptEnabled ?? true, acceptDownloads: true });
  await context.addCookies([{ name: "sid", value: createSession(e2e.server.db(), userId), url: e2e.server.url }]);
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/dashboard/account`);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, context };
}

describe("account settings on a phone", () => {
  test("from the dashboard: change the password (a wrong current one is said), download my data, delete the account after a confirmation", async () => {
    const db = e2e.server.db();
    const user = await createUser(db, { username: "lucia", password: "first-password" });
    const { page, context } = await signedIn(user.id);
    await page.goto(`${e2e.server.url}/dashboard`);
    await hydrated(page);
    await page.getByRole("link", { name: /Account settings/ }).click();
    await page.waitForURL(/\/dashboard\/account$/);
    await hydrated(page);
    await page.getByText(`Signed in as lucia (${user.email}).`).waitFor();

    const form = page.getByRole("form", { name: "Change password" });
    await form.getByLabel("Current password").fill("not-it");
    await form.getByLabel("New password", { exact: true }).fill("second-password");
    await form.getByLabel("Confirm new password").fill("second-password");
    await form.getByRole("button", { name: "Change password" }).click();
    await page.locator("#password").getByRole("alert").filter({ hasText: "Your current password is not correct." }).first().waitFor();
    await form.getByLabel("Current password").fill("first-password");
    await form.getByRole("button", { name: "Change password" }).click();
    await page.locator("#password").getByRole("status").filter({ hasText: "Your password has been changed." }).waitFor();
    expect(db.select().from(outbox).orderBy(desc(outbox.id)).limit(1).get()).toMatchObject({ kind: "password-changed", to: user.email });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data (JSON)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(data.account.username).toBe("lucia");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    // Deleting asks first; declined, nothing happens; accepted, the account goes and the home page says so.
    const remove = page.getByRole("form", { name: "Delete account" });
    await remove.getByLabel("Current password").fill("second-password");
    page.once("dialog", (dialog) => void dialog.dismiss());
    await remove.getByRole("button", { name: "Delete my account" }).click();
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeDefined();
    page.once("dialog", (dialog) => void dialog.accept());
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("toast").filter({ hasText: "Account deleted" }).waitFor();
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    await context.close();
  });

  test("without JavaScript: change the e-mail address (confirmed by its link), then delete the account; the church stays, unclaimed", async () => {
    const db = e2e.server.db();
    const user = await createUser(db, { username: "tomas", email: "tomas@example.org", password: "tomas-password" });
    const church = createChurch(db, { ownerId: user.id });
    const { page, context } = await signedIn(user.id, { javaScriptEnabled: false });

    const email = page.getByRole("form", { name: "Change e-mail address" });
    await email.getByLabel("New e-mail address").fill("tomas.new@example.org");
    await email.getByLabel("Current password").fill("tomas-password");
    await email.getByRole("button", { name: "Send confirmation link" }).click();
    await page.waitForURL(/\?done=email#email$/);
    expect(await page.getByText("We have sent a link to your new address.").isVisible()).toBe(true);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()!.email).toBe("tomas@example.org");
    const link = db.select().from(outbox).where(eq(outbox.to, "tomas.new@example.org")).get()!.text.match(/http:\/\/\S+\/confirm-email\?token=\S+/)![0];
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm this address" }).click();
    await page.waitForURL(/\/confirm-email\?done=1$/);
    expect(await page.getByText("Your e-mail address has been changed.").isVisible()).toBe(true);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()!.email).toBe("tomas.new@example.org");

    await page.goto(`${e2e.server.url}/dashboard/account`);
    const remove = page.getByRole("form", { name: "Delete account" });
    await remove.getByLabel("Current password").fill("wrong");
    await remove.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\?failed=delete&error=.*#delete$/);
    expect(await page.locator("#delete").getByRole("alert").filter({ hasText: "Your current password is not correct." }).isVisible()).toBe(true);
    await page.getByRole("form", { name: "Delete account" }).getByLabel("Current password").fill("tomas-password");
    await page.getByRole("form", { name: "Delete account" }).getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/account-deleted$/);
    expect(await page.getByRole("heading", { name: "Account deleted" }).isVisible()).toBe(true);
    expect(db.select().from(users).where(eq(users.id, user.id)).get()).toBeUndefined();
    expect(db.select().from(churches).where(eq(churches.id, church.id)).get()!.ownerId).toBeNull();
    await page.goto(`${e2e.server.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
