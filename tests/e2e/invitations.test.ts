import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../helpers/browser";
import { openPage } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";
import { startServer, type RunningServer } from "../helpers/server";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";

// Claim invitations in a browser at phone width (docs/city-data.md, Reaching the churches): the
// admin's tab sends one after a confirmation and shows the counts; the mailed links work without
// JavaScript, and an opt-out shows on the tab.

const e2e = {} as { server: RunningServer; browser: Browser };
let session = "";
beforeAll(async () => {
  [e2e.server, e2e.browser] = await Promise.all([startServer(), launchBrowser()]);
  const db = e2e.server.db();
  createChurch(db, { name: "Mission Invite Chapel", publicEmail: "office@missioninvite.example.org", website: "https://missioninvite.example.org" });
  createChurch(db, { name: "Arroyo Chapel Without Address", publicEmail: null });
  session = createSession(db, (await createUser(db, { role: "admin" })).id);
}, 60_000);
afterAll(async () => {
  for (const context of e2e.browser?.contexts() ?? []) await context.close();
  await e2e.server?.stop();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The counts' row (sent, opened, claimed, opted out), once the tab has loaded them. */
async function counts(page: Page): Promise<number[]> {
  const cells = page.getByRole("table", { name: "What the invitations did" }).locator("tbody td");
  await cells.first().waitFor();
  return (await cells.allInnerTexts()).map(Number);
}
/** A path of the last invitation's mail, read from the outbox the server wrote. */
function mailedPath(name: "claim-invitation" | "invitation-opt-out"): string {
  const { text } = e2e.server.db().sqlite.query("select text from outbox where kind = 'claim-invitation' order by id desc limit 1").get() as { text: string };
  const url = new URL(text.match(new RegExp(`https?://\\S+/${name}\\?token=[\\w.-]+`))![0]);
  return url.pathname + url.search;
}

describe("the Invitations tab at 375 px", () => {
  test("sends an invitation after a confirmation naming the address, then counts it", async () => {
    const { page, context } = await openPage(e2e, "/admin?tab=invitations", { width: 375, session });
    await page.getByRole("heading", { name: "Claim Invitations" }).waitFor();
    expect(await counts(page)).toEqual([0, 0, 0, 0]);
    const row = page.getByRole("listitem").filter({ hasText: "Mission Invite Chapel" });
    expect(await row.innerText()).toContain("office@missioninvite.example.org · Never invited");
    const without = page.getByRole("listitem").filter({ hasText: "Arroyo Chapel Without Address" });
    expect(await without.innerText()).toContain("No public e-mail address: type one to invite this church.");
    expect(await without.getByRole("button", { name: "Send invitation" }).isDisabled()).toBe(true);
    await row.getByLabel("Language").selectOption("es");
    await row.getByRole("button", { name: "Send invitation" }).click();
    expect(await row.getByRole("group").innerText()).toContain("Send the Spanish invitation to office@missioninvite.example.org?");
    await row.getByRole("button", { name: "Yes, send it" }).click();
    await page.getByText("Invitation sent").waitFor();
    await row.getByText("Invited less than 90 days ago.").waitFor();
    expect(await counts(page)).toEqual([1, 0, 0, 0]);
    expect(await page.getByRole("status").filter({ hasText: "Today:" }).innerText()).toContain("Today: 1 of 25 invitations sent.");
    expect(await fitsWidth(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 30_000);

  test("the mailed links work without JavaScript, in Spanish; the opt-out shows on the tab", async () => {
    // Both pages pass the accessibility check (read by a script, so in a browser that runs them).
    for (const path of [mailedPath("claim-invitation"), mailedPath("invitation-opt-out")]) {
      const checked = await openPage(e2e, path, { width: 375 });
      expect(await axeViolations(checked.page)).toEqual([]);
      await checked.context.close();
    }
    const claim = await openPage(e2e, mailedPath("claim-invitation"), { width: 375, javaScriptEnabled: false });
    expect(await claim.page.getByRole("heading", { level: 1 }).innerText()).toBe("Reclamar Mission Invite Chapel");
    expect(await fitsWidth(claim.page)).toBe(true);
    await claim.context.close();
    const optOut = await openPage(e2e, mailedPath("invitation-opt-out"), { width: 375, javaScriptEnabled: false });
    await optOut.page.getByRole("button", { name: "Dejar de recibir invitaciones" }).click();
    expect(await optOut.page.getByRole("status").filter({ hasText: "No volveremos" }).innerText()).toBe("No volveremos a enviar invitaciones a office@missioninvite.example.org.");
    await optOut.context.close();
    const { page, context } = await openPage(e2e, "/admin?tab=invitations", { width: 375, session });
    await page.getByRole("heading", { name: "Claim Invitations" }).waitFor();
    const row = page.getByRole("listitem").filter({ hasText: "Mission Invite Chapel" });
    await row.getByText("Opted out: this address asked never to be invited again.").waitFor();
    expect(await counts(page)).toEqual([1, 1, 0, 1]);
    await context.close();
  }, 30_000);
});
