import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { openDb, type Db } from "../client";
import { runDataMigrations } from "./index";
import { databaseDir, oldDatabase, removeOldDatabases } from "../../../tests/helpers/old-database";

/**
 * A database made before service times were data (migrations up to 0005, `services` strings in
 * JSON), opened by today's code: the SQL migrations, then the strings parsed into rows once.
 */
const opened: Db[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.sqlite.close();
  removeOldDatabases();
});

function withOldRows(path: string, churches: { id: number; services: unknown; languages?: string[] }[], requests: { id: number; churchId: number; services: string[] | null }[]) {
  const sqlite = new Database(path);
  for (const c of churches) {
    sqlite.query("INSERT INTO churches (id, slug, name, address, status, services) VALUES (?, ?, ?, '1 Main St', 'approved', ?)").run(c.id, `church-${c.id}`, `Church ${c.id}`, JSON.stringify(c.services));
    for (const language of c.languages ?? []) sqlite.query("INSERT INTO church_languages (church_id, language) VALUES (?, ?)").run(c.id, language);
  }
  for (const r of requests) {
    sqlite
      .query("INSERT INTO church_update_requests (id, church_id, submitter_name, submitter_email, submitter_role, update_reason, services) VALUES (?, ?, 'Ana', 'ana@example.org', 'Pastor', 'New times this fall', ?)")
      .run(r.id, r.churchId, r.services === null ? null : JSON.stringify(r.services));
  }
  sqlite.close();
}

const open = (path: string) => {
  const db = openDb(path);
  opened.push(db);
  return db;
};
const weekly = (db: Db, churchId: number) =>
  db.sqlite.query("SELECT position, day, time, language, kind, note, needs_review AS needsReview FROM weekly_services WHERE church_id = ? ORDER BY position").all(churchId) as {
    position: number;
    day: string | null;
    time: string | null;
    language: string;
    kind: string;
    note: string;
    needsReview: number;
  }[];
const languages = (db: Db, churchId: number) =>
  (db.sqlite.query("SELECT language FROM church_languages WHERE church_id = ? ORDER BY language").all(churchId) as { language: string }[]).map((r) => r.language);

describe("service strings become weekly service rows", () => {
  test("every church's strings are parsed, unreadable ones kept to review, languages follow, requests converted, once", () => {
    const path = oldDatabase("0005_paid_plans");
    withOldRows(
      path,
      [
        { id: 1, services: ["Sunday 10:30 AM", "Sunday 8:00 AM", "Domingo 12:30 PM"], languages: ["english"] },
        { id: 2, services: ["Sundays at 8, 10:30 and 12 (Spanish)", "First Sunday potluck after the 10:30"] },
        { id: 3, services: ["Misa en español 1 PM"], languages: ["spanish"] },
        { id: 4, services: ["Call the office for times"] },
        { id: 5, services: [], languages: ["bilingual"] },
        { id: 6, services: "not a list" },
      ],
      [
        { id: 1, churchId: 1, services: ["Sunday 9:00 AM", "every other Friday"] },
        { id: 2, churchId: 1, services: null },
      ],
    );
    const db = open(path);

    // In the order every answer lists them: by day and time, Sunday first.
    expect(weekly(db, 1).map((r) => [r.position, r.day, r.time, r.language, r.needsReview])).toEqual([
      [0, "sunday", "08:00", "english", 0],
      [1, "sunday", "10:30", "english", 0],
      [2, "sunday", "12:30", "spanish", 0],
    ]);
    expect(languages(db, 1)).toEqual(["english", "spanish"]);

    // 'Sundays at 8' is now three services; what is not weekly is a row to review with its text.
    expect(weekly(db, 2).map((r) => [r.day, r.time, r.language, r.needsReview, r.note])).toEqual([
      ["sunday", "08:00", "english", 0, ""],
      ["sunday", "10:30", "english", 0, ""],
      ["sunday", "12:00", "spanish", 0, ""],
      // Its day and time are kept, for whoever completes it.
      ["sunday", "10:30", "english", 1, "First Sunday potluck after the 10:30"],
    ]);

    // No day: kept to review, never dropped; the church keeps the languages it had.
    expect(weekly(db, 3).map((r) => [r.day, r.time, r.needsReview, r.note])).toEqual([[null, "13:00", 1, "Misa en español 1 PM"]]);
    expect(languages(db, 3)).toEqual(["spanish"]);
    // Only text to review and no languages: English.
    expect(weekly(db, 4).map((r) => [r.needsReview, r.note])).toEqual([[1, "Call the office for times"]]);
    expect(languages(db, 4)).toEqual(["english"]);
    // No services: nothing to convert, nothing changed.
    expect(weekly(db, 5)).toEqual([]);
    expect(languages(db, 5)).toEqual(["bilingual"]);
    expect(weekly(db, 6)).toEqual([]);

    const requests = db.sqlite.query("SELECT id, service_rows AS rows FROM church_update_requests ORDER BY id").all() as { id: number; rows: string | null }[];
    expect(JSON.parse(requests[0]!.rows!).map((r: { day: string | null; time: string | null; needsReview: boolean }) => [r.day, r.time, r.needsReview])).toEqual([
      ["sunday", "09:00", false],
      ["friday", null, true],
    ]);
    expect(requests[1]!.rows).toBeNull();

    // The strings' columns and the table that kept them are gone; the conversion is recorded.
    const columns = (table: string) => (db.sqlite.query(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns("churches")).not.toContain("services");
    expect(columns("church_update_requests")).not.toContain("services");
    expect(db.sqlite.query("SELECT name FROM sqlite_master WHERE name = 'legacy_service_strings'").get()).toBeNull();
    expect(db.sqlite.query("SELECT name FROM data_migrations").all()).toEqual([{ name: "0001-service-strings-to-rows" }]);

    // Opened again, nothing runs twice.
    db.sqlite.close();
    opened.pop();
    const again = open(path);
    expect(weekly(again, 2)).toHaveLength(4);
  });

  test("a fresh database records the conversion with nothing to convert", () => {
    const dir = databaseDir("churchdir-new-");
    const db = open(join(dir, "new.db"));
    expect(db.sqlite.query("SELECT count(*) AS n FROM weekly_services").get()).toEqual({ n: 0 });
    expect(db.sqlite.query("SELECT name FROM data_migrations").all()).toEqual([{ name: "0001-service-strings-to-rows" }]);
  });
});

describe("data migrations", () => {
  test("each runs once, in order; one that fails leaves no trace and is tried again next time", () => {
    const dir = databaseDir("churchdir-dm-");
    const db = open(join(dir, "dm.db"));
    const ran: string[] = [];
    let fail = true;
    const migrations = [
      { name: "test-first", run: () => void ran.push("first") },
      {
        name: "test-second",
        run: (d: Db) => {
          d.sqlite.exec("CREATE TABLE half_done (x)");
          if (fail) throw new Error("interrupted");
          ran.push("second");
        },
      },
    ];
    expect(() => runDataMigrations(db, migrations)).toThrow("interrupted");
    expect(db.sqlite.query("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeNull();
    fail = false;
    expect(runDataMigrations(db, migrations)).toEqual(["test-second"]);
    expect(runDataMigrations(db, migrations)).toEqual([]);
    expect(ran).toEqual(["first", "second"]);
  });
});
