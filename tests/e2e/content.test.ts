import { beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { createArticle, createEvent } from "../../src/db/seed/factories";
import { contactMessages, newsletterSubscriptions } from "../../src/db/schema";
import { centralToUtc } from "../../src/lib/dates";
import { unsubscribePath } from "../../src/features/newsletter/service";

const SESSION_SECRET = "e2e-session-secret-e2e-session-secret";
const e2e = useServerAndBrowser({ SEED: "none", SESSION_SECRET });
let eventId: number;

beforeAll(() => {
  const db = e2e.server.db();
  eventId = createEvent(e2e.server.db(), { title: "Gospel Choir Night", category: "music", startsAt: centralToUtc("2099-03-14", 19, 0), location: "Downtown, San Antonio" }).id;
  createEvent(db, { title: "Food Drive", category: "community", startsAt: centralToUtc("2099-03-20", 9, 0) });
  createArticle(db, { title: "Bell Towers of the City", slug: "bell-towers", category: "history", excerpt: "Bells that ring over the city.", content: "<p>Some bells were cast a century ago.</p>" });
  createArticle(db, { title: "Easter Sunrise", slug: "easter", category: "holidays" });
});

async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ acceptDownloads: true, javaScriptEnabled: options.javaScriptEnabled ?? true, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(e2e.server.url + path);
  if (options.javaScriptEnabled !== false) await hydrated(page);
  return { page, context, errors };
}

describe("events", () => {
  test("browse the events, open one and download its calendar file", async () => {
    const { page, context, errors } = await open("/events");
    const card = page.getByTestId("event-card").filter({ hasText: "Gospel Choir Night" });
    expect(await card.textContent()).toContain("Music");
    expect(await card.textContent()).toContain("7:00 PM");
    expect(await card.getByText("MAR", { exact: false }).count()).toBeGreaterThan(0);
    await card.getByRole("link", { name: /Learn More/ }).click();
    await page.waitForURL(new RegExp(`/events/${eventId}$`));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Gospel Choir Night");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Add to calendar" }).click()]);
    const ics = readFileSync((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:Gospel Choir Night");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("news", () => {
  test("the category buttons filter the list, and an article reads with a working Share", async () => {
    const { page, context } = await open("/news");
    expect(await page.getByTestId("article-card").count()).toBe(2);
    await page.getByRole("link", { name: "History", exact: true }).click();
    await page.waitForURL(/category=history/);
    expect(await page.getByTestId("article-card").locator("h2").allTextContents()).toEqual(["Bell Towers of the City"]);
    await page.getByRole("link", { name: "Bell Towers of the City" }).click();
    await page.waitForURL(/\/news\/bell-towers$/);
    await hydrated(page);
    expect(await page.title()).toBe("Bell Towers of the City — San Antonio Church Directory");
    expect(await page.getByTestId("article-body").textContent()).toBe("Some bells were cast a century ago.");
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).toContain("Church News");
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByTestId("toast").filter({ hasText: "Link copied" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${e2e.server.url}/news/bell-towers`);
    await context.close();
  });
});

describe("contact", () => {
  test("each validation message shows, then the message is sent and thanked", async () => {
    const { page, context } = await open("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    for (const text of ["Name must be at least 2 characters", "Please enter a valid email address", "Please select a subject", "Message must be at least 10 characters"]) {
      expect(await form.getByText(text).isVisible()).toBe(true);
    }
    // The keyboard goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    await form.getByLabel("Name").fill("Ana Ruiz");
    await form.getByLabel("Email").fill("ana@example.org");
    await form.getByLabel("Subject").selectOption("general-inquiry");
    await form.getByLabel("Message").fill("Which churches have Spanish services on Sunday?");
    await form.getByRole("button", { name: "Send Message" }).click();
    const dialog = page.getByRole("dialog", { name: "Thank You!" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(await dialog.count()).toBe(0);
    // Closing the thank-you returns the keyboard to the form (the dialog's close event comes as a task of its own).
    await page.waitForFunction(() => document.activeElement?.id === "contact-name", undefined, { timeout: 5000 });
    expect(e2e.server.db().select().from(contactMessages).all().some((m) => m.name === "Ana Ruiz")).toBe(true);
    await context.close();
  });

  test("a failure shows the error toast", async () => {
    const { page, context } = await open("/contact");
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, body: "{}" }));
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Ana Ruiz");
    await form.getByLabel("Email").fill("ana@example.org");
    await form.getByLabel("Subject").selectOption("advertising");
    await form.getByLabel("Message").fill("How much is a banner advertisement?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByTestId("toast").filter({ hasText: "Error sending message" }).waitFor();
    expect(await page.getByTestId("toast").textContent()).toContain("Please try again later.");
    await context.close();
  });

  test("without JavaScript a refused message comes back with what was typed and each field's message", async () => {
    const { page, context } = await open("/contact", { javaScriptEnabled: false });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByLabel("Name").fill("Marta Solis");
    await form.getByLabel("Email").fill("marta-at-example");
    await form.getByLabel("Subject").selectOption("general-inquiry");
    await form.getByLabel("Message").fill("Too short");
    const [answer] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === "/contact" && r.request().method() === "POST"), form.getByRole("button", { name: "Send Message" }).click()]);
    expect(answer.status()).toBe(422);
    const again = page.getByRole("form", { name: "Send us a message" });
    expect(await again.getByLabel("Name").inputValue()).toBe("Marta Solis");
    expect(await again.getByLabel("Email").inputValue()).toBe("marta-at-example");
    expect(await again.getByLabel("Subject").inputValue()).toBe("general-inquiry");
    expect(await again.getByLabel("Message").inputValue()).toBe("Too short");
    expect(await again.getByLabel("Email").getAttribute("aria-describedby")).toBe("contact-email-error");
    expect(await page.locator("#contact-email-error").textContent()).toBe("Please enter a valid email address");
    expect(await page.locator("#contact-message-error").textContent()).toBe("Message must be at least 10 characters");
    expect(await page.locator("#contact-name-error").count()).toBe(0);
    expect(e2e.server.db().select().from(contactMessages).all().some((m) => m.name === "Marta Solis")).toBe(false);
    await context.close();
  });

  for (const [width, lang] of [[1280, "en"], [375, "es"]] as const) {
    test(`without JavaScript the form posts and the server thanks above the form, clear of the questions below (${width}px, ${lang})`, async () => {
      const words = lang === "en" ? ["Send us a message", "Name", "Email", "Subject", "Message", "Send Message", "Thank You!"] : ["Envíenos un mensaje", "Nombre", "Correo electrónico", "Asunto", "Mensaje", "Enviar mensaje", "¡Gracias!"];
      const [formName, name, email, subject, message, send, thanks] = words;
      const { page, context } = await open(lang === "en" ? "/contact" : "/es/contact", { javaScriptEnabled: false });
      await page.setViewportSize({ width, height: 800 });
      const form = page.getByRole("form", { name: formName });
      await form.getByLabel(name!).fill(`Luis Garza ${width}`);
      await form.getByLabel(email!).fill("luis@example.org");
      await form.getByLabel(subject!).selectOption("church-listing");
      await form.getByLabel(message!).fill("Please add our new church plant.");
      await form.getByRole("button", { name: send }).click();
      await page.waitForURL(/sent=1/);
      const notice = page.getByRole("status").filter({ hasText: thanks });
      expect(await notice.isVisible()).toBe(true);
      expect(await page.getByRole("dialog").count()).toBe(0);
      // In the page's flow: above the form, ending before the questions begin.
      const [box, formBox, faq] = await Promise.all([notice.boundingBox(), form.boundingBox(), page.locator("#faq").boundingBox()]);
      expect(box!.y + box!.height).toBeLessThanOrEqual(formBox!.y);
      expect(formBox!.y + formBox!.height).toBeLessThan(faq!.y);
      expect(e2e.server.db().select().from(contactMessages).all().some((m) => m.name === `Luis Garza ${width}`)).toBe(true);
      await page.screenshot({ path: `/tmp/shots/34-contact-sent-${lang}-${width}.png`, fullPage: true });
      await context.close();
    });
  }
});

describe("newsletter", () => {
  test("subscribe from the footer, then unsubscribe from the link mail carries: opening it asks, its button unsubscribes", async () => {
    const { page, context } = await open("/news");
    await page.getByLabel("Email address").fill("reader@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();
    await page.goto(e2e.server.url + (await unsubscribePath(SESSION_SECRET, "reader@example.org")));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Unsubscribe");
    const reader = () => e2e.server.db().select().from(newsletterSubscriptions).all().find((r) => r.email === "reader@example.org");
    expect(reader()?.unsubscribedAt).toBeNull();
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "You're Unsubscribed" }).waitFor();
    expect(reader()?.unsubscribedAt).toBeInstanceOf(Date);
    await context.close();
  });
});

describe("accessibility", () => {
  for (const path of ["/events", "/news", "/news/bell-towers", "/contact", "/advertise"]) {
    test(`axe finds no serious or critical violation on ${path}`, async () => {
      const { page, context } = await open(path);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
  test("axe finds no serious or critical violation on an event page", async () => {
    const { page, context } = await open(`/events/${eventId}`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
