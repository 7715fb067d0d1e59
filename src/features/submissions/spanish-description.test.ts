import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { createTestApp, jsonRequest, type TestApp } from "../../../tests/helpers/test-app";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";

// A church's optional Spanish description (docs/i18n.md, Content): kept by the owner's and the
// admin's forms, answered by the API, shown on the Spanish profile instead of the English one.
const nominatim = startFakeNominatim({ "500 Mission Rd": { lat: 29.3875, lon: -98.4803 } });
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ NOMINATIM_URL: nominatim.url });
});
afterAll(() => {
  app.close();
  nominatim.stop();
});

async function signedIn(role: "owner" | "admin" = "owner") {
  const user = await createUser(app.db, { role });
  return { user, cookie: `sid=${createSession(app.db, user.id)}` };
}
const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Mission Road Fellowship",
  denomination: "Methodist",
  address: "500 Mission Rd",
  zip: "78210",
  area: "Southtown",
  description: "A small congregation by the missions.",
  services: ["Sunday 9:00 AM"],
  ...overrides,
});
const send = (method: string, path: string, body: unknown, cookie: string) => app.request(path, jsonRequest(method, body, { cookie }));
const profile = async (id: number) => (await (await app.request(`/api/churches/${id}`)).json()) as { description: string; descriptionEs: string };
const page = async (path: string) => {
  const body = await (await app.request(path)).text();
  return body.slice(body.indexOf("<main"), body.indexOf("</main>"));
};

describe("the Spanish description", () => {
  test("the owner saves it, the API answers it, and an edit that leaves it out keeps it", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { ownerId: user.id, address: "500 Mission Rd", zip: "78210", area: "Southtown" });
    expect((await profile(church.id)).descriptionEs).toBe("");
    const res = await send("PUT", `/api/user/churches/${church.id}`, form({ descriptionEs: "  Una congregación pequeña junto a las misiones.  " }), cookie);
    expect(res.status).toBe(200);
    expect(await profile(church.id)).toMatchObject({ description: "A small congregation by the missions.", descriptionEs: "Una congregación pequeña junto a las misiones." });
    const loaded = (await (await app.request(`/api/user/churches/${church.id}`, { headers: { cookie } })).json()) as { descriptionEs: string };
    expect(loaded.descriptionEs).toBe("Una congregación pequeña junto a las misiones.");
    expect((await send("PUT", `/api/user/churches/${church.id}`, form(), cookie)).status).toBe(200);
    expect((await profile(church.id)).descriptionEs).toBe("Una congregación pequeña junto a las misiones.");
  });

  test("too long is refused with a message naming the field", async () => {
    const { user, cookie } = await signedIn();
    const church = createChurch(app.db, { ownerId: user.id, address: "500 Mission Rd", zip: "78210", area: "Southtown" });
    const res = await send("PUT", `/api/user/churches/${church.id}`, form({ descriptionEs: "x".repeat(5001) }), cookie);
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain("descriptionEs");
  });

  test("an admin's edit sets it", async () => {
    const { cookie } = await signedIn("admin");
    const church = createChurch(app.db, { address: "500 Mission Rd", zip: "78210", area: "Southtown" });
    const res = await send("PUT", `/api/admin/churches/${church.id}`, { name: church.name, denomination: "Baptist", address: "500 Mission Rd", zip: "78210", area: "Southtown", descriptionEs: "Bienvenidos todos." }, cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ descriptionEs: "Bienvenidos todos." });
    expect((await profile(church.id)).descriptionEs).toBe("Bienvenidos todos.");
  });

  test("the Spanish profile shows it marked as Spanish; the English profile keeps the English one", async () => {
    const church = createChurch(app.db, { description: "Come as you are & stay for lunch.", descriptionEs: "Venga como esté y quédese a comer.", isPremium: true, missionStatement: "To love our neighbours." });
    const es = await page(`/es/church/${church.slug}`);
    expect(es).toContain('<p lang="es">Venga como esté y quédese a comer.</p>');
    expect(es).not.toContain("Come as you are");
    expect(es).toContain('<p lang="en">To love our neighbours.</p>');
    const en = await page(`/church/${church.slug}`);
    expect(en).toContain("<p>Come as you are &amp; stay for lunch.</p>");
    expect(en).not.toContain("Venga como esté");
    expect(en).not.toContain('lang="en"');
  });

  test("without one, the Spanish profile shows the English description marked as English", async () => {
    const church = createChurch(app.db, { description: "An English-only description." });
    expect(await page(`/es/church/${church.slug}`)).toContain('<p lang="en">An English-only description.</p>');
  });
});
