import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import type { PendingUpdateRequest } from "../../contract/admin";
import { churchUpdateRequests } from "../../db/schema";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { formToken, withFormToken } from "../../../tests/helpers/form-token";

/** An update request proposing the church's Spanish description (docs/i18n.md, Content in another language). */

let app: TestApp;
let churchId: number;
beforeEach(async () => {
  app = await createTestApp();
  churchId = createChurch(app.db, { name: "Grace Baptist", slug: "grace", description: "A friendly church downtown." }).id;
});
afterEach(() => app.close());

const who = { submitterName: "Ana Ruiz", submitterEmail: "ana@example.org", submitterRole: "Pastor", updateReason: "We now welcome Spanish speakers." };
const SPANISH = "Una iglesia acogedora en el centro. <b>Todos</b> son bienvenidos.";
const stored = () => app.db.select().from(churchUpdateRequests).all();
const post = (path: string, fields: Record<string, string>) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN }, body: new URLSearchParams({ ...formToken(app, "update"), ...fields }).toString() });
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

async function adminCookie() {
  const admin = await createUser(app.db, { role: "admin" });
  return `sid=${createSession(app.db, admin.id)}`;
}

describe("the Spanish description in an update request", () => {
  test("sent to the API, the admin sees it proposed; approved, /es/church/{slug} shows it marked Spanish", async () => {
    const res = await app.request("/api/church-updates", jsonRequest("POST", { churchId, ...who, descriptionEs: `  ${SPANISH}\n`, ...formToken(app, "update") }));
    expect(res.status).toBe(201);
    expect(stored()[0]).toMatchObject({ descriptionEs: SPANISH, description: null });

    const cookie = await adminCookie();
    const [pending] = (await (await app.request("/api/church-updates", { headers: { cookie } })).json()) as PendingUpdateRequest[];
    expect(pending!.changes).toEqual([{ field: "descriptionEs", current: "", proposed: SPANISH }]);

    expect((await app.request(`/api/admin/church-updates/${pending!.id}/approve`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } })).status).toBe(200);
    const spanish = await (await app.request("/es/church/grace")).text();
    expect(main(spanish)).toContain('<p lang="es">Una iglesia acogedora en el centro. &lt;b&gt;Todos&lt;/b&gt; son bienvenidos.</p>');
    expect(main(spanish)).not.toContain("<b>Todos</b>");
    // The English profile keeps the English description.
    const english = main(await (await app.request("/church/grace")).text());
    expect(english).toContain("A friendly church downtown.");
    expect(english).not.toContain("Una iglesia acogedora");
  });

  test("left blank, it proposes no change; rejecting one changes nothing", async () => {
    expect((await app.request("/api/church-updates", jsonRequest("POST", withFormToken(app, "update", { churchId, ...who, phone: "(210) 555-0101", descriptionEs: "   " })))).status).toBe(201);
    expect(stored()[0]!.descriptionEs).toBeNull();
    expect((await app.request("/api/church-updates", jsonRequest("POST", withFormToken(app, "update", { churchId, ...who, descriptionEs: SPANISH })))).status).toBe(201);
    const cookie = await adminCookie();
    const pending = (await (await app.request("/api/church-updates", { headers: { cookie } })).json()) as PendingUpdateRequest[];
    expect(pending.map((p) => p.changes.map((c) => c.field))).toEqual([["phone"], ["descriptionEs"]]);
    expect((await app.request(`/api/admin/church-updates/${pending[1]!.id}/reject`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } })).status).toBe(200);
    expect(main(await (await app.request("/es/church/grace")).text())).not.toContain("Una iglesia acogedora");
  });

  test("too long answers 422 naming the field, and stores nothing", async () => {
    const res = await app.request("/api/church-updates", jsonRequest("POST", withFormToken(app, "update", { churchId, ...who, descriptionEs: "a".repeat(5001) })));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: string; details: { fields: Record<string, string> } };
    expect(body.error).toBe("At most 5000 characters");
    expect(body.details.fields).toEqual({ descriptionEs: "At most 5000 characters" });
    expect(stored()).toEqual([]);
  });

  test("the form has the field in both languages, marked as Spanish text", async () => {
    const english = await (await app.request(`/verify-church/${churchId}`)).text();
    expect(english).toMatch(/<label for="update-descriptionEs">Description in Spanish \(optional\)<\/label>/);
    expect(english).toMatch(/<textarea id="update-descriptionEs" name="descriptionEs"[^>]* lang="es"/);
    const spanish = await (await app.request(`/es/verify-church/${churchId}`)).text();
    expect(spanish).toContain("Descripción en español (opcional)");
  });

  test("posted without JavaScript it is stored; refused, the form shows it again with the field's message", async () => {
    const sent = await post(`/es/verify-church/${churchId}`, { ...who, descriptionEs: SPANISH });
    expect(sent.status).toBe(303);
    expect(stored()[0]!.descriptionEs).toBe(SPANISH);

    const refused = await post(`/es/verify-church/${churchId}`, { ...who, descriptionEs: `Demasiado largo ${"a".repeat(5000)}` });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toMatch(/<textarea id="update-descriptionEs" name="descriptionEs"[^>]*>Demasiado largo a+<\/textarea>/);
    expect(html).toMatch(/<span id="update-descriptionEs-error"[^>]*>Máximo 5000 caracteres<\/span>/);
    expect(stored()).toHaveLength(1);
  });
});
