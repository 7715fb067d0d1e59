import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { churches, events } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { jpegWithExif } from "../fixtures/images";

/**
 * Forms that lose nothing (docs/decisions/0059-forms-without-losses.md), walked in a browser at a
 * phone's width and a desktop's, with and without JavaScript, on the English and the Spanish site:
 * a chosen church photo goes with the form; an account with a church is told the one-church rule
 * before any claim form; the event form works as a plain form.
 */
const e2e = useServerAndBrowser({ SEED: "none" });

/** What each language's pages say, as a visitor reads it. */
const WORDS = {
  en: {
    created: "Church Submitted Successfully",
    nameRequired: "Church name is required",
    withForm: "It is uploaded when you send the form.",
    preview: "Preview of front.jpg",
    uploading: "Uploading front.jpg",
    already: "You Already Have a Church Listing",
    rule: (name: string) => `Each account manages one church: ${name}.`,
    claimThis: "Claim This Church",
    addChurch: "Add New Church",
    eventForm: "Submit an event",
    eventTitleRequired: "Event title is required",
    eventSent: "Event Submitted",
    myChurches: "My Churches",
  },
  es: {
    created: "Iglesia enviada",
    nameRequired: "Se requiere el nombre de la iglesia",
    withForm: "Se sube cuando envíe el formulario.",
    preview: "Vista previa de front.jpg",
    uploading: "Subiendo front.jpg",
    already: "Usted ya tiene una ficha de iglesia",
    rule: (name: string) => `Cada cuenta administra una sola iglesia: ${name}.`,
    claimThis: "Reclamar esta iglesia",
    addChurch: "Agregar una iglesia",
    eventForm: "Enviar un evento",
    eventTitleRequired: "Se requiere el título del evento",
    eventSent: "Evento enviado",
    myChurches: "Mis iglesias",
  },
} as const;

type Lang = keyof typeof WORDS;
const prefix = (lang: Lang) => (lang === "es" ? "/es" : "");
const VARIANTS = (["en", "es"] as const).flatMap((lang) => [375, 1280].flatMap((width) => [true, false].map((js) => ({ lang, width, js }))));
const label = ({ lang, width, js }: (typeof VARIANTS)[number]) => `${lang}, ${width} px, ${js ? "with" : "without"} JavaScript`;

let n = 0;
/** A browser signed in as a new owner, at the width, with or without JavaScript; the page's console errors are collected. */
async function owner(variant: (typeof VARIANTS)[number], church?: Parameters<typeof createChurch>[1]) {
  const db = e2e.server.db();
  const user = await createUser(db, { username: `lossless-${n++}` });
  const made = church ? createChurch(db, { ...church, ownerId: user.id }) : null;
  const context = await e2e.browser.newContext({ viewport: { width: variant.width, height: 800 }, javaScriptEnabled: variant.js });
  await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return { db, user, church: made, context, page, errors };
}

async function open(page: Page, path: string, js: boolean) {
  await page.goto(e2e.server.url + path);
  if (js) await hydrated(page);
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The church form's required fields but the name, filled by their ids (the same in both languages). */
async function fillChurch(page: Page) {
  await page.selectOption("#church-denomination", "Baptist");
  await page.fill("#church-description", "A young church meeting by the river every Sunday.");
  await page.fill("#church-address", "300 Riverwalk St");
  await page.fill("#church-zip", "78205");
  await page.selectOption("#church-area", "Downtown");
  await page.selectOption("#church-serviceTimes-0-day", "sunday");
  await page.fill("#church-serviceTimes-0-time", "10:30");
}

const submitChurch = (page: Page) => page.locator("#church-form button[type=submit]").click();
const storedVariant = (objectPath: string, width: number) => join(e2e.server.dataDir, "uploads", objectPath.replace("/uploads/", "").replace("-1600", `-${width}`));

describe("a chosen church photo goes with the form", () => {
  for (const variant of VARIANTS) {
    test(`${label(variant)}: chosen, the photo is saved with the new church; nothing is uploaded before the form is sent`, async () => {
      const t = WORDS[variant.lang];
      const { db, user, context, page, errors } = await owner(variant);
      const uploads: string[] = [];
      page.on("request", (r) => void (/\/api\/(objects\/upload|uploads\/)/.test(r.url()) && uploads.push(r.url())));
      await open(page, `${prefix(variant.lang)}/church-submission`, variant.js);
      const name = `Photo Chapel ${variant.lang} ${variant.width} ${variant.js}`;
      await fillChurch(page);
      await page.locator("#church-heroImage").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: await jpegWithExif(1000, 700) });
      const photo = page.getByRole("group", { name: variant.lang === "es" ? "Foto de la iglesia" : "Church photo" });

      if (variant.js) {
        // Chosen: a preview and the promise that it goes with the form, no separate 'Upload' to forget.
        await photo.getByRole("img", { name: t.preview }).waitFor();
        expect(await photo.getByText(t.withForm).isVisible()).toBe(true);
        expect(await photo.getByRole("button").allTextContents()).not.toContain(variant.lang === "es" ? "Subir" : "Upload");
        await photo.screenshot({ path: `/tmp/shots/34-photo-chosen-${variant.lang}-${variant.width}.png` });
        expect(await axeViolations(page)).toEqual([]);
        // Refused by the form's own check: still nothing uploaded, the photo still chosen.
        await submitChurch(page);
        await page.getByText(t.nameRequired).first().waitFor();
        expect(uploads).toEqual([]);
        expect(await photo.getByRole("img", { name: t.preview }).isVisible()).toBe(true);
        // Sent: the upload shows its progress (held back a moment, so the bar can be seen), then the church is saved.
        await context.route(/\/api\/uploads\//, async (route) => {
          await Bun.sleep(700);
          await route.continue();
        });
        await page.fill("#church-name", name);
        await submitChurch(page);
        await photo.getByRole("progressbar", { name: t.uploading }).waitFor();
        expect(await fitsWidth(page)).toBe(true);
        await page.waitForURL(new RegExp(`${prefix(variant.lang)}/dashboard$`));
        await page.getByText(t.created).first().waitFor();
      } else {
        // A plain file input in a multipart form: refused for a missing name, the form comes back with the photo already kept.
        await submitChurch(page);
        await page.getByText(t.nameRequired).first().waitFor();
        const kept = await photo.locator('img[src^="/uploads/"]').getAttribute("src");
        expect(kept).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
        expect(await page.locator("#church-description").inputValue()).toBe("A young church meeting by the river every Sunday.");
        expect(await fitsWidth(page)).toBe(true);
        await page.fill("#church-name", name);
        await submitChurch(page);
        await page.waitForURL(new RegExp(`${prefix(variant.lang)}/dashboard\\?saved=created$`));
        expect(await page.getByText(t.created).isVisible()).toBe(true);
        expect(db.select().from(churches).where(eq(churches.ownerId, user.id)).get()!.heroImage).toBe(kept);
      }
      // Stored through the image pipeline: resized WebP variants, the admin's card has the photo.
      const row = db.select().from(churches).where(eq(churches.ownerId, user.id)).get()!;
      expect(row).toMatchObject({ name, status: "pending" });
      expect(row.heroImage).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
      for (const width of [480, 960, 1600]) expect(existsSync(storedVariant(row.heroImage!, width))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }

  for (const variant of VARIANTS) {
    test(`${label(variant)}: the owner's edit replaces the church's photo with the one chosen, when the form is sent`, async () => {
      const t = WORDS[variant.lang];
      const { db, church, context, page, errors } = await owner(variant, { name: `Edited Photo Chapel ${n}`, heroImage: "https://pictures.example.org/old.jpg" });
      await open(page, `${prefix(variant.lang)}/church-edit/${church!.id}`, variant.js);
      await page.locator("#church-heroImage").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: await jpegWithExif(800, 600) });
      if (variant.js) await page.getByText(t.withForm).waitFor();
      await submitChurch(page);
      await page.waitForURL(new RegExp(`${prefix(variant.lang)}/dashboard(\\?saved=updated)?$`));
      const saved = db.select().from(churches).where(eq(churches.id, church!.id)).get()!.heroImage;
      expect(saved).toMatch(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/);
      expect(existsSync(storedVariant(saved!, 480))).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }

  test("the admin's card of the new church shows its photo, not 'No photo'", async () => {
    const db = e2e.server.db();
    const admin = await createUser(db, { username: "lossless-admin", role: "admin" });
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: "sid", value: createSession(db, admin.id), url: e2e.server.url }]);
    const page = await context.newPage();
    await open(page, "/admin", true);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Photo Chapel en 1280 false" }) });
    await card.waitFor();
    expect(await card.getByText("No photo").count()).toBe(0);
    expect(await card.locator('img[src^="/uploads/"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("an account with a church is told the one-church rule before any form", () => {
  for (const variant of VARIANTS) {
    test(`${label(variant)}: the claim list, a church's claim page, the submission page and the dashboard`, async () => {
      const t = WORDS[variant.lang];
      const mine = `Rule Parish ${variant.lang} ${variant.width} ${variant.js}`;
      const { db, church, context, page, errors } = await owner(variant, { name: mine });
      const other = createChurch(db, { name: `Unclaimed Rule Chapel ${n}` });
      const p = prefix(variant.lang);

      for (const path of [`${p}/claim-church`, `${p}/claim-church?search=chapel`, `${p}/claim-church/${other.id}`, `${p}/church-submission`]) {
        await open(page, path, variant.js);
        await page.getByRole("heading", { name: t.already }).waitFor();
        expect(await page.getByText(t.rule(mine)).isVisible()).toBe(true);
        expect(await page.getByRole("link", { name: new RegExp(t.claimThis) }).count()).toBe(0);
        expect(await page.locator("#claim-form, #church-form").count()).toBe(0);
        expect(await page.locator("main").getByRole("link", { name: variant.lang === "es" ? "Editar la iglesia" : "Edit Church" }).getAttribute("href")).toBe(`${p}/church-edit/${church!.id}`);
        expect(await fitsWidth(page)).toBe(true);
        if (variant.js) expect(await axeViolations(page)).toEqual([]);
        if (path.endsWith("/claim-church")) await page.screenshot({ path: `/tmp/shots/34-one-church-rule-${variant.lang}-${variant.width}${variant.js ? "" : "-nojs"}.png` });
      }
      // The dashboard says the rule where 'Add New Church' was.
      await open(page, `${p}/dashboard`, variant.js);
      await page.getByText(t.rule(mine)).waitFor();
      expect(await page.getByRole("link", { name: t.addChurch }).count()).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

describe("the event form works as a plain form", () => {
  for (const variant of VARIANTS) {
    test(`${label(variant)}: refused in place with the values kept, then sent, confirmed on the dashboard and listed there`, async () => {
      const t = WORDS[variant.lang];
      const { db, user, context, page, errors } = await owner(variant, { name: `Event Parish ${n}` });
      const p = prefix(variant.lang);
      await open(page, `${p}/event-submission`, variant.js);
      const form = page.getByRole("form", { name: t.eventForm });
      await form.waitFor();
      const title = `Blessing of the Animals ${variant.lang} ${variant.width} ${variant.js}`;
      const day = new Date(Date.now() + 6 * 24 * 3600 * 1000).toISOString().slice(0, 10);
      await page.fill("#event-description", "Bring your pets for a blessing on the lawn.");
      await page.fill("#event-date", day);
      await page.fill("#event-time", "9:30 AM");
      await page.selectOption("#event-category", "community");
      await form.locator("button[type=submit]").click();
      // The message at its field (and, without JavaScript, in the summary above the form), what was typed kept.
      await page.locator("#event-title ~ [role=alert]", { hasText: t.eventTitleRequired }).waitFor();
      expect(await page.locator("#event-title").getAttribute("aria-invalid")).toBe("true");
      if (!variant.js) expect(await page.getByRole("link", { name: t.eventTitleRequired }).getAttribute("href")).toBe("#event-title");
      expect(await page.locator("#event-description").inputValue()).toBe("Bring your pets for a blessing on the lawn.");
      expect(await page.locator("#event-date").inputValue()).toBe(day);
      expect(await page.locator("#event-category").inputValue()).toBe("community");
      expect(await fitsWidth(page)).toBe(true);
      if (variant.js) expect(await axeViolations(page)).toEqual([]);

      await page.fill("#event-title", title);
      await page.locator("#event-form button[type=submit]").click();
      await page.waitForURL(new RegExp(`${p}/dashboard(\\?saved=event)?$`));
      await page.getByText(t.eventSent).first().waitFor();
      expect(db.select().from(events).where(eq(events.submittedBy, user.id)).get()).toMatchObject({ title, status: "pending", category: "community", hasTime: true });
      // The dashboard's My Churches lists it: a tab in place with JavaScript, a link to its address without.
      if (variant.js) await hydrated(page);
      await page.getByRole("tab", { name: t.myChurches }).click();
      await page.getByText(title).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 60_000);
  }

  test("signed in without a church, or with one waiting for approval, the page says what to do first instead of 'Loading…'", async () => {
    const variant = { lang: "en" as const, width: 375, js: false };
    const none = await owner(variant);
    await open(none.page, "/event-submission", false);
    expect(await none.page.getByRole("heading", { name: "Add your church first" }).isVisible()).toBe(true);
    expect(await none.page.getByText("Loading").count()).toBe(0);
    await none.context.close();
    const waiting = await owner({ ...variant, lang: "es" }, { name: "Capilla en Espera", status: "pending" });
    await open(waiting.page, "/es/event-submission", false);
    expect(await waiting.page.getByText("Capilla en Espera").isVisible()).toBe(true);
    expect(await waiting.page.locator("#event-form").count()).toBe(0);
    await waiting.context.close();
  });
});
