import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { createChurch } from "../../db/seed/factories";
import { formToken } from "../../../tests/helpers/form-token";

// The shell and the site's own pages in Spanish under /es/, the English ones as the spec writes them (docs/i18n.md).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  createChurch(app.ctx.db, { name: "Grace Baptist Church", slug: "grace-baptist-church", denomination: "Baptist", area: "Downtown", featured: true });
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  return res.text();
};
/** The body's site links (not the head's alternates, not the language switch, not assets or the API). */
const siteHrefs = (html: string) =>
  [...html.slice(html.indexOf("<body")).matchAll(/<a [^>]*?href="(\/[^"]*)"[^>]*>/g)].filter((m) => !m[0].includes("data-lang-switch") && !m[1]!.startsWith("/api/")).map((m) => m[1]!);
const actions = (html: string) => [...html.matchAll(/<form [^>]*?action="([^"]*)"/g)].map((m) => m[1]!);

describe("the shell in Spanish", () => {
  test("header, footer, skip link and every site link speak Spanish and stay on /es/", async () => {
    const html = await page("/es/about");
    for (const text of ["Ir al contenido", "Directorio", "Destacadas", "Registre su iglesia", "Iniciar sesión", "Abrir el menú", "Enlaces rápidos", "Manténgase al tanto", "Suscribirse", "Todos los derechos reservados", "Inscribir una iglesia"]) {
      expect(html).toContain(text);
    }
    const hrefs = siteHrefs(html);
    expect(hrefs.length).toBeGreaterThan(20);
    // The header's Home is the router's basename itself, "/es" (docs/i18n.md: "/es" shows the Spanish home too).
    for (const href of hrefs) expect(href).toMatch(/^\/es(\/|$)/);
    expect(actions(html)).toContain("/es/api/newsletter/subscribe");
  });

  test("the English shell is unchanged", async () => {
    const html = await page("/about");
    for (const text of ["Skip to content", "List Your Church", "Sign In", "Open menu", "Quick Links", "Stay Connected", "Subscribe", "Submit Event"]) expect(html).toContain(text);
    for (const href of siteHrefs(html)) expect(href).not.toStartWith("/es/");
  });

  test("a Spanish 404 offers the way home in Spanish", async () => {
    const res = await app.request("/es/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('href="/es/"');
    expect(html).toContain("Ir al inicio");
  });
});

describe("the site's pages in Spanish", () => {
  test("home: its texts, the Spanish suggestion only on the English home, hidden for everyone", async () => {
    const es = await page("/es/");
    for (const text of ["Encuentre su iglesia en San Antonio", "Iglesias destacadas", "¿Por qué usar nuestro directorio?", "¿Listo para visitar?"]) expect(es).toContain(text);
    expect(es).not.toContain("¿Prefiere ver el sitio en español?");
    // The church cards are the directory's (src/render/card-html.ts); the home's own links are checked here.
    for (const href of siteHrefs(es).filter((h) => !h.startsWith("/church/"))) expect(href).toMatch(/^\/es(\/|$)/);
    const en = await page("/");
    expect(en).toContain("Find Your Church Home in San Antonio");
    expect(en).toMatch(/<aside lang="es"[^>]*data-enhance="language-suggestion" hidden="">/);
    expect(en).toContain("¿Prefiere ver el sitio en español?");
    expect(en).toContain('href="/es/" hrefLang="es"');
  });

  test("featured, about, contact and list your church", async () => {
    const featured = await page("/es/featured");
    for (const text of ["<title>Iglesias destacadas", "Congregaciones que lo invitan", "Destacada", "Bautista", "Ver detalles"]) expect(featured).toContain(text);
    expect(featured).toContain('href="/es/church/grace-baptist-church"');
    const about = await page("/es/about");
    for (const text of ["<title>Quiénes somos", "Nuestra historia", "Nuestra misión", "En cifras", "Explorar el directorio"]) expect(about).toContain(text);
    const contact = await page("/es/contact");
    for (const text of ["<title>Contáctenos", "De lunes a viernes, de 9 a. m. a 5 p. m.", "Preguntas frecuentes", "Elija un asunto", "Ficha de una iglesia", "Enviar mensaje"]) expect(contact).toContain(text);
    expect(actions(contact)).toContain("/es/contact");
    const advertise = await page("/es/advertise");
    for (const text of ["<title>Registre su iglesia", "Por qué anunciarse con nosotros", "Ficha destacada", "Membresía premium", "$19 al mes o $190 al año", "Lo que da cada plan", "Un marcador dorado más grande en el mapa"]) {
      expect(advertise).toContain(text);
    }
  });

  test("the English pages keep the spec's words", async () => {
    expect(await page("/featured")).toContain("Congregations that invite you to visit this week.");
    expect(await page("/contact")).toContain("Monday to Friday, 9 AM to 5 PM");
    const advertise = await page("/advertise");
    for (const text of ["Why Advertise With Us", "$19 per month or $190 per year", "What each plan gives", "A larger gold marker on the map"]) expect(advertise).toContain(text);
  });

  test("the contact form without JavaScript answers on the Spanish page", async () => {
    const post = (fields: Record<string, string>) =>
      app.request("/es/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ ...formToken(app, "contact"), ...fields }).toString() });
    const sent = await post({ name: "Ana García", email: "ana@example.org", subject: "general-inquiry", message: "¿Tienen misa en español los domingos?" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/es/contact?sent=1#message");
    const refused = await post({ name: "A", email: "ana@example.org", subject: "general-inquiry", message: "Hola" });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Enviar mensaje");
  });

  test("the newsletter's pages and its form without JavaScript", async () => {
    const confirmed = await page("/es/newsletter?status=confirmed");
    expect(confirmed).toContain("Suscripción confirmada");
    expect(confirmed).toContain('href="/es/"');
    expect(await page("/es/newsletter/confirm?token=nope")).toContain("Enlace no válido");
    expect(await page("/newsletter?status=unsubscribed")).toContain("You&#x27;re Unsubscribed");
    const res = await app.request("/es/api/newsletter/subscribe", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: "email=nope" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/newsletter?status=invalid");
  });
});
