// `bun run import:osm FILE`: loads an Overpass JSON export of places of worship into DATA_DIR's
// database as approved, unclaimed churches, skipping duplicates, with a progress bar and a summary.
// Export from https://overpass-turbo.eu with, for example:
//   [out:json];nwr["amenity"="place_of_worship"](29.1,-98.85,29.8,-98.2);out center tags;
import { readFileSync } from "node:fs";
import { openDb } from "../src/db/client";
import { ensureTaxonomy } from "../src/db/seed/taxonomy";
import { guessDenomination } from "../src/contract/find-churches";
import { loadEnv } from "../src/env";
import { toMapsResult, type OverpassElement } from "../src/features/admin-find/overpass";
import { addChurchFromPlace } from "../src/features/admin-find/service";
import { HttpError } from "../src/http/errors";
import { reverseGeocode } from "../src/lib/geocode";

const file = process.argv[2];
const lookUpAddresses = !process.argv.includes("--no-reverse");
if (!file) {
  console.error("Usage: bun run import:osm FILE [--no-reverse]\n  FILE: an Overpass API JSON export (out center tags) of places of worship");
  process.exit(2);
}

let elements: OverpassElement[];
try {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { elements?: unknown };
  if (!Array.isArray(parsed.elements)) throw new Error("it has no `elements` list");
  elements = parsed.elements as OverpassElement[];
} catch (error) {
  console.error(`Cannot read ${file} as an Overpass JSON export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const env = loadEnv({ ...process.env, SEED: "none" });
const db = openDb(env.DATABASE_PATH);
ensureTaxonomy(db);

const counts = { added: 0, duplicates: 0, skipped: 0, failed: 0 };
const problems: string[] = [];
const interactive = process.stderr.isTTY;
const started = performance.now();
let lastLookup = 0;

function progress(done: number): void {
  const width = 30;
  const filled = Math.round((done / Math.max(1, elements.length)) * width);
  const line = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${elements.length}  added ${counts.added}, duplicates ${counts.duplicates}, skipped ${counts.skipped}`;
  // A bar redrawn in place on a terminal; a line every 100 places in a log.
  if (interactive) process.stderr.write(`\r${line}`);
  else if (done % 100 === 0 || done === elements.length) process.stderr.write(`${line}\n`);
}

for (const [index, element] of elements.entries()) {
  const place = toMapsResult(element);
  if (!place) {
    counts.skipped++;
  } else {
    let address = place.full_address;
    if (!address && lookUpAddresses) {
      // Nominatim's usage policy: at most one request a second.
      await Bun.sleep(Math.max(0, 1100 - (Date.now() - lastLookup)));
      lastLookup = Date.now();
      address = (await reverseGeocode(env.NOMINATIM_URL, place.latitude, place.longitude))?.address ?? "";
    }
    try {
      const denomination = guessDenomination(`${place.name} ${place.categories.join(" ")}`) ?? undefined;
      await addChurchFromPlace({ db, env }, null, { name: place.name, address, phone: place.phone, website: place.website, latitude: place.latitude, longitude: place.longitude, denomination });
      counts.added++;
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) counts.duplicates++;
      else {
        counts.failed++;
        problems.push(`${place.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  progress(index + 1);
}
if (interactive) process.stderr.write("\n");
console.log(`Imported ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.added} added, ${counts.duplicates} duplicates skipped, ${counts.skipped} without a name or position, ${counts.failed} failed.`);
for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
db.sqlite.close();
process.exit(counts.failed ? 1 : 0);
