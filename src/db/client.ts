import { Database } from "bun:sqlite";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { join } from "node:path";
import { runDataMigrations } from "./data-migrations";
import { watchVisibleWrites } from "./data-version";
import * as schema from "./schema";

export type Db = ReturnType<typeof openDb>;
/** The database, or a transaction opened on it: for writes that must join their caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const migrationsFolder = join(import.meta.dir, "migrations");

/**
 * Opens the database with the pragmas every connection needs and applies pending migrations, the
 * SQL ones and then the data ones. Its `dataVersion` counts the visible writes made through it.
 */
export function openDb(path: string) {
  const sqlite = new Database(path, { create: true, strict: true });
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA cache_size = -16000");
  const dataVersion = watchVisibleWrites(sqlite);
  const db = drizzle({ client: sqlite, schema });
  // Every transaction takes the write lock as it begins (BEGIN IMMEDIATE): a deferred one that
  // read and then wrote failed with SQLITE_BUSY_SNAPSHOT when another connection (a script, a test,
  // a second server) committed in between, which busy_timeout does not wait out (docs/operations.md).
  const deferred = db.transaction.bind(db);
  db.transaction = ((run, config) => deferred(run, { behavior: "immediate", ...config })) as typeof db.transaction;
  migrate(db, { migrationsFolder });
  const opened = Object.assign(db, { sqlite, dataVersion });
  runDataMigrations(opened);
  // Keep the planner's statistics fresh (SQLite's advice for long-lived connections): without
  // them a text search scans an index instead of starting from the few FTS matches.
  sqlite.exec("PRAGMA optimize=0x10002");
  return opened;
}
