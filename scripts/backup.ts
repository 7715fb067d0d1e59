// `bun run backup [FILE]`: a consistent copy of DATA_DIR's database while the site runs (SQLite's
// VACUUM INTO reads one snapshot; writers go on). Default: DATA_DIR/backups/app-<UTC time>.db.
import { mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { Database } from "bun:sqlite";
import { loadEnv } from "../src/env";

const env = loadEnv({ ...process.env, SEED: "none" });
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const target = process.argv[2] ?? join(env.DATA_DIR, "backups", `app-${stamp}.db`);
mkdirSync(dirname(target), { recursive: true });

const started = performance.now();
const db = new Database(env.DATABASE_PATH, { readonly: true });
db.exec("PRAGMA busy_timeout = 5000");
try {
  db.query("VACUUM INTO ?").run(target);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
} finally {
  db.close();
}
const copy = new Database(target, { readonly: true });
const check = (copy.query("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
const churches = (copy.query("SELECT count(*) AS n FROM churches").get() as { n: number }).n;
copy.close();
if (check !== "ok") {
  console.error(`The copy at ${target} failed its integrity check: ${check}`);
  process.exit(1);
}
console.log(`Backed up ${env.DATABASE_PATH} to ${target} (${(statSync(target).size / 1024 / 1024).toFixed(1)} MB, ${churches} churches, integrity ok) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
