import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { newsletterSubscriptions, outbox, users } from "../../src/db/schema";
import { createSession, createUser } from "../../src/db/seed/factories";
import { useServerAndBrowser } from "../helpers/e2e";
import { hydrated } from "../helpers/pages";

// The e-mails' language chosen from Spanish pages (docs/mail.md, Language): the newsletter's
// confirmation, with JavaScript and without, and the owner's 'E-mail language' setting.
const e2e = useServerAndBrowser({ SEED: "none" });

const languageOf = (email: string) => e2e.server.db().select({ language: newsletterSubscriptions.language }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).get()?.language;
const subjectTo = (email: string) => e2e.server.db().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, email)).get()?.subject;

describe("the Spanish footer's newsletter form", () => {
  test("with JavaScript, at a phone's width: a Spanish confirmation mail, no console errors", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${e2e.server.url}/es/about`);
    await hydrated(page);
    await page.getByLabel("Correo electrónico").fill("marisol@example.org");
    await page.getByRole("button", { name: "Suscribirse" }).click();
    expect(await page.getByTestId("toast").textContent()).toContain("¡Listo!");
    expect(new URL(page.url()).pathname).toBe("/es/about");
    expect(languageOf("marisol@example.org")).toBe("es");
    expect(subjectTo("marisol@example.org")).toBe("Confirme su suscripción al boletín de San Antonio Church Directory");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("without JavaScript: back on the Spanish newsletter page, and a Spanish confirmation mail", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/es/about`);
    await page.getByLabel("Correo electrónico").fill("beto@example.org");
    await page.getByRole("button", { name: "Suscribirse" }).click();
    await page.waitForURL((url) => url.pathname === "/es/newsletter");
    expect(new URL(page.url()).search).toBe("?status=subscribed");
    expect(languageOf("beto@example.org")).toBe("es");
    expect(subjectTo("beto@example.org")).toStartWith("Confirme su suscripción");
    await context.close();
  });
});

describe("'Idioma de los correos' on the Spanish account settings", () => {
  test("saves the choice in place, in Spanish, without console errors", async () => {
    const user = await createUser(e2e.server.db(), { username: "ramiro" });
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 } });
    await context.addCookies([{ name: "sid", value: createSession(e2e.server.db(), user.id), url: e2e.server.url }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${e2e.server.url}/es/dashboard/account`);
    await hydrated(page);
    await page.getByRole("radio", { name: "Español" }).check();
    await page.getByRole("button", { name: "Guardar idioma" }).click();
    await page.getByText("Se guardó el idioma de sus correos.").waitFor();
    expect(e2e.server.db().select({ lang: users.emailLanguage }).from(users).where(eq(users.id, user.id)).get()!.lang).toBe("es");
    expect(errors).toEqual([]);
    await context.close();
  });
});
