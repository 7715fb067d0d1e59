// `bun run import:osm FILE [--dry-run] [--religion all] [--no-reverse]`: brings an Overpass JSON
// export of places of worship into DATA_DIR's database, and on a later run updates it in place
// (docs/city-data.md: how to start a city, what the summary means).
import { readFileSync } from "node:fs";
import { openDb } from "../src/db/client";
import { ensureTaxonomy } from "../src/db/seed/taxonomy";
import { loadEnv } from "../src/env";
import { importOverpassExport, UnreadableExport } from "../src/features/admin-find/osm-import";
import { importReport } from "../src/features/admin-find/osm-report";

const USAGE = `Usage: bun run import:osm FILE [--dry-run] [--religion all] [--no-reverse]
  FILE          an Overpass API JSON export (out center tags) of places of worship
  --dry-run     print what the import would do, write nothing
  --religion all  every place of worship, not only Christian ones
  --no-reverse  no address look-up for places without one`;

const args = process.argv.slice(2);
const known = new Set(["--dry-run", "--no-reverse", "--religion"]);
const religionAt = args.indexOf("--religion");
const religionValueAt = religionAt >= 0 ? religionAt + 1 : -1;
const religion = religionAt >= 0 ? args[religionValueAt] : "christian";
const file = args.find((a, i) => !a.startsWith("--") && i !== religionValueAt);
const unknown = args.filter((a, i) => a.startsWith("--") && !known.has(a) && i !== religionValueAt);
if (!file || unknown.length || (religion !== "all" && religion !== "christian")) {
  if (unknown.length) console.error(`Unknown option ${unknown.join(", ")}.`);
  if (religion !== "all" && religion !== "christian") console.error("--religion takes 'all' (or 'christian', the default).");
  console.error(USAGE);
  process.exit(2);
}
const dryRun = args.includes("--dry-run");

let text: string;
try {
  text = readFileSync(file, "utf8");
} catch (error) {
  console.error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const env = loadEnv({ ...process.env, SEED: "none" });
const db = openDb(env.DATABASE_PATH);
ensureTaxonomy(db);

const interactive = process.stderr.isTTY;
function progress(phase: string, done: number, total: number): void {
  const width = 30;
  const filled = Math.round((done / Math.max(1, total)) * width);
  const line = `${phase.padEnd(9)}[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total}`;
  // A bar redrawn in place on a terminal; a line every 500 places (and the last) in a log.
  if (interactive) process.stderr.write(`\r${line}${done === total ? "\n" : ""}`);
  else if (done % 500 === 0 || done === total) process.stderr.write(`${line}\n`);
}

const started = performance.now();
try {
  const result = await importOverpassExport({ db, env }, text, { everyReligion: religion === "all", dryRun, lookUpAddresses: !args.includes("--no-reverse") && !dryRun, onProgress: progress });
  for (const line of importReport(result, { file, dryRun, seconds: (performance.now() - started) / 1000 })) console.log(line);
  db.sqlite.close();
  process.exit(result.outcome.failed.length ? 1 : 0);
} catch (error) {
  if (!(error instanceof UnreadableExport)) throw error;
  console.error(`Cannot read ${file} as an Overpass JSON export: ${error.message}`);
  db.sqlite.close();
  process.exit(1);
}
