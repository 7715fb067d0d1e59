import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { createChurch, createUser } from "../../db/seed/factories";
import { importOverpassExport, UnreadableExport, type ImportOptions } from "./osm-import";
import { importReport } from "./osm-report";

// The import's rules in-process (docs/city-data.md); tests/e2e/osm-import.test.ts runs the command
// on a fictional city's exports and looks at the pages.

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const place = (id: number, tags: Record<string, string>, at = { lat: 29.45, lon: -98.5 }) => ({ type: "node", id, ...at, tags: { amenity: "place_of_worship", ...tags } });
const exportOf = (...elements: unknown[]) => JSON.stringify({ version: 0.6, elements });
const options: ImportOptions = { everyReligion: false, dryRun: false, lookUpAddresses: false, now: new Date("2026-12-01T12:00:00Z") };
const run = (text: string, more: Partial<ImportOptions> = {}) => importOverpassExport(app.ctx, text, { ...options, ...more });
const kinds = (result: Awaited<ReturnType<typeof run>>) => result.steps.map((s) => s.kind);
const church = (name: string) => app.db.sqlite.query("select id, name, name_es as nameEs, phone, public_email as publicEmail, latitude, owner_id as ownerId from churches where name = ?").get(name) as { id: number; nameEs: string; phone: string | null; publicEmail: string | null; latitude: number };

describe("the OpenStreetMap import", () => {
  test("an export that is not one is refused whole; elements of another shape are counted and skipped", async () => {
    await expect(run("not json")).rejects.toBeInstanceOf(UnreadableExport);
    await expect(run(JSON.stringify({ version: 0.6 }))).rejects.toThrow("it has no `elements` list");
    const result = await run(exportOf({ type: "area", id: 1 }, { type: "node", id: -4, lat: 1, lon: 1 }, place(1, { name: "Good Shepherd Church", religion: "christian" })));
    expect([result.skipped.unreadable, kinds(result)]).toEqual([2, ["add"]]);
  });

  test("--religion all imports every place of worship; a synagogue gets the site's 'Jewish'", async () => {
    const text = exportOf(place(1, { name: "Temple Or Chadash", religion: "jewish" }), place(2, { name: "Westside Dharma Center", religion: "buddhist" }, { lat: 29.5, lon: -98.6 }));
    expect((await run(text, { dryRun: true })).skipped["not-christian"]).toBe(2);
    const all = await run(text, { everyReligion: true });
    expect(kinds(all)).toEqual(["add", "add"]);
    expect(all.steps.map((s) => s.place.fields.denomination)).toEqual(["Jewish", null]);
  });

  test("a church listed before is linked, not added twice; its blank public e-mail and Spanish name are filled in", async () => {
    createChurch(app.db, { name: "Iglesia Bautista La Esperanza", slug: "esperanza", latitude: 29.45, longitude: -98.5, phone: "210-555-0141" });
    const result = await run(exportOf(place(7, { name: "Iglesia Bautista La Esperanza", "name:es": "Iglesia Bautista La Esperanza", email: "Oficina@Esperanza.example.org", phone: "+1 210 555 0199", religion: "christian" })));
    expect(kinds(result)).toEqual(["link"]);
    expect(church("Iglesia Bautista La Esperanza")).toMatchObject({ phone: "210-555-0141", publicEmail: "oficina@esperanza.example.org", nameEs: "Iglesia Bautista La Esperanza" });
    expect(kinds(await run(exportOf(place(7, { name: "Iglesia Bautista La Esperanza", "name:es": "Iglesia Bautista La Esperanza", email: "Oficina@Esperanza.example.org", phone: "+1 210 555 0199", religion: "christian" }))))).toEqual(["unchanged"]);
  });

  test("a claimed church: OpenStreetMap changing to what the owner wrote already files nothing", async () => {
    await run(exportOf(place(3, { name: "Grace Prairie Lutheran Church", phone: "210-555-0150", denomination: "lutheran" })));
    const owner = await createUser(app.db, { role: "owner" });
    app.db.sqlite.query("update churches set owner_id = ?, phone = '210-555-0151' where name = 'Grace Prairie Lutheran Church'").run(owner.id);
    const result = await run(exportOf(place(3, { name: "Grace Prairie Lutheran Church", phone: "210-555-0151", denomination: "lutheran" })));
    expect(kinds(result)).toEqual(["unchanged"]);
    expect(app.db.sqlite.query("select count(*) as n from church_update_requests").get()).toEqual({ n: 0 });
  });

  test("an unclaimed church that moved gets its new pin; a way redrawn by a hair has not moved", async () => {
    await run(exportOf(place(4, { name: "Oak Hollow Chapel", religion: "christian" }, { lat: 29.6012345, lon: -98.5 })));
    expect(kinds(await run(exportOf(place(4, { name: "Oak Hollow Chapel", religion: "christian" }, { lat: 29.60123449, lon: -98.5 }))))).toEqual(["unchanged"]);
    const moved = await run(exportOf(place(4, { name: "Oak Hollow Chapel", religion: "christian" }, { lat: 29.6052, lon: -98.5 })));
    expect(importReport(moved, { file: "x.json", dryRun: false, seconds: 0 }).filter((l) => l.startsWith("Updated"))).toEqual(["Updated Oak Hollow Chapel (node/4): position moved"]);
    expect(church("Oak Hollow Chapel").latitude).toBe(29.6052);
  });

  test("a Spanish name is found by the directory's search, and a re-import that changes it is found by the new one", async () => {
    await run(exportOf(place(6, { name: "St. Brigid of the Fields Catholic Church", "name:es": "Parroquia Santa Brígida", denomination: "roman_catholic" })));
    const found = async (text: string) => ((await (await app.request(`/api/churches?search=${encodeURIComponent(text)}`)).json()) as { name: string; nameEs: string }[]).map((c) => `${c.name} / ${c.nameEs}`);
    expect(await found("parroquia brigida")).toEqual(["St. Brigid of the Fields Catholic Church / Parroquia Santa Brígida"]);
    await run(exportOf(place(6, { name: "St. Brigid of the Fields Catholic Church", "name:es": "Iglesia Santa Brígida", denomination: "roman_catholic" })));
    expect([await found("parroquia"), await found("iglesia santa")]).toEqual([[], ["St. Brigid of the Fields Catholic Church / Iglesia Santa Brígida"]]);
  });

  test("a dry run reports and writes nothing", async () => {
    const result = await run(exportOf(place(5, { name: "Cornerstone Hill Fellowship", denomination: "nondenominational" })), { dryRun: true });
    expect(kinds(result)).toEqual(["add"]);
    expect(importReport(result, { file: "x.json", dryRun: true, seconds: 0 })[0]).toBe("Dry run, nothing written: x.json, 1 element, in 0.0 s.");
    expect(app.db.sqlite.query("select count(*) as n from churches").get()).toEqual({ n: 0 });
  });
});
