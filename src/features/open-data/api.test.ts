import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse } from "csv-parse/sync";
import { brotliDecompressSync } from "node:zlib";
import { churchClaims } from "../../db/schema";
import { openDataFileSchema, OPEN_DATA_FILES, type OpenDataFile } from "../../contract/open-data";
import { createChurch, createUser } from "../../db/seed/factories";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";

let app: TestApp;
let parishId: number;
const OWNER = { username: "padre-owner-7731", email: "owner.private.7731@example.org", phone: "(210) 555-0177" };

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createUser(app.db, { username: OWNER.username, email: OWNER.email });
  const claimant = await createUser(app.db, { email: "claimant.private@example.org" });
  parishId = createChurch(app.db, {
    name: "Open Data Parish",
    slug: "open-data-parish",
    ownerId: owner.id,
    isPremium: true,
    description: "Our own words about the parish.",
    descriptionEs: "Nuestras propias palabras.",
    worshipStyle: "liturgical",
    languages: ["english", "spanish"],
    serviceTimes: [
      { day: "sunday", time: "09:00", durationMinutes: 60, language: "english", asl: true, kind: "mass", note: "", attendance: "in-person", streamUrl: "" },
      { day: "sunday", time: "12:00", durationMinutes: 60, language: "spanish", asl: false, kind: "mass", note: "", attendance: "hybrid", streamUrl: "https://stream.example.org/odp" },
    ],
    specialServices: [{ occasion: "christmas-eve", date: "2099-12-24", time: "23:00", language: "spanish", title: "Misa de Gallo", note: "", durationMinutes: 60 }],
    visitFacts: { said: { "step-free": true, nursery: false }, practical: { parking: "on-site", serviceMinutes: 75, firstVisit: "Our own first-visit words." } },
  }).id;
  const formula = createChurch(app.db, { name: "=cmd|' /C calc'!A0 Chapel", slug: "formula-chapel", services: ["Saturday 5:30 PM", "1st Sunday 5 PM healing service"] });
  app.db.insert(churchClaims).values({ churchId: formula.id, userId: claimant.id, phone: "(210) 555-0199", note: "private claim note", verificationEmail: "claim.private@formula.example.org" }).run();
  createChurch(app.db, { name: "Pending Listing Chapel", status: "pending" });
  createChurch(app.db, { name: "Rejected Listing Chapel", status: "rejected", rejectionReason: "private reason" });
});
afterAll(() => app.close());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const PRIVATE = [OWNER.username, OWNER.email, "claimant.private", "private claim note", "claim.private", "private reason", "Pending Listing", "Rejected Listing", "ownerId", "isPremium", "paidUntil", "Our own words", "Nuestras propias", "Our own first-visit", "firstVisit", "description"];

describe("the open data files", () => {
  test("the JSON has every approved church's public fields in the documented schema, the licence and the attribution", async () => {
    const res = await get(OPEN_DATA_FILES.json);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const file = JSON.parse(await res.text()) as OpenDataFile;
    expect(openDataFileSchema.safeParse(file).error).toBeUndefined();
    expect(file.licence).toEqual({ name: "Open Database License (ODbL) 1.0", url: "https://opendatacommons.org/licenses/odbl/1-0/" });
    expect(file.attribution.map((a) => a.text)).toContain("Data © OpenStreetMap contributors");
    expect(file.documentation).toBe(`${app.ctx.origin}/open-data`);
    expect(file.churches.map((c) => c.name)).toEqual(["Open Data Parish", "=cmd|' /C calc'!A0 Chapel"]);
    expect(file.count).toBe(2);
    const parish = file.churches.find((c) => c.id === parishId)!;
    expect(parish).toMatchObject({
      url: `${app.ctx.origin}/church/open-data-parish`,
      worshipStyle: "liturgical",
      languages: ["english", "spanish"],
      services: ["Sunday 9:00 AM · ASL · Mass", "Sunday 12:00 PM · Spanish · Mass"],
      specialServices: [{ occasion: "christmas-eve", date: "2099-12-24", time: "23:00", title: "Misa de Gallo" }],
      practical: { parking: "on-site", serviceMinutes: 75, livestream: "https://stream.example.org/odp", dress: null },
    });
    // What visitors see: an interpreted service makes ASL yes, whatever the church said.
    expect([parish.access["step-free"], parish.access.asl, parish.family.nursery, parish.family.youth]).toEqual([true, true, false, null]);
    expect(parish.serviceTimes[1]).toEqual({ day: "sunday", time: "12:00", durationMinutes: 60, language: "spanish", asl: false, kind: "mass", note: "", attendance: "hybrid", streamUrl: "https://stream.example.org/odp" });
  });

  test("the churches' CSV reads back with a CSV parser: one row a church, lists in one cell, formulas neutralised", async () => {
    const res = await get(OPEN_DATA_FILES.churchesCsv);
    expect([res.status, res.headers.get("content-disposition")]).toEqual([200, 'attachment; filename="churches.csv"']);
    const rows = parse(await res.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.name)).toEqual(["Open Data Parish", "'=cmd|' /C calc'!A0 Chapel"]);
    const parish = rows[0]!;
    expect(parish).toMatchObject({ id: String(parishId), worshipStyle: "liturgical", languages: "english | spanish", "access.step-free": "yes", "access.asl": "yes", "family.nursery": "no", "practical.parking": "on-site", "practical.serviceMinutes": "75" });
    expect(parish.specialServices).toBe("Christmas Eve, December 24 11:00 PM · Spanish · Misa de Gallo");
    expect(rows[1]!.services).toBe("Saturday 5:30 PM | 1st Sunday 5 PM healing service");
  });

  test("the services' CSV has one row a weekly service, with the JSON's fields", async () => {
    const rows = parse(await (await get(OPEN_DATA_FILES.servicesCsv)).text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => `${r.churchSlug} ${r.day} ${r.time} ${r.language} ${r.kind} ${r.asl} ${r.attendance}`)).toEqual([
      "open-data-parish sunday 09:00 english mass true in-person",
      "open-data-parish sunday 12:00 spanish mass false hybrid",
      "formula-chapel saturday 17:30 english worship false in-person",
    ]);
  });

  test("nothing private is in any file: owners, their e-mails, claims, plans, the churches' own prose, unapproved churches", async () => {
    for (const path of Object.values(OPEN_DATA_FILES)) {
      const text = await (await get(path)).text();
      for (const word of PRIVATE) expect({ path, word, found: text.includes(word) }).toEqual({ path, word, found: false });
      expect(text).not.toMatch(/@(?!example\.org\/)[\w.-]+\.\w+/);
    }
  });

  test("validators: the same ETag and Last-Modified all day, 304 to either sent back, 200 to an older date", async () => {
    const first = await get(OPEN_DATA_FILES.json);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect([etag, lastModified, first.headers.get("cache-control"), first.headers.get("access-control-allow-origin")]).toEqual([expect.stringMatching(/^(W\/)?"\w+"$/), expect.stringMatching(/GMT$/), "public, max-age=3600", "*"]);
    createChurch(app.db, { name: "Added Today Chapel" });
    const again = await get(OPEN_DATA_FILES.json);
    expect([again.headers.get("etag"), again.headers.get("last-modified")]).toEqual([etag, lastModified]);
    expect((await get(OPEN_DATA_FILES.json, { "if-none-match": etag })).status).toBe(304);
    const since = await get(OPEN_DATA_FILES.json, { "if-modified-since": lastModified });
    expect([since.status, await since.text()]).toEqual([304, ""]);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get(OPEN_DATA_FILES.json, { "if-modified-since": older })).status).toBe(200);
    expect((await get(OPEN_DATA_FILES.json, { "if-modified-since": "yesterday-ish" })).status).toBe(200);
  });

  test("brotli for a client that takes it, the same file decoded", async () => {
    const plain = Buffer.from(await (await get(OPEN_DATA_FILES.churchesCsv)).arrayBuffer()).toString("utf8");
    const res = await get(OPEN_DATA_FILES.churchesCsv, { "accept-encoding": "br" });
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(new Uint8Array(await res.arrayBuffer())).toString("utf8")).toBe(plain);
  });

  test("a client past 120 downloads in ten minutes gets 429 in words; another address is still served", async () => {
    let status = 200;
    for (let i = 0; i < 121 && status === 200; i++) status = (await app.requestFrom("203.0.113.77", OPEN_DATA_FILES.servicesCsv)).status;
    const refused = await app.requestFrom("203.0.113.77", OPEN_DATA_FILES.json);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([429, "Too many requests. Please wait a moment and try again."]);
    expect((await app.requestFrom("203.0.113.78", OPEN_DATA_FILES.json)).status).toBe(200);
  });
});
