import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";

// The owner's church form on the Spanish site (docs/i18n.md): its words in Spanish, its links and
// its post without JavaScript under /es/, and the English form as it was.
const nominatim = startFakeNominatim({ "500 Mission Rd": { lat: 29.3875, lon: -98.4803 } });
let app: TestApp;
let cookie: string;
/** An owner without a church yet: the one the submission page offers the form to. */
let newcomer: string;
let churchId: number;
beforeAll(async () => {
  app = await createTestApp({ NOMINATIM_URL: nominatim.url });
  const user = await createUser(app.db, { role: "owner" });
  cookie = `sid=${createSession(app.db, user.id)}`;
  newcomer = `sid=${createSession(app.db, (await createUser(app.db, { role: "owner" })).id)}`;
  churchId = createChurch(app.db, { ownerId: user.id, address: "500 Mission Rd", zip: "78210", area: "Southtown", descriptionEs: "Una iglesia del barrio." }).id;
});
afterAll(() => {
  app.close();
  nominatim.stop();
});

const page = async (path: string, as = cookie) => {
  const res = await app.request(path, { headers: { cookie: as } });
  return { status: res.status, body: await res.text() };
};
const main = (body: string) => body.slice(body.indexOf("<main"), body.indexOf("</main>"));
const sitePaths = (body: string) => [...main(body).matchAll(/(?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!).filter((p) => !p.startsWith("/api/") && !p.startsWith("/assets/"));
const post = (path: string, fields: Record<string, string>, as = cookie) =>
  app.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie: as }, body: new URLSearchParams(fields).toString() });

describe("the church form in Spanish", () => {
  test("its denominations and areas are listed in the order of their Spanish words", async () => {
    const labels = (body: string, id: string) => {
      const select = body.slice(body.indexOf(`id="${id}"`), body.indexOf("</select>", body.indexOf(`id="${id}"`)));
      return [...select.matchAll(/<option value="[^"]+">([^<]+)<\/option>/g)].map((m) => m[1]!);
    };
    for (const path of ["/es/church-submission", `/es/church-edit/${churchId}`]) {
      const { body } = await page(path, path.includes("edit") ? cookie : newcomer);
      for (const id of ["church-denomination", "church-area"]) {
        const shown = labels(body, id);
        expect(shown.length).toBeGreaterThan(5);
        expect(shown).toEqual([...shown].sort(new Intl.Collator("es", { sensitivity: "base", numeric: true }).compare));
      }
      expect(labels(body, "church-denomination").indexOf("Sin denominación")).toBeGreaterThan(labels(body, "church-denomination").indexOf("Pentecostal"));
    }
  });

  test("the submission page: its title, its form without JavaScript and its links", async () => {
    const { status, body } = await page("/es/church-submission", newcomer);
    expect(status).toBe(200);
    for (const text of ["<title>Registre su iglesia", "Agregue su iglesia al directorio o reclame una ficha que ya está aquí.", "Reclame una iglesia existente", "Información básica", "Nombre de la iglesia", "Elija una denominación", "Descripción en español (opcional)", "Estilo de culto", "Registrar la iglesia", "Registrar una iglesia nueva"]) expect(body).toContain(text);
    expect(body).toMatch(/<textarea id="church-descriptionEs" name="descriptionEs"[^>]* lang="es"/);
    expect(body).toContain('action="/es/church-submission"');
    for (const path of sitePaths(body)) expect(path).toStartWith("/es/");
    // An owner with a church is told the rule, in Spanish, instead of the form.
    const managed = (await page("/es/church-submission")).body;
    expect(managed).toContain("Usted ya tiene una ficha de iglesia");
    expect(managed).not.toContain('action="/es/church-submission"');
  });

  test("the edit page loads the Spanish description in its field", async () => {
    const { status, body } = await page(`/es/church-edit/${churchId}`);
    expect(status).toBe(200);
    for (const text of ["<title>Editar la iglesia", "Mantenga su ficha al día para los visitantes.", "Guardar cambios", "Una iglesia del barrio.</textarea>"]) expect(body).toContain(text);
    expect(body).toContain(`action="/es/church-edit/${churchId}"`);
    for (const path of sitePaths(body)) expect(path).toStartWith("/es/");
  });

  test("a refused post from /es/ answers the form in Spanish; a saved one goes on to the Spanish dashboard", async () => {
    const refused = await post("/es/church-submission", { name: "", denomination: "Methodist", address: "500 Mission Rd", zip: "78210", area: "Southtown", description: "short" }, newcomer);
    expect(refused.status).toBe(422);
    const body = await refused.text();
    expect(body).toContain("<title>Registre su iglesia");
    expect(body).toMatch(/Corrija estos \d+ campos/);
    const fields = { name: "Mission Road Fellowship", denomination: "Methodist", address: "500 Mission Rd", zip: "78210", area: "Southtown", description: "A small congregation by the missions.", descriptionEs: "Una congregación pequeña.", "serviceTimes[0][day]": "sunday", "serviceTimes[0][time]": "09:00", "serviceTimes[0][language]": "english", "serviceTimes[0][kind]": "worship", "serviceTimes[0][durationMinutes]": "60" };
    const saved = await post(`/es/church-edit/${churchId}`, fields);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/es/dashboard?saved=updated");
    expect(((await (await app.request(`/api/churches/${churchId}`)).json()) as { descriptionEs: string }).descriptionEs).toBe("Una congregación pequeña.");
  });

  test("the English pages are unchanged", async () => {
    const { body } = await page("/church-submission", newcomer);
    for (const text of ["<title>Submit Your Church", "Add your church to the directory, or claim a listing that is already here.", "Is your church already listed? ", "Basic Information", "Fields marked ", " are required.", "Submit Church", "Description in Spanish (optional)"]) expect(body).toContain(text);
    expect(body).toContain('action="/church-submission"');
    expect((await page(`/church-edit/${churchId}`)).body).toContain("Update Church");
  });
});
