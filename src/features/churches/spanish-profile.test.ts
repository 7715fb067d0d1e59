import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

// The profile on /es/ (docs/i18n.md): Spanish headings, facts and links; the English twin as the spec writes it.
let app: TestApp;
let graceId: number;
beforeAll(async () => {
  app = await createTestApp();
  graceId = createChurch(app.db, {
    name: "Grace Baptist Church",
    slug: "grace",
    phone: "(210) 555-0100",
    website: "https://grace.example",
    services: ["Sunday 9:00 AM"],
    visitFacts: { said: { "step-free": true, nursery: false }, practical: { parking: "street", serviceMinutes: 75 } },
  }).id;
  createChurch(app.db, { name: "San Fernando Cathedral", slug: "san-fernando", denomination: "Catholic", services: [] });
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.request(path);
  return { status: res.status, body: await res.text() };
};
const hrefs = (body: string) => [...body.matchAll(/href="(\/[^"/][^"]*)"/g)].map((m) => m[1]!);
const main = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));

describe("the Spanish profile", () => {
  test("speaks Spanish: headings, actions, option words and visit facts", async () => {
    const { status, body } = await page("/es/church/grace");
    expect(status).toBe(200);
    expect(body).toContain('<html lang="es"');
    for (const text of ["Acerca de nuestra iglesia", "Servicios y actividades", "Qué esperar", "Información de contacto", "Cómo llegar", "Llamar", "Visitar el sitio web", "¿Es su iglesia? Actualice su ficha", "Bautista", "Centro", "Entrada sin escalones", "Guardería o cuidado de niños durante los servicios", "Estacionamiento en la calle", "Unos 75 minutos", "Todavía no se ha indicado", "Sugiera una actualización", "Domingo", "Suscribirse al calendario de esta iglesia"]) {
      expect(body).toContain(text);
    }
    expect(body).toMatch(/Entrada sin escalones<\/span>: (<!-- -->)?Sí/);
    for (const text of ["About Our Church", "Get Directions", "Call Now", "Not provided yet", "Step-free entrance"]) expect(main(body)).not.toContain(text);
    expect(body).toContain("Grace Baptist Church, San Antonio. Una congregación bautista en el Centro.");
  });

  test("links inside the page stay on the Spanish site", async () => {
    const { body } = await page("/es/church/grace");
    const internal = hrefs(main(body)).filter((h) => !h.startsWith("/uploads/") && !h.startsWith("/api/"));
    expect(internal.length).toBeGreaterThan(0);
    for (const href of internal) expect(href).toStartWith("/es/");
    expect(internal).toContain(`/es/verify-church/${graceId}`);
  });

  test("a Catholic church's services are misas", async () => {
    const { body } = await page("/es/church/san-fernando");
    expect(body).toContain("Misas y actividades");
    expect(body).toContain("Todavía no hay horarios de misa; llame a la iglesia, por favor.");
    expect(body).toContain("Una congregación católica en el Centro.");
  });

  test("an unknown church answers a Spanish not-found page", async () => {
    const { status, body } = await page("/es/church/nowhere");
    expect(status).toBe(404);
    expect(body).toContain("Iglesia no encontrada");
    expect(body).toContain('href="/es/directory"');
  });

  test("the English profile is unchanged", async () => {
    const { body } = await page("/church/grace");
    expect(body).toContain('<html lang="en"');
    for (const text of ["About Our Church", "Services &amp; Offerings", "What to Expect", "Get Directions", "Call Now", "Step-free entrance", "Street parking", "About 75 minutes", "Not provided yet", "Suggest an update", "A Baptist congregation downtown.", "Is this your church? Update its listing", "Grace Baptist Church, San Antonio. A Baptist congregation downtown."]) {
      expect(body).toContain(text);
    }
    expect(hrefs(main(body)).some((h) => h.startsWith("/es/"))).toBe(false);
  });
});
