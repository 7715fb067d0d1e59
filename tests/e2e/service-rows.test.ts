import { describe, expect, test } from "bun:test";
import type { ChurchProfile } from "../../src/contract/churches";
import { centralToday } from "../../src/contract/service-times/form-rows";
import { nextOccurrence } from "../../src/contract/service-times/occasions";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

/** The service rows of the church form, with JavaScript and without, on a phone too (docs/service-times.md, 'The forms'). */

const e2e = useServerAndBrowser({ SEED: "none" });

/** An owner's church and a browser context signed in as the owner. */
async function ownerWithChurch(username: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const db = e2e.server.db();
  const user = await createUser(db, { username });
  const church = createChurch(db, { name: `${username} Chapel`, ownerId: user.id, services: ["Sunday 9:00 AM"] });
  const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1280, height: 800 } });
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  return { church, context, page: await context.newPage() };
}

const profile = async (id: number) => (await (await fetch(`${e2e.server.url}/api/churches/${id}`)).json()) as ChurchProfile;
/** The page scrolls sideways when its content is wider than the window. */
const overflows = (page: import("playwright-core").Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the church form's service rows", () => {
  test("with JavaScript: rows added (one Spanish), a bad time shown at its field, a Christmas Eve service dated by its occasion, saved and shown", async () => {
    const { church, context, page } = await ownerWithChurch("rows-js");
    await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Edit church" });
    expect(await form.getByLabel("Time of service time 1").inputValue()).toBe("09:00");
    // The only row cannot be removed; no spare rows with JavaScript.
    expect(await form.getByRole("button", { name: /^Remove service time/ }).count()).toBe(0);
    expect(await form.getByLabel(/^Day of service time/).count()).toBe(1);

    await form.getByRole("button", { name: "Add Another Service Time" }).click();
    await form.getByLabel("Day of service time 2").selectOption("sunday");
    await form.getByLabel("Language of service time 2").selectOption("spanish");
    await form.getByRole("button", { name: "Add Another Service Time" }).click();
    await form.getByLabel("Day of service time 3").selectOption("wednesday");
    await form.getByLabel("Time of service time 3").fill("19:00");
    await form.getByLabel("Kind of service time 3").selectOption("bible-study");
    await form.getByRole("button", { name: "Update Church" }).click();
    // Row 2 has no time: its message shows at its field, which takes the keyboard.
    expect(await form.getByText("Enter a time like 10:30").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-serviceTimes-1-time");
    await form.getByLabel("Time of service time 2").fill("11:30");

    await form.getByRole("button", { name: "Add a Special Service" }).click();
    await form.getByLabel("Occasion of special service 1").selectOption("christmas-day");
    await form.getByLabel("Occasion of special service 1").selectOption("christmas-eve");
    const christmasEve = nextOccurrence("christmas-eve", centralToday())!;
    expect(await form.getByLabel("Date of special service 1").inputValue()).toBe(christmasEve);
    await form.getByLabel("Time of special service 1").fill("23:00");
    await form.getByLabel("Title (optional) of special service 1").fill("Candlelight Service");
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText("Church Updated Successfully").waitFor();

    const saved = await profile(church.id);
    expect(saved.services).toEqual(["Sunday 9:00 AM", "Sunday 11:30 AM · Spanish", "Wednesday 7:00 PM · Bible study"]);
    expect(saved.specialServices).toMatchObject([{ occasion: "christmas-eve", date: christmasEve, time: "23:00", title: "Candlelight Service" }]);
    await page.goto(`${e2e.server.url}/church/${church.slug}`);
    // The profile lists the weekly services by day.
    const weekly = page.getByRole("definition").filter({ has: page.getByText("11:30 AM · Spanish", { exact: true }) });
    expect(await weekly.isVisible()).toBe(true);
    expect(await page.getByRole("term").filter({ hasText: "Sunday" }).first().isVisible()).toBe(true);
    await context.close();
  }, 60_000);

  test("without JavaScript: the edit form posts, a spare row adds a service, a bad one comes back with its message", async () => {
    const { church, context, page } = await ownerWithChurch("rows-nojs", { javaScriptEnabled: false });
    await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
    const form = page.getByRole("form", { name: "Edit church" });
    // Spare rows instead of 'Add', a hint instead of 'Remove', a plain file input for the photo (docs/decisions/0059-forms-without-losses.md).
    expect(await form.getByLabel(/^Day of service time/).count()).toBe(3);
    expect(await form.getByRole("button", { name: "Add Another Service Time" }).count()).toBe(0);
    expect(await form.getByText("To remove a service, clear its day, time and note.").isVisible()).toBe(true);
    expect(await form.getByRole("group", { name: "Church photo" }).locator('input[type="file"]').isVisible()).toBe(true);

    await form.getByLabel("Day of service time 2").selectOption("saturday");
    await form.getByLabel("Time of service time 2").fill("17:00");
    await form.getByLabel("Kind of service time 2").selectOption("mass");
    await form.getByLabel("Note (optional) of service time 2").fill("Mass");
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/church-edit\/\d+$/);
    // The server's answer: the values kept, the message linked to its field.
    expect(await page.getByRole("link", { name: "Choose the language, ASL or kind of service above rather than in the note" }).getAttribute("href")).toBe("#church-serviceTimes-1-note");
    expect(await form.getByLabel("Time of service time 2").inputValue()).toBe("17:00");

    await form.getByLabel("Note (optional) of service time 2").fill("Vigil");
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/dashboard\?saved=updated$/);
    expect(await page.getByText("Church Updated Successfully").isVisible()).toBe(true);
    expect((await profile(church.id)).services).toEqual(["Sunday 9:00 AM", "Saturday 5:00 PM · Mass · Vigil"]);

    // Back on the form, the saved rows and two spare ones.
    await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
    expect(await form.getByLabel(/^Day of service time/).count()).toBe(4);
    await context.close();
  }, 60_000);

  test("a service online: with JavaScript the stream's address is asked for once it is online; a bad one is refused at its field; the profile links it", async () => {
    const { church, context, page } = await ownerWithChurch("rows-stream");
    await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Edit church" });
    expect(await form.getByLabel("Stream address (online services) of service time 1").count()).toBe(0);
    await form.getByLabel("Attended of service time 1").selectOption("hybrid");
    await form.getByLabel("Stream address (online services) of service time 1").fill("https://192.168.1.5/live");
    await form.getByRole("button", { name: "Update Church" }).click();
    expect(await form.getByText("Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-serviceTimes-0-streamUrl");
    await form.getByLabel("Stream address (online services) of service time 1").fill("https://www.youtube.com/@rowsstream/live");
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/dashboard$/);
    expect((await profile(church.id)).serviceTimes).toMatchObject([{ attendance: "hybrid", streamUrl: "https://www.youtube.com/@rowsstream/live" }]);
    await page.goto(`${e2e.server.url}/church/${church.slug}`);
    expect(await page.getByText("In person and online").isVisible()).toBe(true);
    // Beside the service, and as the church's Livestream fact, which its services now give.
    const watch = page.getByRole("link", { name: "Watch online" });
    expect(await watch.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(["https://www.youtube.com/@rowsstream/live", "https://www.youtube.com/@rowsstream/live"]);
    await context.close();
  }, 60_000);

  test("a service online without JavaScript, on the Spanish form: the address field is there, an http one comes back with its message in Spanish", async () => {
    const { church, context, page } = await ownerWithChurch("rows-stream-es", { javaScriptEnabled: false });
    await page.goto(`${e2e.server.url}/es/church-edit/${church.id}`);
    await page.getByLabel("Asistencia del horario 1").selectOption("online");
    await page.getByLabel("Dirección de la transmisión (servicios en línea) del horario 1").fill("http://example.org/live");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.waitForURL(/\/es\/church-edit\/\d+$/);
    expect(await page.getByRole("link", { name: /Escriba la dirección https de la transmisión/ }).getAttribute("href")).toBe("#church-serviceTimes-0-streamUrl");
    expect(await page.getByLabel("Asistencia del horario 1").inputValue()).toBe("online");
    await page.getByLabel("Dirección de la transmisión (servicios en línea) del horario 1").fill("https://example.org/live");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await page.waitForURL(/\/es\/dashboard\?saved=updated$/);
    expect((await profile(church.id)).serviceTimes).toMatchObject([{ attendance: "online", streamUrl: "https://example.org/live" }]);
    await context.close();
  }, 60_000);

  test("at 375 px the rows fit the phone: no sideways scrolling, with or without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { church, context, page } = await ownerWithChurch(`rows-phone-${javaScriptEnabled}`, { javaScriptEnabled, width: 375 });
      await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
      if (javaScriptEnabled) {
        await hydrated(page);
        await page.getByRole("button", { name: "Add a Special Service" }).click();
      }
      expect(await page.getByLabel("Day of service time 1").isVisible()).toBe(true);
      expect(await overflows(page)).toBe(false);
      await context.close();
    }
  }, 60_000);
});

/** A parish's many services: the saved ones as lines, each opened by its Edit (docs/service-times.md, 'The forms'). */
describe("a church with many services", () => {
  const weekly = ["Sunday 8:00 AM · Mass", "Sunday 10:00 AM", "Sunday 12:00 PM · Spanish", "Wednesday 7:00 PM · Bible study", "Saturday 5:00 PM"];
  async function parish(username: string, options: { javaScriptEnabled?: boolean; width?: number } = {}) {
    const db = e2e.server.db();
    const user = await createUser(db, { username });
    const today = centralToday();
    const specialServices = (["christmas-eve", "christmas-day", "new-years-eve", "easter-sunday"] as const).map((occasion) => ({ occasion, date: nextOccurrence(occasion, today)!, time: "19:00", durationMinutes: 60, language: "english" as const, title: "", note: "" }));
    const church = createChurch(db, { name: `${username} Parish`, ownerId: user.id, services: weekly, specialServices });
    const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true, viewport: { width: options.width ?? 1280, height: 800 } });
    await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
    return { church, context, page: await context.newPage() };
  }

  test("with JavaScript: one line a service; Edit opens one and takes the keyboard there, a refused row stays open while corrected, Remove and Add work, the save keeps the rest", async () => {
    const { church, context, page } = await parish("lines-js", { width: 375 });
    await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Edit church" });
    expect(await form.getByRole("button", { name: /^Edit / }).count()).toBe(9);
    expect(await form.getByLabel(/^Day of service time/).count()).toBe(0);
    expect(await form.getByRole("listitem").filter({ hasText: "Wednesday 7:00 PM · Bible study" }).count()).toBe(1);
    expect(await overflows(page)).toBe(false);

    await form.getByRole("button", { name: "Edit service time 2", exact: true }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-serviceTimes-1-day");
    await form.getByLabel("Time of service time 2").fill("");
    await form.getByRole("button", { name: "Update Church" }).click();
    expect(await form.getByText("Enter a time like 10:30").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-serviceTimes-1-time");
    await form.getByLabel("Time of service time 2").fill("10:15");
    // Its message gone, the row is still open: it does not fold under the visitor's hands.
    expect(await form.getByLabel("Day of service time 2").isVisible()).toBe(true);

    await form.getByRole("button", { name: "Remove service time 5", exact: true }).click();
    expect(await form.getByRole("button", { name: /^Edit service time/ }).count()).toBe(3);
    // The keyboard goes to the row before the last one removed, not to the top of the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-serviceTimes-3-edit");
    await form.getByRole("button", { name: "Add Another Service Time" }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-serviceTimes-4-day");
    await form.getByLabel("Day of service time 5").selectOption("friday");
    await form.getByLabel("Time of service time 5").fill("07:00");
    await form.getByRole("button", { name: "Edit special service 1", exact: true }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("church-specialServices-0-occasion");
    await form.getByLabel("Title (optional) of special service 1").fill("Candlelight Service");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/shots/service-lines-375.png", fullPage: true });
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/dashboard$/);

    const saved = await profile(church.id);
    expect(saved.services).toEqual(["Sunday 8:00 AM · Mass", "Sunday 10:15 AM", "Sunday 12:00 PM · Spanish", "Wednesday 7:00 PM · Bible study", "Friday 7:00 AM"]);
    expect(saved.specialServices.map((s) => s.title)).toEqual(["Candlelight Service", "", "", ""]);
    await context.close();
  }, 60_000);

  test("without JavaScript: every row whole, as the plain post needs, and no lines", async () => {
    const { church, context, page } = await parish("lines-nojs", { javaScriptEnabled: false });
    await page.goto(`${e2e.server.url}/church-edit/${church.id}`);
    const form = page.getByRole("form", { name: "Edit church" });
    // The five saved rows and two spare ones; the lines' buttons are hidden, since they need the script.
    expect(await form.getByLabel(/^Day of service time/).count()).toBe(7);
    expect(await form.getByLabel(/^Occasion of special service/).count()).toBe(6);
    expect(await form.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    await form.getByLabel("Time of service time 1").fill("08:30");
    await form.getByRole("button", { name: "Update Church" }).click();
    await page.waitForURL(/\/dashboard\?saved=updated$/);
    expect((await profile(church.id)).services).toEqual(["Sunday 8:30 AM · Mass", ...weekly.slice(1, 4), "Saturday 5:00 PM"]);
    await context.close();
  }, 60_000);
});
