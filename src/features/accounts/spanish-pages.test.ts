import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";

/** The owner's pages under /es/ (docs/i18n.md): Spanish texts, links that stay in Spanish, English unchanged. */
let app: TestApp;
let sid: string;

beforeAll(async () => {
  app = await createTestApp();
  const user = await createUser(app.db, { username: "pastora" });
  sid = createSession(app.db, user.id);
});
afterAll(() => app.close());

const page = async (path: string, signedIn = false) => {
  const res = await app.request(path, signedIn ? { headers: { cookie: `sid=${sid}` } } : {});
  expect(res.status).toBe(200);
  return res.text();
};
/** The page's own content, without the shell (header and footer belong to another part). */
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
/** The site's links inside the content: every one of them under /es/ on a Spanish page. */
const siteLinks = (html: string) => [...main(html).matchAll(/(?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!).filter((href) => !href.startsWith("//"));

describe("sign-in pages in Spanish", () => {
  test("/es/login: title, labels and links in Spanish", async () => {
    const html = await page("/es/login");
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("<title>Iniciar sesión");
    expect(html).toContain(">Nombre de usuario</label>");
    expect(html).toContain(">Contraseña</label>");
    expect(html).toContain('href="/es/forgot-password">¿Olvidó su contraseña?</a>');
    expect(html).toContain('href="/es/register">Cree una cuenta</a>');
    expect(html).not.toContain("Forgot your password?");
  });

  test("/es/register and /es/forgot-password", async () => {
    const register = await page("/es/register");
    expect(register).toContain("Cree su cuenta");
    expect(register).toContain(">Confirme la contraseña</label>");
    expect(register).toContain('href="/es/login">Inicie sesión</a>');
    const forgot = await page("/es/forgot-password");
    expect(forgot).toContain("Le enviaremos un enlace para elegir una contraseña nueva.");
    expect(forgot).toContain(">Correo electrónico</label>");
    expect(forgot).toContain('action="/es/api/auth/forgot-password"');
    for (const href of [...siteLinks(register), ...siteLinks(forgot)]) expect(href).toStartWith("/es/");
  });

  test("the English pages say what they always did", async () => {
    const html = await page("/login");
    expect(html).toContain("<title>Sign In");
    expect(html).toContain('href="/forgot-password">Forgot your password?</a>');
    expect(html).toContain('href="/register">Create an account</a>');
    expect(await page("/forgot-password")).toContain('action="/api/auth/forgot-password"');
  });

  test("a form posted without JavaScript from /es/ comes back to the Spanish page", async () => {
    const post = (path: string) =>
      app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ email: "nadie@example.org" }).toString() });
    expect((await post("/es/api/auth/forgot-password")).headers.get("location")).toBe("/es/forgot-password?sent=1");
    expect((await post("/api/auth/forgot-password")).headers.get("location")).toBe("/forgot-password?sent=1");
  });
});

describe("signed-in pages in Spanish", () => {
  test("/es/dashboard needs a sign-in, on the Spanish sign-in page", async () => {
    const res = await app.request("/es/dashboard");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/es/login");
  });

  test("/es/dashboard: Spanish title and links", async () => {
    const html = await page("/es/dashboard", true);
    expect(html).toContain("<title>Panel");
    // Drawn with the owner's data, its tabs links to their addresses (docs/decisions/0059-forms-without-losses.md).
    expect(html).toContain('href="/es/dashboard?tab=churches"');
    expect(html).toContain(">Mis iglesias</a>");
    expect(html).toContain('action="/es/api/auth/logout"');
    expect(html).toContain('href="/es/dashboard/account">Configuración de la cuenta: contraseña, correo, sus datos, eliminar la cuenta</a>');
    for (const href of siteLinks(html)) expect(href).toStartWith("/es/");
  });

  test("/es/dashboard/account: the forms in Spanish, posting under /es/", async () => {
    const html = await page("/es/dashboard/account", true);
    expect(html).toContain("<title>Configuración de la cuenta");
    expect(html).toContain("Cambiar la contraseña");
    expect(html).toContain(">Contraseña actual</label>");
    expect(html).toContain("Envíenme correos sobre");
    expect(html).toContain("La ficha de mi iglesia: recibida, aprobada o rechazada");
    expect(html).toContain('action="/es/api/account/password"');
    expect(html).toContain('action="/es/api/account/notifications"');
    expect(html).toContain('href="/es/dashboard">Volver al panel</a>');
    const english = await page("/dashboard/account", true);
    expect(english).toContain("My church&#x27;s listing: received, approved or rejected");
    expect(english).toContain('action="/api/account/password"');
  });

  test("/es/dashboard/reports for a free owner, and the payment pages", async () => {
    const reports = await page("/es/dashboard/reports", true);
    expect(reports).toContain("<title>Informes mensuales");
    expect(reports).toContain('href="/es/subscribe">');
    const subscribe = await page("/es/subscribe");
    expect(subscribe).toContain("<title>Destaque su iglesia");
    expect(subscribe).toContain("Membresía Premium: $49 al mes.");
    expect(await page("/subscribe")).toContain("Premium Membership: $49 per month.");
    const checkout = await page("/es/checkout?plan=featured&billing=annual");
    expect(checkout).toContain("Ficha Destacada de iglesia - 1 año (2 meses gratis): $190 al año.");
    expect(checkout).toContain('href="/es/checkout?plan=banner&amp;billing=monthly"');
  });
});
