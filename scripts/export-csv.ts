// `bun run export:csv [FILE]`: every church of DATA_DIR's database as CSV, the same file the admin
// dashboard exports (default name churches_export_YYYY-MM-DD.csv).
import { writeFileSync } from "node:fs";
import { openDb } from "../src/db/client";
import { loadEnv } from "../src/env";
import { exportChurchesCsv } from "../src/features/admin-listings/service";

const env = loadEnv({ ...process.env, SEED: "none" });
const db = openDb(env.DATABASE_PATH);
const { filename, csv, count } = exportChurchesCsv(db);
const target = process.argv[2] ?? filename;
writeFileSync(target, csv);
console.log(`Wrote ${target} (${count} churches).`);
db.sqlite.close();
