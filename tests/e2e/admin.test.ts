import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { churches, churchUpdateRequests, contactMessages, outbox } from "../../src/db/schema";
import { createChurch, createEvent, createUser } from "../../src/db/seed/factories";
import { saveMailOptOuts } from "../../src/features/notifications/service";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { poll } from "../helpers/poll";
import { sampleElements, startFakeOverpass } from "../fakes/overpass";

const overpass = startFakeOverpass(sampleElements());
const e2e = useServerAndBrowser({ SEED: "none", OVERPASS_URL: overpass.url });
afterAll(() => overpass.stop());

async function signInAsAdmin() {
  const username = `admin${Date.now()}`;
  await createUser(e2e.server.db(), { username, password: "admin-password-1", role: "admin" });
  const context = await e2e.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/admin`);
  expect(new URL(page.url()).pathname).toBe("/admin/login");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Admin sign in" });
  expect(await page.getByText("Access is restricted to authorized personnel.").isVisible()).toBe(true);
  await form.getByRole("button", { name: "Sign In" }).click();
  expect(await page.getByRole("alert").filter({ hasText: "Please enter both username and password" }).isVisible()).toBe(true);
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill("admin-password-1");
  await form.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin$/);
  await hydrated(page);
  await page.getByRole("heading", { name: /^Welcome, admin/ }).waitFor();
  return { page, context };
}

describe("administrators keep the directory true", () => {
  test("approve a pending church and see it in the directory; approve an update request and see the new phone", async () => {
    const db = e2e.server.db();
    const pending = createChurch(db, { name: "Awaiting Approval Church", status: "pending" });
    const listed = createChurch(db, { name: "Phone Change Church", phone: "(210) 555-0101" });
    db.insert(churchUpdateRequests).values({ churchId: listed.id, submitterName: "Rosa", submitterEmail: "rosa@example.org", submitterRole: "staff", updateReason: "Our office number changed.", phone: "(210) 555-0188", descriptionEs: "Una iglesia acogedora." }).run();
    const { page, context } = await signInAsAdmin();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Approve Awaiting Approval Church" }).click();
    await page.getByText("Church approved successfully").waitFor();
    await page.getByText("No churches are waiting for approval.").waitFor();

    await page.getByRole("tab", { name: "Information Updates" }).click();
    await page.getByText("Our office number changed.").waitFor();
    expect(await page.getByRole("cell", { name: "(210) 555-0188" }).isVisible()).toBe(true);
    expect(await page.getByRole("row", { name: "Description in Spanish (empty) Una iglesia acogedora." }).isVisible()).toBe(true);
    expect(await page.getByRole("cell", { name: "Una iglesia acogedora." }).getAttribute("lang")).toBe("es");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Approve the update to Phone Change Church" }).click();
    await page.getByText("Church update approved successfully").waitFor();

    const visitor = await context.newPage();
    await visitor.goto(`${e2e.server.url}/directory?search=awaiting`);
    expect(await visitor.getByRole("link", { name: "Awaiting Approval Church", exact: true }).isVisible()).toBe(true);
    await visitor.goto(`${e2e.server.url}/church/${listed.slug}`);
    expect(await visitor.getByText("(210) 555-0188").first().isVisible()).toBe(true);
    await visitor.goto(`${e2e.server.url}/es/church/${listed.slug}`);
    expect(await visitor.locator('p[lang="es"]', { hasText: "Una iglesia acogedora." }).isVisible()).toBe(true);
    expect(db.select().from(churches).where(eq(churches.id, pending.id)).get()!.status).toBe("approved");
    await context.close();
  });

  test("bulk-edit two rows (services in one cell), filter unconfirmed times, edit one in the dialog, export CSV", async () => {
    const db = e2e.server.db();
    const first = createChurch(db, { name: "Bulk Row One", services: ["Sunday 9:00 AM", "Wednesday 7:00 PM Bible study"] });
    const second = createChurch(db, { name: "Bulk Row Two", servicesConfirmedAt: new Date(Date.now() - 300 * 86_400_000) });
    const { page, context } = await signInAsAdmin();

    await page.getByRole("tab", { name: "Bulk Update" }).click();
    await page.getByLabel("Find rows").fill("Bulk Row");
    await page.getByLabel("Phone of Bulk Row One").waitFor();
    // At 1280 px every column shows, each heading over its field.
    expect(page.viewportSize()!.width).toBe(1280);
    for (const column of ["Name", "Website", "Denomination", "Area"]) {
      const heading = (await page.getByRole("columnheader", { name: column, exact: true }).boundingBox())!;
      const field = (await page.getByLabel(`${column} of Bulk Row One`).boundingBox())!;
      expect(field.x + field.width).toBeLessThanOrEqual(1280);
      expect(Math.abs(heading.x - field.x)).toBeLessThan(8);
    }
    await page.getByRole("button", { name: /^Save Changes/ }).click();
    await page.getByText("No churches have been modified").waitFor();
    await page.getByLabel("Phone of Bulk Row One").fill("(210) 555-0111");
    // As a visitor does, the select is clicked first: a row's selects get every option once the row has the keyboard.
    const area = page.getByLabel("Area of Bulk Row Two");
    await area.click();
    await area.selectOption("Southtown");
    // By keyboard too: tabbed into, a row's select offers every option; typing picks one.
    await page.getByLabel("Website of Bulk Row One").focus();
    await page.keyboard.press("Tab");
    const denomination = page.getByLabel("Denomination of Bulk Row One");
    expect(await denomination.evaluate((select) => select === document.activeElement)).toBe(true);
    await page.keyboard.type("Lutheran");
    expect(await denomination.inputValue()).toBe("Lutheran");
    const services = page.getByLabel("Services of Bulk Row Two");
    expect(await services.inputValue()).toBe("Sunday 10:00 AM");
    expect(await page.getByLabel("Services of Bulk Row One").inputValue()).toBe("Sunday 9:00 AM | Wednesday 7:00 PM · Bible study");
    await services.fill("Sunday 10:00 AM | Sunday 12:30 PM · Spanish");
    expect(await page.locator("tr[data-changed]").count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save Changes (2)" }).click();
    await page.getByText("Updated 2 churches").waitFor();
    expect(await page.locator("tr[data-changed]").count()).toBe(0);
    expect(db.select().from(churches).where(eq(churches.id, first.id)).get()!.phone).toBe("(210) 555-0111");
    expect(db.select().from(churches).where(eq(churches.id, first.id)).get()!.denominationId).not.toBe(second.denominationId);
    expect(db.select().from(churches).where(eq(churches.id, second.id)).get()!.areaId).not.toBe(first.areaId);
    // The untouched cell changed nothing: never confirmed still; the edited one is confirmed now.
    expect(db.select().from(churches).where(eq(churches.id, first.id)).get()!.servicesConfirmedAt).toBeNull();
    expect(db.select().from(churches).where(eq(churches.id, second.id)).get()!.servicesConfirmedAt).not.toBeNull();

    await page.getByRole("tab", { name: "Manage Listings" }).click();
    await page.getByLabel("Search").fill("Bulk Row");
    await page.getByText("Showing 2 matching.").waitFor();
    expect(await page.getByText("Times confirmed today").count()).toBe(1);
    expect(await page.getByText("Times never confirmed").count()).toBe(1);
    // The address reads once, its ZIP once ('TX 78227', not 'TX 78227 78227').
    const listed = await page.getByRole("listitem").filter({ hasText: "Bulk Row Two" }).textContent();
    expect(listed).toMatch(/, San Antonio, TX \d{5} · /);
    expect(listed).not.toMatch(/\d{5}\D+\d{5}/);
    await page.getByLabel("Service times").selectOption({ label: "Not confirmed in 180 days" });
    await page.getByText("Showing 1 matching.").waitFor();
    expect(await page.getByRole("button", { name: "Edit Bulk Row Two" }).count()).toBe(0);
    await page.getByLabel("Search").fill("Nothing like this");
    await page.getByText("No churches match these filters.").waitFor();
    await page.getByLabel("Service times").selectOption({ label: "Any time" });
    await page.getByLabel("Search").fill("Bulk Row One");
    await page.getByRole("button", { name: "Edit Bulk Row One" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Bulk Row One" });
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await dialog.getByText("Church name is required").isVisible()).toBe(true);
    await dialog.getByLabel("Name").fill("Bulk Row One Renamed");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Church updated successfully").waitFor();
    expect(db.select().from(churches).where(eq(churches.id, first.id)).get()!.name).toBe("Bulk Row One Renamed");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^churches_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, "utf8");
    expect(csv).toContain("Bulk Row One Renamed");
    expect(csv).toContain("Sunday 10:00 AM | Sunday 12:30 PM · Spanish");
    await page.getByText("Export Successful").waitFor();
    await context.close();
  });

  test("churches unconfirmed for a year: choose all shown, confirm, and their owners are asked again", async () => {
    const db = e2e.server.db();
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    const pastor = await createUser(db, { username: "year-pastor", email: "year-pastor@example.org" });
    const quiet = await createUser(db, { username: "year-quiet", email: "year-quiet@example.org" });
    saveMailOptOuts(db, quiet.id, ["times"]);
    const stale = createChurch(db, { name: "Yearlong Baptist", ownerId: pastor.id, servicesConfirmedAt: ago(400), servicesAskedAt: ago(3) });
    createChurch(db, { name: "Yearlong Quiet Chapel", ownerId: quiet.id, servicesConfirmedAt: ago(500) });
    createChurch(db, { name: "Yearlong Unclaimed Church", servicesConfirmedAt: null });
    createChurch(db, { name: "Yearlong Half Year Church", ownerId: pastor.id, servicesConfirmedAt: ago(200) });
    const { page, context } = await signInAsAdmin();

    await page.getByRole("tab", { name: "Manage Listings" }).click();
    await page.getByLabel("Search").fill("Yearlong");
    await page.getByText("Showing 4 matching.").waitFor();
    await page.getByLabel("Service times").selectOption({ label: "Not confirmed in a year" });
    await page.getByText("Showing 3 matching.").waitFor();
    expect(await page.getByRole("button", { name: "Edit Yearlong Half Year Church" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Ask owners again" }).isDisabled()).toBe(true);
    await page.getByLabel("Select all shown").check();
    expect(await page.getByLabel("Choose Yearlong Quiet Chapel").isChecked()).toBe(true);
    await page.getByRole("button", { name: "Ask owners again (3)" }).click();
    const dialog = page.getByRole("dialog", { name: "Ask owners again" });
    expect(await dialog.getByText(/^2 owners will be mailed/).isVisible()).toBe(true);
    expect(await dialog.getByText("1 chosen church has no owner to ask.").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing is sent before the admin confirms.
    const mailed = () => db.select().from(outbox).all().filter((m) => m.kind === "services-still-right" && m.to.startsWith("year-")).map((m) => m.subject);
    expect(mailed()).toEqual([]);
    await dialog.getByRole("button", { name: "Mail 2 owners" }).click();
    await page.getByText("Asked 1 owner. 1 owner has switched these questions off. 1 church has no owner to ask.").waitFor();
    expect(mailed()).toEqual(["Yearlong Baptist: are these service times still right?"]);
    expect(db.select().from(churches).where(eq(churches.id, stale.id)).get()!.servicesAskedAt!.getTime()).toBeGreaterThan(ago(1).getTime());
    // The list is read again, nothing chosen (the answer may show a moment before the list is back).
    expect(await poll(() => page.getByLabel("Select all shown").isChecked(), (checked) => !checked)).toBe(false);
    await context.close();
  });

  test("find a church on the map and add it; a second one is a duplicate", async () => {
    const db = e2e.server.db();
    createChurch(db, { name: "Travis Park Methodist Church", latitude: 29.4412, longitude: -98.4712 });
    const { page, context } = await signInAsAdmin();
    await page.getByRole("tab", { name: "Find Churches" }).click();
    const search = page.getByRole("search", { name: "Find churches on the map" });
    await search.getByRole("button", { name: "Search" }).click();
    expect(await page.getByText("Please enter a search term").isVisible()).toBe(true);
    await search.getByLabel("Church name").fill("grace");
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByText("60 places found for 'grace'").waitFor();
    await page.getByRole("button", { name: "Page 3" }).click();
    await page.getByText("Grace Chapel 60").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await search.getByLabel("Church name").fill("cathedral");
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Add San Fernando Cathedral" }).click();
    await page.getByText("Church added").waitFor();
    expect(await page.getByText("Added", { exact: true }).isVisible()).toBe(true);
    await search.getByLabel("Church name").fill("travis");
    await search.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Add Travis Park Methodist Church" }).click();
    await page.getByText("Duplicate", { exact: true }).waitFor();

    const visitor = await context.newPage();
    await visitor.goto(`${e2e.server.url}/directory?search=fernando`);
    expect(await visitor.getByRole("link", { name: "San Fernando Cathedral", exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  test("content: approve an owner's event, publish an article; inbox: messages exported", async () => {
    const db = e2e.server.db();
    createEvent(db, { title: "Owner Harvest Festival", status: "pending", startsAt: new Date(Date.now() + 4 * 86_400_000) });
    db.insert(contactMessages).values({ name: "Curious Visitor", email: "visitor@example.org", subject: "general-inquiry", message: "How do I list my church?" }).run();
    const { page, context } = await signInAsAdmin();
    await page.getByRole("tab", { name: "Content" }).click();
    await page.getByRole("button", { name: "Approve Owner Harvest Festival" }).click();
    await page.getByText("Event approved").waitFor();

    // An event can be edited; deleting asks first, and 'Cancel' keeps it.
    await page.getByRole("button", { name: "Edit Owner Harvest Festival" }).click();
    const eventEditor = page.getByRole("form", { name: "Edit event" });
    expect(await eventEditor.getByLabel("Title").inputValue()).toBe("Owner Harvest Festival");
    await eventEditor.getByLabel("Title").fill("Harvest Festival and Supper");
    await eventEditor.getByRole("button", { name: "Save Event" }).click();
    await page.getByText("Event updated").waitFor();
    const questions: string[] = [];
    page.once("dialog", (dialog) => void (questions.push(dialog.message()), dialog.dismiss()));
    await page.getByRole("button", { name: "Delete Harvest Festival and Supper" }).click();
    expect(questions).toEqual(["Delete 'Harvest Festival and Supper'?"]);
    expect(await page.getByRole("button", { name: "Delete Harvest Festival and Supper" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "New Article" }).click();
    const editor = page.getByRole("form", { name: "New article" });
    await editor.getByRole("button", { name: "Save Article" }).click();
    expect(await editor.getByText("A title is required").isVisible()).toBe(true);
    await editor.getByLabel("Title").fill("Advent Across San Antonio");
    await editor.getByLabel("Status").selectOption("published");
    await editor.getByLabel(/^Text/).fill('<p>Four Sundays of candles.</p><img src=x onerror="window.__xss=1">');
    expect(await axeViolations(page)).toEqual([]);
    await editor.getByRole("button", { name: "Save Article" }).click();
    await page.getByText("Article created").waitFor();

    await page.getByRole("tab", { name: "Inbox" }).click();
    await page.getByText("How do I list my church?").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export messages CSV" }).click();
    expect(readFileSync((await (await download).path())!, "utf8")).toContain("Curious Visitor");

    const visitor = await context.newPage();
    await visitor.goto(`${e2e.server.url}/events`);
    expect(await visitor.getByRole("heading", { name: "Harvest Festival and Supper" }).isVisible()).toBe(true);
    await visitor.goto(`${e2e.server.url}/news/advent-across-san-antonio`);
    expect(await visitor.locator("article").getByText("Four Sundays of candles.").first().isVisible()).toBe(true);
    expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await context.close();
  });
});
