import { describe, expect, test } from "bun:test";
import { createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";

const e2e = useServerAndBrowser({ SEED: "none" });

describe("the owner's side in Spanish", () => {
  test("signing in on /es/login lands on the Spanish dashboard and its account settings, at a phone's width, without console errors", async () => {
    await createUser(e2e.server.db(), { username: "pastora", password: "correct-horse" });
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${e2e.server.url}/es/login`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Iniciar sesión" });
    await form.getByLabel("Nombre de usuario").fill("pastora");
    await form.getByLabel("Contraseña").fill("correct-horse");
    await form.getByRole("button", { name: "Iniciar sesión" }).click();
    await page.waitForURL((url) => url.pathname === "/es/dashboard");
    await hydrated(page);
    await page.getByRole("heading", { name: "Bienvenido, pastora" }).waitFor();
    expect(await page.getByText("Sesión iniciada").first().isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Agregar una iglesia" }).getAttribute("href")).toBe("/es/church-submission");
    await page.getByRole("tab", { name: "Facturación" }).click();
    await page.getByRole("heading", { name: "Su plan" }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/es/dashboard?tab=billing");
    expect(await page.getByText("Todavía no hay pagos.").isVisible()).toBe(true);
    // No church yet: no 'plan básico', but where to start.
    await page.getByText("Los planes de pago son para una iglesia del directorio: primero agregue o reclame la suya.").waitFor();
    expect(await page.getByRole("tabpanel").textContent()).not.toMatch(/[Bb]ásic[oa]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole("tab", { name: "Resumen" }).click();
    await page.getByRole("link", { name: /^Configuración de la cuenta/ }).click();
    await page.waitForURL((url) => url.pathname === "/es/dashboard/account");
    await hydrated(page);
    await page.getByText("Sesión iniciada como").waitFor();
    const notifications = page.getByRole("region", { name: "Avisos por correo" });
    await notifications.getByRole("button", { name: "Guardar preferencias de correo" }).click();
    await notifications.getByText("Se guardaron sus preferencias de correo.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
