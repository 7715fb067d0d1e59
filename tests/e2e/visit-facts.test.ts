import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations } from "../helpers/pages";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { weeklyService } from "../../src/contract/service-times/testing";

// Visit facts in the browser (docs/visit-facts.md): the directory's Access and Families boxes with
// and without JavaScript on a phone, the profile's 'What to Expect', and the church form's facts.

const e2e = useServerAndBrowser({ SEED: "none" });
let ownerSession = "";
let ownedId = 0;

beforeAll(async () => {
  const db = e2e.server.db();
  createChurch(db, { name: "Ramp Street Chapel", slug: "ramp-street", serviceTimes: [weeklyService({ time: "11:00", asl: true })], visitFacts: { said: { "step-free": true, nursery: true }, practical: { parking: "on-site", dress: "casual", firstVisit: "Greeters meet you at the ramp." } } });
  createChurch(db, { name: "Stairway Baptist", slug: "stairway", visitFacts: { said: { "step-free": false, nursery: true } } });
  createChurch(db, { name: "Unsaid Fellowship", slug: "unsaid" });
  const owner = await createUser(db, { role: "owner" });
  ownerSession = createSession(db, owner.id);
  ownedId = createChurch(db, { name: "Owner Facts Church", slug: "owner-facts", ownerId: owner.id, status: "approved" }).id;
});

const cardNames = (page: Page) => page.getByTestId("church-card").locator("h3").allTextContents();

describe("directory: Access and Families", () => {
  test("with JavaScript at 375 px: ticking a box by keyboard narrows the list, counts on 'Filters (n)' and shows badges", async () => {
    const { page, context } = await openPage(e2e, "/directory", { width: 375 });
    await page.getByText("Filters", { exact: true }).click();
    const box = page.getByRole("checkbox", { name: "Step-free", exact: true });
    await box.focus();
    await page.keyboard.press("Space");
    await page.waitForURL(/access=step-free/);
    await page.waitForFunction(() => document.querySelector("[data-testid=result-count]")?.textContent === "1 church found");
    expect(await cardNames(page)).toEqual(["Ramp Street Chapel"]);
    expect(await page.locator("summary").first().textContent()).toBe("Filters (1)");
    expect(await page.getByTestId("fact-badges").first().locator("li").allTextContents()).toEqual(["Step-free", "ASL", "Nursery"]);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test("without JavaScript at 375 px: the GET form sends the ticked boxes and the server filters", async () => {
    const { page, context } = await openPage(e2e, "/directory", { width: 375, javaScriptEnabled: false });
    await page.getByText("Filters", { exact: true }).click();
    await page.getByRole("group", { name: "Families" }).getByRole("checkbox", { name: "Nursery", exact: true }).check();
    await page.getByRole("group", { name: "Access" }).getByRole("checkbox", { name: "Step-free", exact: true }).check();
    await Promise.all([page.waitForURL(/family=nursery/), page.getByRole("button", { name: "Search", exact: true }).click()]);
    expect(new URL(page.url()).searchParams.getAll("access")).toEqual(["step-free"]);
    expect(await cardNames(page)).toEqual(["Ramp Street Chapel"]);
    expect(await page.locator("summary").first().textContent()).toBe("Filters (2)");
    await context.close();
  });
});

describe("profile: What to Expect", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px: icons beside words, ASL naming its service, and axe finds nothing`, async () => {
      const { page, context } = await openPage(e2e, "/church/ramp-street", { width });
      const section = page.getByRole("region", { name: "What to Expect" });
      await expect(section.getByText("Step-free entrance")).toBeTruthy();
      expect(await section.locator("[data-fact=step-free]").textContent()).toBe("Step-free entrance: Yes");
      expect(await section.locator("[data-fact=asl]").textContent()).toBe("ASL interpretation: Yes (Sunday 11:00 AM · ASL)");
      expect(await section.locator("svg[aria-hidden=true]").count()).toBe(11);
      expect(await section.getByRole("link", { name: "Suggest an update" }).getAttribute("href")).toMatch(/^\/verify-church\/\d+$/);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }

  test("a church that said nothing reads 'Not provided yet' with the link", async () => {
    const { page, context } = await openPage(e2e, "/church/unsaid", { width: 375, javaScriptEnabled: false });
    expect(await page.getByTestId("facts-missing").textContent()).toContain("Not provided yet");
    await context.close();
  });
});

describe("the church form's facts", () => {
  test("with JavaScript: a radio by keyboard, the live count, saved; axe finds nothing", async () => {
    const { page, context } = await openPage(e2e, `/church-edit/${ownedId}`, { width: 375, session: ownerSession });
    const stepFree = page.getByRole("group", { name: "Step-free entrance" });
    await stepFree.getByRole("radio", { name: "Yes" }).focus();
    await page.keyboard.press("Space");
    expect(await stepFree.getByRole("radio", { name: "Yes" }).isChecked()).toBe(true);
    const firstVisit = page.getByLabel("What to expect on your first visit");
    await firstVisit.fill("Come early for coffee.");
    await page.getByText("22 of 280 characters").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(/\/dashboard/), page.getByRole("button", { name: "Update Church" }).click()]);
    const church = await (await fetch(`${e2e.server.url}/api/churches/${ownedId}`)).json();
    expect(church.access["step-free"]).toBe(true);
    expect(church.practical.firstVisit).toBe("Come early for coffee.");
    await context.close();
  });

  test("the update-request form's facts pass axe", async () => {
    const { page, context } = await openPage(e2e, "/verify-church/" + ownedId, { width: 375 });
    await page.getByRole("group", { name: "Youth group" }).getByRole("radio", { name: "No", exact: true }).check();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test("without JavaScript: the update-request form posts the facts; over-long text is named at its field", async () => {
    const { page, context } = await openPage(e2e, "/verify-church/" + ownedId, { width: 375, javaScriptEnabled: false });
    await page.getByLabel("Your name").fill("Ana Ruiz");
    await page.getByLabel("Your email").fill("ana@example.org");
    await page.getByLabel("Your role").selectOption({ index: 1 });
    await page.getByLabel("Reason for update").fill("We now have a nursery.");
    await page.getByLabel("What to expect on your first visit").fill("x".repeat(300));
    await Promise.all([page.waitForLoadState("load"), page.getByRole("button", { name: "Submit Update Request" }).click()]);
    expect(await page.getByRole("link", { name: "Keep it under 280 characters (premium listings get 1,000)" }).count()).toBe(1);
    await page.getByLabel("What to expect on your first visit").fill("Short and sweet.");
    await page.getByRole("group", { name: "Nursery or childcare during services" }).getByRole("radio", { name: "Yes" }).check();
    await Promise.all([page.waitForURL(/\/church\/[a-z0-9-]+\?sent=update/), page.getByRole("button", { name: "Submit Update Request" }).click()]);
    expect(await page.getByText("Update Request Submitted").count()).toBe(1);
    await context.close();
  });
});
