import { describe, expect, test } from "bun:test";
import { desc } from "drizzle-orm";
import { outbox } from "../../src/db/schema";
import { createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser, type OpenOptions } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

// No SMTP_URL: the mail waits in the outbox, and the admin's Outbox tab is how it is read.
const e2e = useServerAndBrowser({ SEED: "none" });

const open = (path: string, options?: OpenOptions) => openPage(e2e, path, options);

describe("forgotten password", () => {
  test("forgot password → the mail in the admin's outbox → its link → a new password → signed in; the other session is signed out", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { username: "rosa", email: "rosa@example.org", password: "forgotten-one" });
    const admin = await createUser(db, { username: "keeper", role: "admin" });
    const elsewhere = await open("/dashboard", { session: createSession(db, owner.id) });
    await elsewhere.page.getByRole("heading", { name: "Welcome, rosa" }).waitFor();

    const { page, context } = await open("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Forgot your password?" });
    await form.getByLabel("Email").fill("rosa@example.org");
    await form.getByRole("button", { name: "Send me a link" }).click();
    await page.getByRole("status").filter({ hasText: "If an account uses that address, we have sent a link" }).waitFor();

    const outboxTab = await open("/admin?tab=outbox", { width: 375, session: createSession(db, admin.id) });
    await outboxTab.page.getByRole("button", { name: "Open: Choose a new password for San Antonio Church Directory to rosa@example.org" }).click();
    const link = outboxTab.page.getByRole("link", { name: /\/reset-password\?token=/ });
    const href = (await link.getAttribute("href"))!;
    expect(href.startsWith(`${e2e.server.url}/reset-password?token=`)).toBe(true);
    expect(await outboxTab.page.getByRole("list", { name: "Messages" }).getByText("Queued").isVisible()).toBe(true);
    expect(await outboxTab.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await outboxTab.context.close();

    await page.goto(href);
    await hydrated(page);
    const reset = page.getByRole("form", { name: "Choose a new password" });
    await reset.getByLabel("New password", { exact: true }).fill("remembered-now");
    await reset.getByLabel("Confirm new password").fill("remembered-not");
    await reset.getByRole("button", { name: "Save new password" }).click();
    expect(await reset.getByText("Passwords don't match").isVisible()).toBe(true);
    await reset.getByLabel("Confirm new password").fill("remembered-now");
    await reset.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole("heading", { name: "Welcome, rosa" }).waitFor();

    await elsewhere.page.goto(`${e2e.server.url}/dashboard`);
    expect(new URL(elsewhere.page.url()).pathname).toBe("/login");

    // The link worked once.
    await page.goto(href);
    expect(await page.getByText("This link has expired or was already used. Ask for a new one.").isVisible()).toBe(true);
    await Promise.all([context.close(), elsewhere.context.close()]);
  });

  test("without JavaScript, on a phone: ask from the admin sign-in, then choose the new password", async () => {
    const db = e2e.server.db();
    await createUser(db, { username: "warden", email: "warden@example.org", role: "admin" });
    const { page, context } = await open("/admin/login", { width: 375, javaScriptEnabled: false });
    // The sign-in form itself needs JavaScript; its 'Forgot your password?' link does not.
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL(/\/admin\/forgot-password$/);
    await page.getByLabel("Email", { exact: true }).fill("warden@example.org");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.waitForURL(/\/admin\/forgot-password\?sent=1$/);
    expect(await page.getByText("If an account uses that address, we have sent a link").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const mail = db.select().from(outbox).orderBy(desc(outbox.id)).limit(1).get()!;
    expect(mail.to).toBe("warden@example.org");
    const href = mail.text.match(/http:\/\/\S+\/reset-password\?token=\S+/)![0];
    await page.goto(href);
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByLabel("Confirm new password").fill("short");
    await page.getByRole("button", { name: "Save new password" }).click();
    expect(await page.getByRole("alert").filter({ hasText: "Password must be at least 6 characters" }).isVisible()).toBe(true);
    await page.getByLabel("New password", { exact: true }).fill("a-fine-password");
    await page.getByLabel("Confirm new password").fill("a-fine-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    await context.close();
  });

  test("axe finds no serious or critical violation on the forgot-password page", async () => {
    const { page, context } = await open("/forgot-password");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
