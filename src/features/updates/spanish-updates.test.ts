import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken } from "../../../tests/helpers/form-token";

// Asking for a correction on the Spanish site (docs/i18n.md): the page, its form and the post without JavaScript.
let app: TestApp;
let churchId: number;
beforeAll(async () => {
  app = await createTestApp();
  churchId = createChurch(app.db, { name: "Grace Baptist", slug: "grace", phone: "" }).id;
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.text() };
};
const main = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));
const post = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ ...formToken(app, "update"), ...fields }).toString() });
const who = { submitterName: "Ana Ruiz", submitterEmail: "ana@example.org", submitterRole: "Pastor", updateReason: "Cambiamos los horarios este otoño." };

describe("the Spanish update request", () => {
  test("the page, the form and the visit facts' radios speak Spanish", async () => {
    const { status, body } = await page(`/es/verify-church/${churchId}`);
    expect(status).toBe(200);
    for (const text of ["<title>Verificar su información", "Información actual", "Denominación", "Bautista", "No indicado", "Su nombre", "Su función", "Miembro de la junta o del consejo", "Motivo de la actualización", "Sin cambios", "Zona", "Centro", "Qué esperar", "Entrada sin escalones", "Sin indicar", "Accesibilidad", "Familias", "Estacionamiento propio", "Enviar solicitud de actualización"]) {
      expect(body).toContain(text);
    }
    expect(body).toContain(`action="/es/verify-church/${churchId}"`);
    expect(body).toContain('value="board"');
  });

  test("sent without JavaScript from /es/, it goes to the church's Spanish page with its notice", async () => {
    const res = await post(`/es/verify-church/${churchId}`, who);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(/^\/es\/church\/[a-z0-9-]+\?sent=update$/);
    expect((await page(location)).body).toContain("Solicitud de actualización enviada");
  });

  test("denominations and areas are listed in the order of their Spanish words, refused or not", async () => {
    const labels = (body: string, id: string) => {
      const select = body.slice(body.indexOf(`id="${id}"`), body.indexOf("</select>", body.indexOf(`id="${id}"`)));
      return [...select.matchAll(/<option value="[^"]+">([^<]+)<\/option>/g)].map((m) => m[1]!);
    };
    const refused = await (await post(`/es/verify-church/${churchId}`, { ...who, submitterName: "" })).text();
    for (const body of [(await page(`/es/verify-church/${churchId}`)).body, refused]) {
      for (const id of ["update-denomination", "update-area"]) {
        const shown = labels(body, id);
        expect(shown.length).toBeGreaterThan(5);
        expect(shown).toEqual([...shown].sort(new Intl.Collator("es", { sensitivity: "base", numeric: true }).compare));
      }
    }
  });

  test("refused without JavaScript, the form comes back in Spanish", async () => {
    const res = await post(`/es/verify-church/${churchId}`, { ...who, submitterName: "" });
    expect(res.status).toBe(422);
    const body = await res.text();
    expect(body).toContain('<html lang="es"');
    expect(body).toContain("<title>Verificar su información");
  });

  test("without a church, the page points to the Spanish directory", async () => {
    const { body } = await page("/es/verify-church");
    expect(main(body)).toContain('href="/es/directory"');
    expect(body).toContain("Busque su iglesia en el");
  });

  test("the English page is unchanged", async () => {
    const { body } = await page(`/verify-church/${churchId}`);
    for (const text of ["Current Information", "Not listed", "Your name", "Reason for update", "No change", "Step-free entrance", "Not said", "Submit Update Request"]) expect(body).toContain(text);
    expect(main(body)).not.toContain('"/es/');
  });
});
