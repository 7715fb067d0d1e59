import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "./client";

interface Journal {
  entries: { when: number; tag: string }[];
}

/**
 * Whether the database has every migration this build ships: drizzle records each applied
 * migration with its journal time, and applies a migration only when it is newer than the last
 * recorded one. A database restored from an older copy, or written by a newer build, says so here.
 */
let journal: Journal | undefined;

export function migrationState(db: Db): { applied: number; shipped: number; upToDate: boolean } {
  journal ??= JSON.parse(readFileSync(join(import.meta.dir, "migrations", "meta", "_journal.json"), "utf8")) as Journal;
  const shipped = journal.entries.length;
  const newest = Math.max(0, ...journal.entries.map((e) => e.when));
  const row = db.sqlite.query<{ applied: number; last: number | null }, []>("SELECT count(*) AS applied, max(created_at) AS last FROM __drizzle_migrations").get();
  const applied = row?.applied ?? 0;
  return { applied, shipped, upToDate: (row?.last ?? 0) >= newest };
}

/** Takes the write lock and lets go at once: the file is writable (not read-only, not locked by someone else for longer than busy_timeout). */
export function probeWrite(db: Db): void {
  db.sqlite.exec("BEGIN IMMEDIATE");
  db.sqlite.exec("ROLLBACK");
}
