import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CITY_BOUNDS } from "../../contract/area-centres";
import { openDb } from "../client";
import { sanAntonioCount, seedCountry } from "./country";

const dir = mkdtempSync(join(tmpdir(), "churchdir-country-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The indexes and triggers a database has, as their SQL. */
const schemaOf = (db: ReturnType<typeof openDb>) =>
  db.sqlite.query("SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name").all();

describe("the whole-country benchmark's churches", () => {
  const db = openDb(join(dir, "country.db"));
  const fresh = openDb(join(dir, "fresh.db"));
  seedCountry(db, 400);

  test("San Antonio keeps the demo's 160 at small counts and its share (1,500 of 380,000) at large ones", () => {
    expect(sanAntonioCount(400)).toBe(160);
    expect(sanAntonioCount(380_000)).toBe(1500);
    expect(sanAntonioCount(100)).toBe(100);
    const { inTown } = db.sqlite
      .query("SELECT count(*) AS inTown FROM churches WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?")
      .get(CITY_BOUNDS.south, CITY_BOUNDS.north, CITY_BOUNDS.west, CITY_BOUNDS.east) as { inTown: number };
    expect(inTown).toBe(160);
  });

  test("the others stand in other US cities, with their own slugs and addresses", () => {
    const rows = db.sqlite.query("SELECT slug, address, area_id AS areaId FROM churches WHERE id > 160").all() as { slug: string; address: string; areaId: number | null }[];
    expect(rows).toHaveLength(240);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(240);
    for (const row of rows) {
      expect(row.address).not.toContain("San Antonio");
      expect(row.areaId).toBeNull();
    }
  });

  test("every index and trigger is back after the load, and the search index holds every church", () => {
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    const { n } = db.sqlite.query("SELECT count(*) AS n FROM churches_fts").get() as { n: number };
    expect(n).toBe(400);
    const { name } = db.sqlite.query("SELECT name FROM churches WHERE id = 300").get() as { name: string };
    const word = name.split(" ")[0]!.replace(/[^\p{L}]/gu, "");
    const found = db.sqlite.query("SELECT rowid FROM churches_fts WHERE churches_fts MATCH ?").all(`"${word}"`) as { rowid: number }[];
    expect(found.map((r) => r.rowid)).toContain(300);
  });

  test("services, languages and visit facts are stored for the churches as the demo's are", () => {
    const count = (table: string) => (db.sqlite.query(`SELECT count(DISTINCT church_id) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count("weekly_services")).toBe(400);
    expect(count("church_languages")).toBe(400);
    // One church in eight has said nothing yet (src/db/seed/demo-visit-facts.ts).
    expect(count("church_visit_info")).toBe(350);
  });

  test("a database that has churches is refused", () => {
    expect(() => seedCountry(db, 10)).toThrow("empty database");
  });
});
