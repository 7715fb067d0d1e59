import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { analyticsDaily, churches, events, weeklyServices } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { centralDay } from "../../src/lib/dates";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { jpegWithExif } from "../fixtures/images";

const e2e = useServerAndBrowser({ SEED: "none" });

/** A browser signed in as a new owner (a session made in the database, as sign-in would). */
async function signedInAs(username: string) {
  const db = e2e.server.db();
  const user = await createUser(db, { username });
  const context = await e2e.browser.newContext();
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  return { user, db, context, page: await context.newPage() };
}

async function open(page: import("playwright-core").Page, path: string) {
  await page.goto(e2e.server.url + path);
  await hydrated(page);
}

describe("submit, claim and edit a church", () => {
  test("a new owner submits a church with a photo: errors first, then pending on the dashboard", async () => {
    const { user, db, context, page } = await signedInAs("newpastor");
    await open(page, "/dashboard");
    await page.getByRole("link", { name: "Add New Church" }).click();
    await page.waitForURL(/\/church-submission$/);
    await hydrated(page);
    expect(await page.getByRole("heading", { name: "Submit Your Church", level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("tab", { name: "Create New Church" }).getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tab", { name: "Claim Existing Church" }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const form = page.getByRole("form", { name: "Submit your church" });
    await form.getByRole("button", { name: "Submit Church" }).click();
    for (const text of ["Church name is required", "Denomination is required", "Address is required", "Valid ZIP code is required", "Area is required", "Please provide a description of at least 10 characters", "Please add at least one service time"]) {
      expect(await form.getByText(text).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-name");

    await form.getByLabel("Church name").fill("Riverwalk Community Church");
    await form.getByLabel("Denomination").selectOption("Non-denominational");
    await form.getByRole("textbox", { name: "Description", exact: true }).fill("A young church meeting by the river every Sunday.");
    await form.getByLabel("Description in Spanish (optional)").fill("Una iglesia joven que se reúne junto al río cada domingo.");
    await form.getByLabel("Street address").fill("300 Riverwalk St");
    await form.getByLabel("ZIP code").fill("78205");
    await form.getByLabel("Area").selectOption("Downtown");
    await form.getByLabel("Website").fill("https://riverwalk.example.org");
    await form.getByLabel("Day of service time 1").selectOption("sunday");
    await form.getByLabel("Time of service time 1").fill("10:30");
    await form.getByRole("button", { name: "Add Another Service Time" }).click();
    await form.getByLabel("Day of service time 2").selectOption("thursday");
    await form.getByLabel("Time of service time 2").fill("19:00");
    await form.getByLabel("Language of service time 2").selectOption("spanish");

    // The photo: chosen and previewed; it goes with the form, uploaded when it is sent (docs/decisions/0059-forms-without-losses.md).
    await page.locator("#church-heroImage").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: await jpegWithExif(1000, 700) });
    const preview = form.getByRole("img", { name: "Preview of front.jpg" });
    expect(await preview.isVisible()).toBe(true);
    // The preview really shows (the CSP lets blob: images in) and the size reads as people write it.
    await preview.evaluate((img: HTMLImageElement) => img.decode());
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
    expect(await form.getByText(/^\d+ KB$/).isVisible()).toBe(true);
    expect(await form.getByText("It is uploaded when you send the form.").isVisible()).toBe(true);
    expect(await form.getByRole("button", { name: "Upload", exact: true }).count()).toBe(0);

    await form.getByRole("button", { name: "Submit Church" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Church Submitted Successfully").waitFor();
    await hydrated(page);
    await page.getByRole("tab", { name: "My Churches" }).click();
    expect(await page.getByText("Riverwalk Community Church").isVisible()).toBe(true);
    expect(await page.getByText("Pending review").isVisible()).toBe(true);

    const row = db.select().from(churches).where(eq(churches.ownerId, user.id)).get()!;
    expect(row).toMatchObject({ status: "pending", locationApproximate: true, descriptionEs: "Una iglesia joven que se reúne junto al río cada domingo." });
    // The rows are stored as weekly services.
    expect(db.select({ day: weeklyServices.day, time: weeklyServices.time, language: weeklyServices.language }).from(weeklyServices).where(eq(weeklyServices.churchId, row.id)).all()).toEqual([
      { day: "sunday", time: "10:30", language: "english" },
      { day: "thursday", time: "19:00", language: "spanish" },
    ]);
    expect(row.heroImage).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
    expect(existsSync(join(e2e.server.dataDir, row.heroImage!.replace("-1600", "-480")))).toBe(true);

    // Back on the submission page the owner is pointed at their listing.
    await open(page, "/church-submission");
    await page.getByRole("heading", { name: "You Already Have a Church Listing" }).waitFor();
    expect(await page.getByRole("link", { name: "Edit Church" }).getAttribute("href")).toBe(`/church-edit/${row.id}`);
    await context.close();
  });

  test("an owner edits their church and the profile shows it; premium owners get the premium block", async () => {
    const { user, db, context, page } = await signedInAs("editor");
    const church = createChurch(db, { name: "Alamo Heights Methodist", ownerId: user.id, isPremium: true, denomination: "Methodist", area: "Alamo Heights", services: [] });
    db.insert(analyticsDaily).values({ churchId: church.id, day: centralDay(), profileViews: 12, websiteClicks: 3 }).run();
    await open(page, `/church-edit/${church.id}`);
    expect(await page.getByRole("heading", { name: "Edit Church", level: 1 }).isVisible()).toBe(true);
    const form = page.getByRole("form", { name: "Edit church" });
    expect(await form.getByLabel("Church name").inputValue()).toBe("Alamo Heights Methodist");
    expect(await form.getByLabel("Area").inputValue()).toBe("Alamo Heights");
    // No stored services: one empty row.
    expect(await form.getByLabel("Day of service time 1").inputValue()).toBe("");
    expect(await form.getByRole("group", { name: "Premium Features" }).isVisible()).toBe(true);
    expect(await form.getByLabel("Website (Premium)").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel("Phone").fill("(210) 555-0142");
    await form.getByLabel("Day of service time 1").selectOption("sunday");
    await form.getByLabel("Time of service time 1").fill("11:00");
    await form.getByLabel("Mission statement").fill("Love God, love our neighbours.");
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Church Updated Successfully").waitFor();
    await hydrated(page);
    await page.getByRole("tab", { name: "Analytics" }).click();
    // The charts' code loads with the tab (docs/decisions/0030-analytics-charts.md).
    await page.getByRole("img", { name: "Profile views per day, last 30 days" }).waitFor();

    await open(page, `/church/${church.slug}`);
    expect(await page.getByText("(210) 555-0142").first().isVisible()).toBe(true);
    expect(await page.getByText("Love God, love our neighbours.").isVisible()).toBe(true);
    await context.close();
  });

  test("in Spanish at 375 px: the owner writes the Spanish description, saves, and the Spanish profile shows it", async () => {
    const { user, db, context, page } = await signedInAs("spanishowner");
    await page.setViewportSize({ width: 375, height: 800 });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    // No church yet: the two tabs, and the list of churches to claim, in Spanish.
    createChurch(db, { name: "Capilla Sin Responsable" });
    await open(page, "/es/church-submission");
    await page.getByRole("tab", { name: "Registrar una iglesia nueva" }).waitFor();
    await page.getByRole("tab", { name: "Reclamar una iglesia existente" }).click();
    await page.getByText(/^\d+ iglesias? sin responsable$/).waitFor();
    expect(await page.getByRole("link", { name: "Reclamar esta iglesia: Capilla Sin Responsable" }).getAttribute("href")).toMatch(/^\/es\/claim-church\/\d+$/);

    const church = createChurch(db, { name: "Iglesia del Río", ownerId: user.id, description: "A church by the river." });
    await open(page, `/es/church-edit/${church.id}`);
    expect(await page.getByRole("heading", { name: "Editar la iglesia", level: 1 }).isVisible()).toBe(true);
    const form = page.getByRole("form", { name: "Editar la iglesia" });
    const spanish = form.getByLabel("Descripción en español (opcional)");
    expect(await spanish.getAttribute("lang")).toBe("es");
    await form.getByLabel("Nombre de la iglesia").fill("");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await form.getByText("Se requiere el nombre de la iglesia").waitFor();
    await form.getByLabel("Nombre de la iglesia").fill("Iglesia del Río");
    await spanish.fill("Una iglesia junto al río.");
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await page.waitForURL(/\/es\/dashboard$/);
    await page.getByText("Iglesia actualizada").first().waitFor();
    await open(page, `/es/church/${church.slug}`);
    expect(await page.locator('p[lang="es"]', { hasText: "Una iglesia junto al río." }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("signed out: a prompt to sign in on /church-submission, /church-edit sends to /login; a basic owner sees no premium block", async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    // One session look-up and no 401 (no console error) for an anonymous visitor.
    const unauthorised: string[] = [];
    page.on("response", (response) => void (response.status() === 401 && unauthorised.push(response.url())));
    await open(page, "/church-submission");
    await page.getByRole("link", { name: "Create Account" }).waitFor();
    expect(unauthorised).toEqual([]);
    expect(await page.getByRole("link", { name: "Sign In" }).last().getAttribute("href")).toBe("/login");
    expect(await page.getByRole("link", { name: "Create Account" }).getAttribute("href")).toBe("/register");
    await page.goto(`${e2e.server.url}/church-edit/1`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();

    const basic = await signedInAs("basicowner");
    const church = createChurch(basic.db, { ownerId: basic.user.id });
    await open(basic.page, `/church-edit/${church.id}`);
    await basic.page.getByRole("form", { name: "Edit church" }).waitFor();
    expect(await basic.page.getByText("Premium Features").count()).toBe(0);
    expect(await basic.page.getByLabel("Website", { exact: true }).isVisible()).toBe(true);
    // Someone else's church is not editable: there is no such page for this owner.
    const other = createChurch(basic.db, { ownerId: (await createUser(basic.db)).id });
    await open(basic.page, `/church-edit/${other.id}`);
    expect(await basic.page.getByRole("heading", { name: "404 Page Not Found" }).isVisible()).toBe(true);
    await basic.context.close();
  });

  test("an owner submits an event for their church; it shows on /events once approved", async () => {
    const { user, db, context, page } = await signedInAs("eventowner");
    createChurch(db, { name: "Event Host Church", ownerId: user.id });
    await open(page, "/dashboard?tab=churches");
    await page.getByRole("link", { name: "Submit an Event" }).click();
    await page.waitForURL(/\/event-submission$/);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Submit an event" });
    await form.getByRole("button", { name: "Submit Event" }).click();
    expect(await form.getByText("Event title is required").isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const day = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await form.getByLabel("Event title").fill("Blessing of the Animals");
    await form.getByLabel("Description").fill("Bring your pets for a blessing on the lawn.");
    await form.getByLabel("Date").fill(day);
    await form.getByLabel("Start time").fill("9:30 AM");
    await form.getByLabel("Category").selectOption("community");
    await form.getByRole("button", { name: "Submit Event" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Event Submitted").waitFor();
    await hydrated(page);
    await page.getByRole("tab", { name: "My Churches" }).click();
    expect(await page.getByText("Blessing of the Animals").isVisible()).toBe(true);

    // An administrator approves it (the admin screens come with their own issue).
    db.update(events).set({ status: "approved" }).where(eq(events.title, "Blessing of the Animals")).run();
    await open(page, "/events");
    expect(await page.getByRole("heading", { name: "Blessing of the Animals" }).isVisible()).toBe(true);
    await context.close();
  });
});
