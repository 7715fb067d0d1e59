import { describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { newsletterSubscriptions, outbox } from "../../src/db/schema";
import { createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser, type OpenOptions } from "../helpers/e2e";

// No SMTP_URL: the mail waits in the outbox, where the test reads the confirmation link.
const e2e = useServerAndBrowser({ SEED: "none" });

const open = (path: string, options?: OpenOptions) => openPage(e2e, path, options);

describe("newsletter", () => {
  test("without JavaScript, on a phone: the footer form → the confirmation mail → its page → confirmed", async () => {
    const db = e2e.server.db();
    const { page, context } = await open("/", { width: 375, javaScriptEnabled: false });
    await page.getByLabel("Email address").fill("reader@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL(/\/newsletter\?status=subscribed$/);
    expect(await page.getByText("we sent a link to confirm your subscription").isVisible()).toBe(true);

    const mail = db.select().from(outbox).where(and(eq(outbox.to, "reader@example.org"), eq(outbox.kind, "newsletter-confirm"))).get()!;
    const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0];
    expect(link.startsWith(`${e2e.server.url}/newsletter/confirm?token=`)).toBe(true);
    await page.goto(link);
    expect(await page.getByText("reader@example.org").isVisible()).toBe(true);
    expect(db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "reader@example.org")).get()!.confirmedAt).toBeNull();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.waitForURL(/\/newsletter\?status=confirmed$/);
    expect(await page.getByRole("heading", { name: "Subscription Confirmed" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "reader@example.org")).get()!.confirmedAt).toBeInstanceOf(Date);
    await context.close();
  });

  test("an admin writes a newsletter with its Spanish edition, previews it, sends a test, then sends it to the confirmed subscribers and sees it done", async () => {
    const db = e2e.server.db();
    // reader@example.org confirmed in the test above: three confirmed (one in Spanish), one pending.
    const admin = await createUser(db, { username: "editor", role: "admin", email: "editor@example.org" });
    db.insert(newsletterSubscriptions).values([{ email: "one@example.org", confirmedAt: new Date() }, { email: "dos@example.org", confirmedAt: new Date(), language: "es" }, { email: "pending@example.org" }]).run();
    const { page, context } = await open("/admin?tab=newsletter", { session: createSession(db, admin.id) });
    await page.getByRole("button", { name: "New Newsletter" }).click();
    const editor = page.getByRole("form", { name: "New newsletter" });
    await editor.getByRole("button", { name: "Save draft and preview" }).click();
    expect(await editor.getByText("A subject is required").isVisible()).toBe(true);
    await editor.getByRole("textbox", { name: "Subject", exact: true }).fill("Easter in San Antonio");
    await editor.getByLabel(/^Body \(/).fill('<h2>Services</h2><p>Sunrise services <a href="/services/easter">listed here</a>.</p><img src=x onerror="window.hacked=1">');
    // Half a Spanish edition is refused, naming what is missing.
    await editor.getByLabel("Subject in Spanish").fill("Pascua en San Antonio");
    await editor.getByRole("button", { name: "Save draft and preview" }).click();
    expect(await editor.getByText("The Spanish edition needs some text").isVisible()).toBe(true);
    await editor.getByLabel("Body in Spanish (HTML)").fill('<h2>Misas</h2><p>Misas del alba <a href="/es/services/easter">aquí</a>.</p>');
    await editor.getByRole("button", { name: "Save draft and preview" }).click();

    const preview = page.getByLabel("Preview", { exact: true });
    await preview.getByRole("heading", { name: "Services" }).waitFor();
    expect(await preview.getByRole("link", { name: "listed here" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.getByLabel("Spanish preview").getByRole("heading", { name: "Misas" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Send a test to myself" }).click();
    await page.getByText("The newsletter was sent to editor@example.org.").waitFor();

    await page.getByRole("button", { name: "Send to 3 confirmed subscribers" }).click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.getByText("Send 'Easter in San Antonio' to 3 confirmed subscribers now?").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Yes, send it now" }).click();
    await page.getByRole("status").filter({ hasText: "Sent to 3 subscribers" }).waitFor();
    expect(await page.getByRole("button", { name: "Send to 3 confirmed subscribers" }).count()).toBe(0);

    const sent = db.select({ to: outbox.to, subject: outbox.subject, text: outbox.text, headers: outbox.headers }).from(outbox).where(eq(outbox.kind, "newsletter")).all();
    expect(sent.map((m) => m.to).sort()).toEqual(["dos@example.org", "one@example.org", "reader@example.org"]);
    expect(sent[0]!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Each in its subscriber's edition, links absolute on the site.
    const to = (email: string) => sent.find((m) => m.to === email)!;
    expect(to("dos@example.org").subject).toBe("Pascua en San Antonio");
    expect(to("dos@example.org").text).toContain(`aquí [${e2e.server.url}/es/services/easter]`);
    expect(to("one@example.org").subject).toBe("Easter in San Antonio");
    expect(to("one@example.org").text).toContain(`listed here [${e2e.server.url}/services/easter]`);
    await context.close();
  });

  test("on a phone the Newsletter tab fits the screen", async () => {
    const db = e2e.server.db();
    const admin = await createUser(db, { username: "phone-editor", role: "admin" });
    const { page, context } = await open("/admin?tab=newsletter", { width: 375, session: createSession(db, admin.id) });
    await page.getByRole("heading", { name: "Newsletter", exact: true }).waitFor();
    await page.getByRole("button", { name: "Open Easter in San Antonio" }).click();
    await page.getByLabel("Preview", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
