/**
 * The whole-country benchmark's database (docs/decisions/0042-whole-country-bench.md): seeded once
 * per church count and version of the schema and seed code, kept in the system's temporary folder
 * (`churchdir-country-cache/<count>-<hash>.db`, as the demo pictures are kept: decision 0031) and
 * copied for each run, so `bun run bench --scale 380000` seeds for minutes once, then starts at
 * once. A change to a migration, a schema or the seed makes a new hash and a new seed; dates in
 * it (special services, confirmations) are those of the day it was seeded.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../src/db/client";
import { seedCountry } from "../src/db/seed/country";

const root = join(import.meta.dir, "..");
const HASHED = ["src/db/migrations", "src/db/schema", "src/db/seed"];

function sourceHash(): string {
  const hash = createHash("sha256");
  for (const folder of HASHED) {
    for (const name of readdirSync(join(root, folder)).sort()) {
      if (!/\.(sql|ts)$/.test(name) || name.endsWith(".test.ts")) continue;
      hash.update(`${folder}/${name}\0`).update(readFileSync(join(root, folder, name)));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

/** Copies a database of `count` churches to `target`, seeding it first when none is cached. */
export function copyCountryDatabase(count: number, target: string, log: (line: string) => void): void {
  const folder = join(tmpdir(), "churchdir-country-cache");
  const cached = join(folder, `${count}-${sourceHash()}.db`);
  if (!existsSync(cached)) {
    mkdirSync(folder, { recursive: true });
    log(`  seeding ${count} churches into ${cached} (once; later runs copy it)…`);
    const building = `${cached}.${process.pid}.tmp`;
    const db = openDb(building);
    // Nothing is lost if a crash interrupts: the half-built file is never named as the cache.
    db.sqlite.exec("PRAGMA synchronous = OFF");
    seedCountry(db, count, log);
    db.sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.sqlite.close();
    rmSync(`${building}-wal`, { force: true });
    rmSync(`${building}-shm`, { force: true });
    renameSync(building, cached);
  } else log(`  ${count} churches from ${cached}`);
  copyFileSync(cached, target);
}
