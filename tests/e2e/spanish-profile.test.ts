import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { openPage, useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";

// The profile, the update request and the claim form on the Spanish site in a phone's width
// (docs/i18n.md): the islands hydrate in Spanish without an error.

const e2e = useServerAndBrowser({ SEED: "none" });
let session = "";
let churchId = 0;

beforeAll(async () => {
  const db = e2e.server.db();
  churchId = createChurch(db, { name: "Ramp Street Chapel", slug: "ramp-street", website: "https://ramp.example", phone: "(210) 555-0100", visitFacts: { said: { "step-free": true } } }).id;
  session = createSession(db, (await createUser(db, { role: "owner" })).id);
});

/** Collects the page's script errors and console errors, then loads it again and waits for its islands. */
async function reloadWatchingErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.reload();
  await hydrated(page);
  return errors;
}

describe("the Spanish site's profile pages at 375 px", () => {
  test("the profile reads in Spanish and its links stay under /es/", async () => {
    const { page, context } = await openPage(e2e, "/es/church/ramp-street", { width: 375 });
    const errors = await reloadWatchingErrors(page);
    expect(await page.getByRole("heading", { level: 2, name: "Qué esperar" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Cómo llegar" }).first().isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Llamar" }).isVisible()).toBe(true);
    expect(await page.getByText("Entrada sin escalones").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "¿Es su iglesia? Actualice su ficha" }).getAttribute("href")).toBe(`/es/verify-church/${churchId}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the update request form hydrates in Spanish and keeps the church's facts as its answers", async () => {
    const { page, context } = await openPage(e2e, `/es/verify-church/${churchId}`, { width: 375 });
    const errors = await reloadWatchingErrors(page);
    const radio = page.getByRole("group", { name: "Entrada sin escalones" }).getByRole("radio", { name: "Sí" });
    expect(await radio.isChecked()).toBe(true);
    await page.getByRole("group", { name: "Guardería o cuidado de niños durante los servicios" }).getByRole("radio", { name: "No" }).check();
    expect(await page.getByRole("button", { name: "Enviar solicitud de actualización" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the claim form hydrates in Spanish", async () => {
    const { page, context } = await openPage(e2e, `/es/claim-church/${churchId}`, { width: 375, session });
    const errors = await reloadWatchingErrors(page);
    expect(await page.getByLabel("Su función en la iglesia").isVisible()).toBe(true);
    expect(await page.getByRole("option", { name: "Pastor / Sacerdote" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Cancelar" }).getAttribute("href")).toBe("/es/church-submission");
    expect(errors).toEqual([]);
    await context.close();
  });
});
