import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

/** The owner's shared pieces on /es/ (docs/i18n.md): the service-time rows, the premium welcome; English unchanged. */
let app: TestApp;
let cookie: string;
let churchId: number;

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { role: "owner" });
  cookie = `sid=${createSession(app.db, owner.id)}`;
  churchId = createChurch(app.db, { name: "Iglesia del Valle", ownerId: owner.id, services: ["Sunday 11:30 AM"] }).id;
});
afterAll(() => app.close());

const page = async (path: string) => {
  const res = await app.request(path, { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.text();
};

describe("the service-time rows", () => {
  test("on /es/ the rows' legends, labels, hints and options are Spanish; the stored values stay English", async () => {
    const html = await page(`/es/church-edit/${churchId}`);
    expect(html).toContain("Horarios semanales de servicios");
    expect(html).toContain("Servicios especiales (Navidad, Semana Santa …)");
    expect(html).toContain("Horario 1");
    expect(html).toMatch(/>Día<span class="visually-hidden"> (<!-- -->)?del horario 1<\/span>/);
    expect(html).toContain(">Con intérprete de ASL");
    expect(html).toContain('<option value="sunday" selected="">Domingo</option>');
    expect(html).toContain('<option value="mass">Misa</option>');
    expect(html).not.toContain("Weekly service times");
    expect(html).not.toContain(">Sunday</option>");
  });

  test("the English rows are the spec's", async () => {
    const html = await page(`/church-edit/${churchId}`);
    expect(html).toContain("Weekly service times");
    expect(html).toMatch(/>Day<span class="visually-hidden"> (<!-- -->)?of service time 1<\/span>/);
    expect(html).toContain('<option value="sunday" selected="">Sunday</option>');
    expect(html).toContain(">ASL interpreted");
  });
});

describe("the premium welcome", () => {
  test("/es/thanks says it is processing in Spanish; /thanks in English", async () => {
    expect(await page("/es/thanks")).toContain("Procesando su membresía...");
    expect(await page("/thanks")).toContain("Processing Your Membership...");
  });
});
