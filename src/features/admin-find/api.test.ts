import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { churches } from "../../db/schema";
import { openDb } from "../../db/client";
import { createChurch, createSession, createUser } from "../../db/seed/factories";
import { denominationNameOf, areaNameOf } from "../churches/service";
import { guessDenomination, zipFromAddress, type MapsResult } from "../../contract/find-churches";
import { createTestApp, jsonRequest, OFFLINE_URL, type TestApp } from "../../../tests/helpers/test-app";
import { sampleElements, startFakeOverpass } from "../../../tests/fakes/overpass";
import { startFakeNominatim } from "../../../tests/fakes/nominatim";
import { projectRoot } from "../../render/vanilla-extract/file-scope";

const overpass = startFakeOverpass(sampleElements());
const nominatim = startFakeNominatim({});
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp({ OVERPASS_URL: overpass.url, NOMINATIM_URL: nominatim.url });
  cookie = `sid=${createSession(app.db, (await createUser(app.db, { role: "admin" })).id)}`;
});
afterAll(() => {
  app.close();
  overpass.stop();
  nominatim.stop();
});

const post = (path: string, body: unknown) => app.request(path, jsonRequest("POST", body, { cookie }));
const search = async (query: string, page?: number) => (await post("/api/admin/maps-search", { query, page })).json() as Promise<{ data: MapsResult[]; total: number }>;

describe("Find Churches", () => {
  test("'Search query required'; pages 1 to 3 of 20; 60 at most", async () => {
    const empty = await post("/api/admin/maps-search", { query: "  " });
    expect([empty.status, ((await empty.json()) as { error: string }).error]).toEqual([422, "Search query required"]);
    const first = await search("grace", 1);
    expect(first.total).toBe(60);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.name).toBe("Grace Chapel 01");
    const third = await search("grace", 3);
    expect(third.data.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Grace Chapel ${String(i + 41).padStart(2, "0")}`));
    expect((await post("/api/admin/maps-search", { query: "grace", page: 4 })).status).toBe(422);
    // Paging reads the kept results: Overpass was asked once for 'grace'.
    expect(overpass.queries.filter((q) => q.includes('"grace"')).length).toBe(1);
  });

  test("results carry the spec's fields, mapped from OpenStreetMap tags; odd characters are searched literally", async () => {
    const { data } = await search("san fernando");
    expect(data).toEqual([
      {
        place_id: "node/1001",
        name: "San Fernando Cathedral",
        categories: ["place_of_worship", "christian", "catholic"],
        full_address: "115 West Main Plaza, San Antonio, TX 78205",
        street: "115 West Main Plaza",
        municipality: "San Antonio",
        phone: "+1 210 227 1297",
        phones: "+1 210 227 1297",
        website: "https://www.sfcathedral.org",
        domain: "sfcathedral.org",
        emails: ["info@sfcathedral.org"],
        latitude: 29.4259,
        longitude: -98.4861,
      },
    ]);
    const travis = (await search("travis")).data[0]!;
    expect([travis.latitude, travis.website, travis.domain]).toEqual([29.4412, "https://travispark.org", "travispark.org"]);
    const odd = await post("/api/admin/maps-search", { query: 'St. Mary\'s (Downtown) "[x]' });
    expect(odd.status).toBe(200);
    expect(overpass.queries.at(-1)).toContain('St\\. Mary\'s \\(Downtown\\) \\"\\[x\\]');
  });

  test("a search the map service cannot answer says so (502), nothing else", async () => {
    const offline = await createTestApp({ OVERPASS_URL: OFFLINE_URL });
    const admin = `sid=${createSession(offline.db, (await createUser(offline.db, { role: "admin" })).id)}`;
    const res = await offline.request("/api/admin/maps-search", jsonRequest("POST", { query: "grace" }, { cookie: admin }));
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe("The map search is not answering. Please try again in a minute.");
    offline.close();
  });

  test("adding: approved and unclaimed, ZIP from the address, the denomination guessed, the nearest area; then a duplicate", async () => {
    const [cathedral] = (await search("san fernando")).data;
    // The name alone guesses nothing ('Cathedral'); OpenStreetMap's tags say catholic.
    expect(guessDenomination(cathedral!.name)).toBeNull();
    const denomination = guessDenomination(`${cathedral!.name} ${cathedral!.categories.join(" ")}`)!;
    const body = { name: cathedral!.name, address: cathedral!.full_address, phone: cathedral!.phone, website: cathedral!.website, latitude: cathedral!.latitude, longitude: cathedral!.longitude, denomination };
    const check = await (await post("/api/admin/churches/check-duplicate", body)).json();
    expect(check).toEqual({ isDuplicate: false, match: null });
    const res = await post("/api/admin/churches", body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = app.db.select().from(churches).where(eq(churches.id, id)).get()!;
    expect(row).toMatchObject({ status: "approved", ownerId: null, zip: "78205", featured: false });
    expect([denominationNameOf(app.db, row.denominationId), areaNameOf(app.db, row.areaId)]).toEqual(["Catholic", "Downtown"]);
    expect((await app.request(`/api/churches/${id}`)).status).toBe(200);
    expect(await (await post("/api/admin/churches/check-duplicate", body)).json()).toEqual({ isDuplicate: true, match: { id, name: "San Fernando Cathedral" } });
    const again = await post("/api/admin/churches", body);
    expect([again.status, ((await again.json()) as { error: string }).error]).toEqual([409, "Duplicate detected: San Fernando Cathedral already exists in the database."]);
  });

  test("duplicates by address or within 60 m, not by a far, different church", async () => {
    createChurch(app.db, { name: "Mission Concepción", address: "807 Mission Rd, San Antonio, TX 78210", latitude: 29.3902, longitude: -98.4920 });
    const near = await (await post("/api/admin/churches/check-duplicate", { name: "Mision Concepcion", latitude: 29.3905, longitude: -98.4921 })).json();
    expect(near).toMatchObject({ isDuplicate: true });
    const sameAddress = await (await post("/api/admin/churches/check-duplicate", { name: "Other Name", address: "807 mission rd, san antonio, tx 78210" })).json();
    expect(sameAddress).toMatchObject({ isDuplicate: true });
    const far = await (await post("/api/admin/churches/check-duplicate", { name: "Another Church", latitude: 29.5, longitude: -98.6 })).json();
    expect(far).toEqual({ isDuplicate: false, match: null });
  });

  test("coordinates as every church answer carries them (strings) are accepted back", async () => {
    const { id } = createChurch(app.db, { name: "String Coordinates Chapel", address: "1 Answer St", latitude: 29.4601, longitude: -98.5102 });
    const answer = (await (await app.request(`/api/churches/${id}`)).json()) as { name: string; address: string; latitude: string; longitude: string };
    expect([typeof answer.latitude, typeof answer.longitude]).toEqual(["string", "string"]);
    const res = await post("/api/admin/churches/check-duplicate", { name: "Another Name", latitude: answer.latitude, longitude: answer.longitude });
    expect([res.status, await res.json()]).toEqual([200, { isDuplicate: true, match: { id, name: "String Coordinates Chapel" } }]);
    const bad = await post("/api/admin/churches/check-duplicate", { name: "Another Name", latitude: "north", longitude: answer.longitude });
    expect([bad.status, ((await bad.json()) as { error: string }).error]).toEqual([422, "A latitude from -90 to 90 is required"]);
  });

  test("a place without an address gets one from Nominatim's reverse geocoding", async () => {
    const [temple] = (await search("temple beth")).data;
    expect(temple!.full_address).toBe("");
    const res = await post("/api/admin/churches", { name: temple!.name, latitude: temple!.latitude, longitude: temple!.longitude });
    const row = app.db.select().from(churches).where(eq(churches.id, ((await res.json()) as { id: number }).id)).get()!;
    expect(row).toMatchObject({ address: "1200 Fake Road, San Antonio, TX 78201", zip: "78201" });
    expect(denominationNameOf(app.db, row.denominationId)).toBe("Jewish");
  });
});

describe("scripts", () => {
  test("import:osm loads an Overpass export with a summary, remembering what it imported; export:csv and create-admin work on the same database", async () => {
    const dir = mkdtempSync(join(tmpdir(), "churchdir-import-"));
    const env = { ...process.env, DATA_DIR: dir, UPLOADS_DIR: join(dir, "uploads"), NOMINATIM_URL: OFFLINE_URL, LOG_LEVEL: "silent" };
    const run = (args: string[], extra: Record<string, string> = {}) => {
      const proc = Bun.spawnSync([process.execPath, ...args], { cwd: projectRoot, env: { ...env, ...extra }, stdout: "pipe", stderr: "pipe" });
      return { code: proc.exitCode, out: proc.stdout.toString(), err: proc.stderr.toString() };
    };
    const fixture = join(projectRoot, "tests/fixtures/overpass-export.json");
    const first = run(["scripts/import-osm.ts", fixture, "--no-reverse"]);
    expect(first.code).toBe(0);
    expect(first.out).toContain("  added:            3\n");
    expect(first.out).toContain("  duplicates:       1  (");
    expect(first.out).toContain("  not Christian:    1  (");
    expect(first.out).toContain("  no name or place: 1  (");
    expect(first.err).toContain("6/6");
    const second = run(["scripts/import-osm.ts", fixture, "--no-reverse"]);
    expect(second.out).toContain("  added:            0\n");
    expect(second.out).toContain("  unchanged:        3\n");
    const bad = run(["scripts/import-osm.ts", join(projectRoot, "package.json")]);
    expect([bad.code, bad.err]).toEqual([1, expect.stringContaining("Cannot read")]);

    const csvFile = join(dir, "out.csv");
    const exported = run(["scripts/export-csv.ts", csvFile]);
    expect(exported.out).toContain("(3 churches)");
    expect(readFileSync(csvFile, "utf8")).toContain("Alamo Heights Baptist Church");

    expect(run(["scripts/create-admin.ts", "cli-admin"], { ADMIN_PASSWORD: "short" }).code).toBe(2);
    const created = run(["scripts/create-admin.ts", "cli-admin"], { ADMIN_PASSWORD: "a-long-enough-password" });
    expect(created.out).toContain("Created admin cli-admin.");
    const db = openDb(join(dir, "app.db"));
    expect(db.sqlite.query("select role from users where username = 'cli-admin'").get()).toEqual({ role: "admin" });
    db.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe("the spec's import rules", () => {
  test("the denomination guess from the name, and the ZIP as the first five-digit number", () => {
    const guesses = ["First Presbyterian Church", "St. Mark's Episcopal", "Congregation Agudas Achim Synagogue", "Jewish Community Center", "Grace Lutheran", "Trinity Baptist Church", "Northside Church of Christ", "Laurel Heights Methodist", "St. Anthony Catholic Parish", "Oak Hills Community Church", "New Life Non-Denominational", "Grace Chapel"].map(guessDenomination);
    expect(guesses).toEqual(["Presbyterian", "Episcopal", "Jewish", "Jewish", "Lutheran", "Baptist", "Church of Christ", "Methodist", "Catholic", "Non-denominational", "Non-denominational", null]);
    expect(zipFromAddress("12345 Blanco Rd Suite 100, San Antonio, TX 78216")).toBe("12345");
    expect(zipFromAddress("807 Mission Rd, San Antonio, TX 78210-4421")).toBe("78210");
    expect(zipFromAddress("Mission Rd")).toBe("");
  });
});
