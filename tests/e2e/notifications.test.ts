import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { outbox, users } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { openPage, useServerAndBrowser, type OpenOptions } from "../helpers/e2e";

// No SMTP_URL: the notifications wait in the outbox, where the test reads them.
const e2e = useServerAndBrowser({ SEED: "none" });

const open = (path: string, options?: OpenOptions) => openPage(e2e, path, options);

describe("notifications", () => {
  test("on a phone, by keyboard: an owner switches a topic off in the account settings", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { username: "quiet-owner" });
    const { page, context } = await open("/dashboard/account", { width: 375, session: createSession(db, owner.id) });
    const group = page.getByRole("group", { name: "E-mail me about" });
    const payments = group.getByLabel("Payments: received, a failed renewal, a plan ending");
    expect(await payments.isChecked()).toBe(true);
    await payments.focus();
    await page.keyboard.press("Space");
    expect(await payments.isChecked()).toBe(false);
    await page.getByRole("button", { name: "Save e-mail choices" }).click();
    await page.getByRole("status").filter({ hasText: "Your e-mail choices were saved." }).waitFor();
    expect(db.select({ off: users.mailOptOuts }).from(users).where(eq(users.id, owner.id)).get()!.off).toEqual(["payments"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.reload();
    expect(await page.getByLabel("Payments: received, a failed renewal, a plan ending").isChecked()).toBe(false);
    await context.close();
  });

  test("an admin rejects a church with a reason; the owner's mail and dashboard carry it, with and without JavaScript, in English and Spanish", async () => {
    const db = e2e.server.db();
    const owner = await createUser(db, { username: "hopeful", email: "hopeful@example.org" });
    createChurch(db, { name: "Hopeful Chapel", status: "pending", ownerId: owner.id });
    const admin = await createUser(db, { username: "reviewer", role: "admin" });
    const { page, context } = await open("/admin?tab=approvals", { width: 375, session: createSession(db, admin.id) });
    const item = page.getByRole("listitem").filter({ hasText: "Hopeful Chapel" });
    await item.getByLabel("Reason (sent to the owner, optional)").fill("Please give the church's street address.");
    await item.getByRole("button", { name: "Reject Hopeful Chapel" }).click();
    await page.getByText("No churches are waiting for approval.").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const mail = db.select().from(outbox).where(eq(outbox.kind, "church-rejected")).get()!;
    expect(mail.to).toBe("hopeful@example.org");
    expect(mail.text).toContain("The reviewer's note: Please give the church's street address.");
    await context.close();

    const session = createSession(db, owner.id);
    for (const [path, status, note] of [
      ["/dashboard", "Hopeful Chapel: Not approved", "The reviewer's note: Please give the church's street address."],
      ["/es/dashboard", "Hopeful Chapel: No aprobada", "Nota de quien revisó: Please give the church's street address."],
    ] as const) {
      for (const javaScriptEnabled of [true, false]) {
        const seen = await open(path, { width: 375, session, javaScriptEnabled });
        const item = seen.page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: "Hopeful Chapel" });
        expect([path, javaScriptEnabled, await item.textContent()]).toEqual([path, javaScriptEnabled, `${status}${note}`]);
        expect(await item.getByText(note).isVisible()).toBe(true);
        expect(await seen.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        await seen.context.close();
      }
    }
  });
});
