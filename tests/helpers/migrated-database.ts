import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../../src/db/client";
import { ensureTaxonomy } from "../../src/db/seed/taxonomy";

let template: string | undefined;

/**
 * Puts a database with every migration applied and the canonical lists in at `path`, unless a
 * database is there already (a test that seeded its own). It is made once per test process and
 * copied: migrating a new database was 60–80 ms of every test app's and test server's start
 * (docs/testing.md, What keeps the suite fast). The server still migrates what it opens, which finds nothing to do.
 */
export function putMigratedDatabase(path: string): void {
  if (existsSync(path)) return;
  if (!template) {
    const dir = mkdtempSync(join(tmpdir(), "churchdir-migrated-"));
    const made = join(dir, "app.db");
    const db = openDb(made);
    ensureTaxonomy(db);
    // Closing the last connection writes the log back into the file: the copy is the whole database.
    db.sqlite.close();
    process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
    template = made;
  }
  copyFileSync(template, path);
}
