import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { churchClaims, churches, outbox } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

/** Claiming a church with safeguards (docs/decisions/0035-claim-safeguards.md), with and without JavaScript, at phone width; the admin's review. */

const e2e = useServerAndBrowser({ SEED: "none" });

/** A browser 375 px wide signed in as a new owner (a session made in the database, as sign-in would). */
async function signedInAs(username: string, javaScriptEnabled = true) {
  const db = e2e.server.db();
  const user = await createUser(db, { username });
  const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled });
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  return { user, db, context, page: await context.newPage() };
}

const fitsPhone = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.scrollWidth <= 375);

describe("claiming a church", () => {
  test("with JavaScript: choosing a church opens its form; the schema and the domain rule speak at the fields; the dashboard says the claim is sent", async () => {
    const { user, db, context, page } = await signedInAs("claimer");
    createChurch(db, { name: "San Fernando Chapel", area: "Downtown" });
    const wanted = createChurch(db, { name: "Mission Espada Parish", area: "South Side", website: "https://www.espada-parish.example.org" });
    await page.goto(`${e2e.server.url}/church-submission`);
    await hydrated(page);
    await page.getByRole("tab", { name: "Claim Existing Church" }).click();
    const search = page.getByLabel("Search by church name, address or area");
    await search.fill("no such church anywhere");
    expect(await page.getByText("No churches found matching your search.").isVisible()).toBe(true);
    await search.fill("south side");
    expect(await page.getByText("San Fernando Chapel").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Claim This Church: Mission Espada Parish" }).click();
    await page.waitForURL(new RegExp(`/claim-church/${wanted.id}$`));
    await hydrated(page);

    const form = page.getByRole("form", { name: "Claim Mission Espada Parish" });
    await form.getByRole("button", { name: "Send Claim" }).click();
    expect(await form.getByText("Choose your role at the church").isVisible()).toBe(true);
    expect(await form.getByText("Enter a phone number we can call, with its area code").isVisible()).toBe(true);
    // The keyboard is taken to the first field to correct.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("claim-role");
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel("Your role at the church").selectOption({ label: "Church staff" });
    await form.getByLabel("Phone").fill("(210) 555-0123");
    await form.getByLabel("How are you connected to this church?").fill("Parish secretary since 2019; Father Luis can vouch for me.");
    await form.getByLabel("Verify with an e-mail at espada-parish.example.org (optional)").fill("me@gmail.example.com");
    await form.getByRole("button", { name: "Send Claim" }).click();
    // The domain is the server's rule: its 422 shows at the field, which gets the keyboard.
    await form.getByText("Use an address at espada-parish.example.org").waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("claim-verificationEmail");
    expect(await fitsPhone(page)).toBe(true);

    await form.getByLabel("Verify with an e-mail at espada-parish.example.org (optional)").fill("office@espada-parish.example.org");
    await form.getByRole("button", { name: "Send Claim" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Church Claim Submitted").waitFor();
    expect(db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).get()).toMatchObject({ churchId: wanted.id, status: "pending", role: "staff", verificationEmail: "office@espada-parish.example.org" });
    const mail = db.select().from(outbox).where(eq(outbox.to, "office@espada-parish.example.org")).get()!;
    expect(mail.kind).toBe("claim-verification");
    // The pages without an island are checked here, where axe can run: the link's page and the plain list.
    await page.goto(mail.text.match(/http:\/\/\S+\/verify-claim\?token=\S+/)![0]);
    await page.getByRole("button", { name: "Verify this address" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // With its claim waiting, the account is told the one-church rule where the list was (docs/decisions/0059-forms-without-losses.md).
    await page.goto(`${e2e.server.url}/claim-church?search=san`);
    await page.getByText("Each account manages one church: Mission Espada Parish (your claim is waiting for an administrator's review).").waitFor();
    expect(await page.getByRole("link", { name: /Claim This Church/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsPhone(page)).toBe(true);
    await context.close();
    const visitor = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
    const list = await visitor.newPage();
    await list.goto(`${e2e.server.url}/claim-church?search=san`);
    await list.getByRole("link", { name: "Claim This Church: San Fernando Chapel" }).waitFor();
    expect(await axeViolations(list)).toEqual([]);
    expect(await fitsPhone(list)).toBe(true);
    await visitor.close();
  });

  test("without JavaScript: find the church, post the form, correct it, then verify the address from its link", async () => {
    const { user, db, context, page } = await signedInAs("scriptless", false);
    const wanted = createChurch(db, { name: "Scriptless Parish", website: "https://scriptless-parish.example.org" });
    await page.goto(`${e2e.server.url}/church-submission`);
    await page.getByRole("link", { name: "Claim an existing church" }).click();
    await page.getByLabel("Search by church name, address or area").fill("scriptless");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/claim-church\?search=scriptless$/);
    await page.getByRole("link", { name: "Claim This Church: Scriptless Parish" }).click();
    await page.waitForURL(new RegExp(`/claim-church/${wanted.id}$`));
    expect(await fitsPhone(page)).toBe(true);

    const form = page.getByRole("form", { name: "Claim Scriptless Parish" });
    await form.getByLabel("Phone").fill("210 555 0177");
    await form.getByLabel("How are you connected to this church?").fill("Too short");
    await form.getByRole("button", { name: "Send Claim" }).click();
    // Refused: the same page again, with what was typed and each field's message.
    expect(await form.getByText("Choose your role at the church").isVisible()).toBe(true);
    expect(await form.getByText("Tell us how you are connected to this church (10 to 500 characters)").isVisible()).toBe(true);
    expect(await form.getByLabel("Phone").inputValue()).toBe("210 555 0177");

    await form.getByLabel("Your role at the church").selectOption({ label: "Pastor / Priest" });
    await form.getByLabel("How are you connected to this church?").fill("I have been the pastor here since 2015.");
    await form.getByLabel("Verify with an e-mail at scriptless-parish.example.org (optional)").fill("pastor@scriptless-parish.example.org");
    await form.getByRole("button", { name: "Send Claim" }).click();
    await page.waitForURL(/\/dashboard\?saved=claimed$/);
    expect(await page.getByText("Church Claim Submitted").isVisible()).toBe(true);

    const link = db.select().from(outbox).where(eq(outbox.to, "pastor@scriptless-parish.example.org")).get()!.text.match(/http:\/\/\S+\/verify-claim\?token=\S+/)![0];
    await page.goto(link);
    await page.getByRole("button", { name: "Verify this address" }).click();
    await page.waitForURL(/\/verify-claim\?done=1$/);
    expect(await page.getByText("Your e-mail address is verified.").isVisible()).toBe(true);
    await page.goto(link);
    expect(await page.getByText("This link has expired or was already used.").isVisible()).toBe(true);
    expect(db.select().from(churchClaims).where(eq(churchClaims.userId, user.id)).get()!.emailVerifiedAt).not.toBeNull();
    await context.close();
  });

  test("the admin sees role, phone, note and verification; approving says 'Claim approved', rejecting 'Claim rejected'", async () => {
    const db = e2e.server.db();
    const verified = createChurch(db, { name: "Verified Claim Church", website: "https://verified-claim.example.org" });
    const unverified = createChurch(db, { name: "Unverified Claim Church" });
    const [first, second] = [await createUser(db, { username: "firstclaimer" }), await createUser(db, { username: "secondclaimer" })];
    db.insert(churchClaims).values({ churchId: verified.id, userId: first.id, role: "pastor", phone: "(210) 555-0111", note: "Pastor here for twelve years.", verificationEmail: "pastor@verified-claim.example.org", emailVerifiedAt: new Date() }).run();
    db.insert(churchClaims).values({ churchId: unverified.id, userId: second.id, role: "volunteer", phone: "(210) 555-0122", note: "I help with the food pantry." }).run();
    const admin = await createUser(db, { username: "claimadmin", role: "admin" });
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "sid", value: createSession(db, admin.id), url: e2e.server.url }]);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/admin`);
    await hydrated(page);

    const card = (church: string) => page.getByRole("listitem").filter({ hasText: `claims ${church}` });
    await card("Verified Claim Church").waitFor();
    for (const text of ["Role: Pastor / Priest", "(210) 555-0111", "Pastor here for twelve years.", "E-mail verified at verified-claim.example.org"]) {
      expect(await card("Verified Claim Church").getByText(text).isVisible()).toBe(true);
    }
    for (const text of ["Role: Volunteer", "I help with the food pantry.", "Not verified"]) {
      expect(await card("Unverified Claim Church").getByText(text).isVisible()).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Approve the claim to Verified Claim Church" }).click();
    await page.getByText("Claim approved", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Reject the claim to Unverified Claim Church" }).click();
    await page.getByText("Claim rejected", { exact: true }).waitFor();
    await card("Unverified Claim Church").waitFor({ state: "detached" });
    expect(await page.getByText("Church approved successfully").count()).toBe(0);
    expect(db.select().from(churches).where(eq(churches.id, verified.id)).get()!.ownerId).toBe(first.id);
    await context.close();
  });
});
