import { describe, expect, test } from "bun:test";
import { useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";

const e2e = useServerAndBrowser();

async function open(path: string, options: { locale: string; width?: number }) {
  const context = await e2e.browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 }, locale: options.locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(e2e.server.url + path);
  await hydrated(page);
  return { page, context, errors };
}

// docs/i18n.md, Addresses: a suggestion, never a redirect.
describe("the Spanish suggestion on the English home", () => {
  test("a browser whose first language is Spanish sees it, can dismiss it, and it stays dismissed", async () => {
    const { page, context, errors } = await open("/", { locale: "es-MX" });
    expect(page.url()).toBe(`${e2e.server.url}/`);
    const note = page.getByRole("complementary", { name: "¿Prefiere ver el sitio en español?" });
    expect(await note.isVisible()).toBe(true);
    expect(await note.getAttribute("lang")).toBe("es");
    expect(await note.getByRole("link", { name: "Ver en español" }).getAttribute("href")).toBe("/es/");
    await note.getByRole("button", { name: "No, gracias" }).focus();
    await page.keyboard.press("Enter");
    expect(await note.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await page.reload();
    await hydrated(page);
    expect(await note.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("its link opens the Spanish home", async () => {
    const { page, context } = await open("/", { locale: "es-US", width: 375 });
    await page.getByRole("link", { name: "Ver en español" }).click();
    await page.waitForURL(/\/es\/$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Encuentre su iglesia en San Antonio");
    await context.close();
  });

  test("an English browser does not see it, and the Spanish home never shows it", async () => {
    const english = await open("/", { locale: "en-US" });
    expect(await english.page.getByText("¿Prefiere ver el sitio en español?").isVisible()).toBe(false);
    await english.context.close();
    const spanish = await open("/es/", { locale: "es-MX" });
    expect(await spanish.page.getByText("¿Prefiere ver el sitio en español?").count()).toBe(0);
    await spanish.context.close();
  });
});

describe("the shell in Spanish", () => {
  test("on a phone the menu, the carousel and the footer speak Spanish, with no script errors", async () => {
    const { page, context, errors } = await open("/es/", { locale: "es-MX", width: 375 });
    const toggle = page.getByRole("button", { name: "Abrir el menú" });
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Principal" });
    expect(await nav.getByRole("link", { name: "Directorio", exact: true }).getAttribute("href")).toBe("/es/directory");
    expect(await page.getByRole("button", { name: "Cerrar el menú" }).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("region", { name: "Diapositivas de iglesias destacadas" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Manténgase al tanto" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the footer's newsletter form answers in Spanish", async () => {
    const { page, context } = await open("/es/about", { locale: "es-MX" });
    await page.getByLabel("Correo electrónico").fill("not-an-address");
    await page.getByRole("button", { name: "Suscribirse" }).click();
    expect(await page.getByTestId("toast").textContent()).toContain("Correo no válido");
    await context.close();
  });

  test("the contact form island on /es/contact speaks Spanish and thanks in Spanish", async () => {
    const { page, context, errors } = await open("/es/contact", { locale: "es-MX", width: 375 });
    const form = page.getByRole("form", { name: "Envíenos un mensaje" });
    await form.getByLabel("Nombre").fill("Ana García");
    await form.getByLabel("Correo electrónico").fill("ana@example.org");
    await form.getByLabel("Asunto").selectOption({ label: "Consulta general" });
    await form.getByLabel("Mensaje").fill("¿A qué hora es la misa en español?");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByRole("dialog", { name: "¡Gracias!" }).waitFor();
    await page.getByRole("button", { name: "Cerrar" }).click();
    // The dialog's close event moves the focus back to the form.
    await page.waitForFunction(() => document.activeElement?.id === "contact-name", undefined, { timeout: 5000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
