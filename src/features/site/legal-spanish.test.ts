import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// Terms and Privacy on the Spanish site (docs/i18n.md): the same sections and figures in Spanish, links under /es/.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: (await res.text()).replaceAll("<!-- -->", "") };
};
const main = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));
const sitePaths = (body: string) => [...main(body).matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
const sectionIds = (body: string) => [...main(body).matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);

describe("the legal pages in Spanish", () => {
  test("Terms of Service: title, sections, the 30 days' notice and the contact form under /es/", async () => {
    const { status, body } = await page("/es/terms");
    expect(status).toBe(200);
    for (const text of ["<title>Términos del servicio", "Última actualización: 23 de julio de 2025", "1. Aceptación de los términos", "5. Servicios premium y pagos", "por lo menos 30 días antes", "11. Contacto", "formulario de contacto"]) expect(body).toContain(text);
    expect(sectionIds(body)).toEqual(sectionIds((await page("/terms")).body));
    expect(main(body)).toContain('href="/es/contact"');
    for (const path of sitePaths(body)) expect(path).toStartWith("/es/");
  });

  test("Privacy Policy: title, sections and the retention periods", async () => {
    const { status, body } = await page("/es/privacy");
    expect(status).toBe(200);
    for (const text of ["<title>Política de privacidad", "Cuánto tiempo guardamos los datos", "después de 3 años sin actividad", "Estadísticas: 26 meses.", "Registros de pagos: 7 años", "Mensajes del formulario de contacto: 2 años.", "menores de 13 años", "13. Contáctenos"]) expect(body).toContain(text);
    expect(sectionIds(body)).toEqual(sectionIds((await page("/privacy")).body));
    for (const path of sitePaths(body)) expect(path).toStartWith("/es/");
  });

  test("the English pages are unchanged", async () => {
    const terms = (await page("/terms")).body;
    for (const text of ["<title>Terms of Service", "Last updated July 23, 2025", "We will give at least 30 days notice of any price change", 'or our <a href="/contact">contact form</a>.']) expect(terms).toContain(text);
    const privacy = (await page("/privacy")).body;
    for (const text of ["<title>Privacy Policy", "Account data: until you delete your account, or after 3 years of inactivity.", "Analytics: 26 months.", "Payment records: 7 years, as tax law requires.", "Contact form messages: 2 years."]) expect(privacy).toContain(text);
  });
});
