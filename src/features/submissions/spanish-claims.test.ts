import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";

// Claiming on the Spanish site (docs/i18n.md): the list, the form and the e-mail check speak Spanish and stay under /es/.
let app: TestApp;
let cookie: string;
let churchId: number;
beforeAll(async () => {
  app = await createTestApp();
  churchId = createChurch(app.db, { name: "Unclaimed Chapel", website: "https://unclaimed.example" }).id;
  cookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "owner" })).id)}`;
});
afterAll(() => app.close());

const page = async (path: string, signedIn = false) => {
  const res = await app.request(path, signedIn ? { headers: { cookie } } : {});
  return { status: res.status, body: await res.text() };
};
const main = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));
const formPost = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie }, body: new URLSearchParams({ ...formToken(app, "claim"), ...fields }).toString() });

describe("claiming in Spanish", () => {
  test("the list of churches to claim", async () => {
    const { status, body } = await page("/es/claim-church");
    expect(status).toBe(200);
    for (const text of ["Reclamar una iglesia existente", "Buscar por nombre de la iglesia, dirección o zona", "1 iglesia sin responsable", "Reclamar esta iglesia"]) expect(body).toContain(text);
    expect(body).toMatch(/ · (<!-- -->)?Centro(<!-- -->)? · Bautista/);
    expect(body).toContain(`href="/es/claim-church/${churchId}"`);
    expect(body).toContain('action="/es/claim-church"');
    expect((await page("/es/claim-church?search=nothing-like-it")).body).toContain("No encontramos iglesias que coincidan con su búsqueda.");
  });

  test("one church's claim form, its fields and roles in Spanish", async () => {
    const { status, body } = await page(`/es/claim-church/${churchId}`, true);
    expect(status).toBe(200);
    for (const text of ["<title>Reclamar Unclaimed Chapel", "Su función en la iglesia", "Pastor / Sacerdote", "¿Qué relación tiene con esta iglesia?", "Verificar con un correo de unclaimed.example (opcional)", "Enviar solicitud"]) expect(body).toContain(text);
    for (const href of [...main(body).matchAll(/(?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!)) expect(href).toStartWith("/es/");
  });

  test("a claim posted without JavaScript from /es/ goes on to the Spanish dashboard", async () => {
    const res = await formPost(`/es/claim-church/${churchId}`, { role: "pastor", phone: "(210) 555-0150", note: "I have led this parish for six years." });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/dashboard?saved=claimed");
  });

  test("the e-mail check's pages and its form post stay Spanish", async () => {
    expect((await page("/es/verify-claim?done=1")).body).toContain("Su correo electrónico quedó verificado.");
    const expired = await page("/es/verify-claim?token=unknown");
    expect(expired.body).toContain("Enlace no válido");
    expect(expired.body).toContain('href="/es/dashboard"');
    const res = await formPost("/es/api/claims/verify", { token: "x".repeat(43) });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toStartWith("/es/verify-claim?token=");
  });

  test("after the claim, the list and another church's form say the one-church rule in Spanish, before any form", async () => {
    const other = createChurch(app.db, { name: "Otra Capilla" });
    for (const path of ["/es/claim-church", `/es/claim-church/${other.id}`]) {
      const { body } = await page(path, true);
      expect(body).toContain("Usted ya tiene una ficha de iglesia");
      expect(body).toContain("Cada cuenta administra una sola iglesia: Unclaimed Chapel (su reclamo está pendiente de revisión por un administrador).");
      expect(body).toContain("Reclamar una iglesia es para las cuentas que todavía no administran ninguna.");
      expect(main(body)).not.toContain("Reclamar esta iglesia");
      expect(body).not.toContain('id="claim-form"');
      expect(main(body)).toContain('href="/es/dashboard"');
    }
  });

  test("the English list is unchanged", async () => {
    const { body } = await page("/claim-church");
    for (const text of ["Claim Existing Church", "Claim This Church"]) expect(body).toContain(text);
    expect(body).toMatch(/ · (<!-- -->)?Downtown(<!-- -->)? · Baptist/);
    expect(body).toMatch(/\d+ unclaimed church/);
    expect(main(body)).not.toContain('href="/es/');
  });
});
