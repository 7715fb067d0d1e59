import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { events } from "../../src/db/schema";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { axeViolations, hydrated } from "../helpers/pages";

// The owner's event form and the events list on the Spanish site (docs/i18n.md, Content language).
const e2e = useServerAndBrowser({ SEED: "none" });

describe("events on the Spanish site", () => {
  test("on a phone, an owner submits an event from /es/ in Spanish; once approved the English site marks it 'En español'", async () => {
    const db = e2e.server.db();
    const user = await createUser(db, { username: "duenaeventos" });
    createChurch(db, { name: "Parroquia de la Esperanza", ownerId: user.id });
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 800 } });
    await context.addCookies([{ name: "sid", value: createSession(db, user.id), url: e2e.server.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));

    await page.goto(`${e2e.server.url}/es/event-submission`);
    await hydrated(page);
    expect(await page.getByRole("heading", { name: "Enviar un evento", level: 1 }).isVisible()).toBe(true);
    const form = page.getByRole("form", { name: "Enviar un evento" });
    await form.waitFor();
    expect(await form.getByText("Evento de Parroquia de la Esperanza").isVisible()).toBe(true);
    expect(await form.getByLabel("Idioma").inputValue()).toBe("es");
    expect(await axeViolations(page)).toEqual([]);
    const day = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await form.getByLabel("Título del evento").fill("Posada de la comunidad");
    await form.getByLabel("Descripción").fill("Procesión con velas y tamales en el salón parroquial.");
    await form.getByLabel("Fecha").fill(day);
    await form.getByLabel("Hora de inicio").fill("7:00 PM");
    await form.getByLabel("Categoría").selectOption({ label: "Comunidad" });
    await form.getByRole("button", { name: "Enviar evento" }).click();
    await page.waitForURL(/\/es\/dashboard$/);
    await page.getByText("Evento enviado").waitFor();

    const stored = db.select({ language: events.language }).from(events).where(eq(events.title, "Posada de la comunidad")).get();
    expect(stored?.language).toBe("es");
    db.update(events).set({ status: "approved" }).where(eq(events.title, "Posada de la comunidad")).run();

    await page.goto(`${e2e.server.url}/es/events`);
    await hydrated(page);
    const card = page.getByTestId("event-card").filter({ hasText: "Posada de la comunidad" });
    expect(await card.getByText("Más información").isVisible()).toBe(true);
    expect(await card.getByText("p. m.").isVisible()).toBe(true);
    expect(await card.getByTestId("other-language").count()).toBe(0);

    await page.goto(`${e2e.server.url}/events`);
    await hydrated(page);
    const english = page.getByTestId("event-card").filter({ hasText: "Posada de la comunidad" });
    expect(await english.getByTestId("other-language").textContent()).toBe("En español");
    expect(await english.getByRole("heading", { name: "Posada de la comunidad" }).getAttribute("lang")).toBe("es");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("without JavaScript the Spanish filters stay on /es/events and answer in Spanish", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/es/events`);
    await page.getByLabel("Categoría").selectOption({ label: "Interreligioso" });
    await page.getByRole("button", { name: "Mostrar eventos" }).click();
    await page.waitForURL(/\/es\/events\?/);
    expect(await page.getByRole("heading", { name: "No hay eventos interreligiosos." }).isVisible()).toBe(true);
    await context.close();
  });
});
