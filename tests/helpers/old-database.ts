import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MIGRATIONS = join(import.meta.dir, "..", "..", "src", "db", "migrations");
const dirs: string[] = [];

/** A database file migrated only up to `lastTag`, as an older release left it; removed by `removeOldDatabases`. */
export function oldDatabase(lastTag: string): string {
  const dir = databaseDir("churchdir-old-");
  const folder = join(dir, "migrations");
  mkdirSync(join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  for (const { tag } of entries) copyFileSync(join(MIGRATIONS, `${tag}.sql`), join(folder, `${tag}.sql`));
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  const path = join(dir, "old.db");
  const sqlite = new Database(path, { create: true });
  sqlite.exec("PRAGMA foreign_keys = ON");
  migrate(drizzle({ client: sqlite }), { migrationsFolder: folder });
  sqlite.close();
  return path;
}

/** An empty directory for a database file; removed by `removeOldDatabases`. */
export function databaseDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function removeOldDatabases() {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
