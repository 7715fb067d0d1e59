/**
 * The whole-country benchmark's churches (docs/decisions/0042-whole-country-bench.md): San
 * Antonio's share of the country's congregations as the demo draws them (at least the demo's
 * 160), the rest spread over the largest US metros and the country between them, as people live.
 * Loaded in bulk (prepared statements, one transaction per 20,000 churches) and without pictures,
 * so 380,000 churches take minutes, not hours. Every row is marked is_demo and fictional as the
 * demo's are (docs/architecture.md, Demo data).
 */
import * as z from "zod/mini";
import { sql } from "drizzle-orm";
import { languagesOfServices } from "../../contract/service-times/languages";
import { weeklyServiceSchema } from "../../contract/service-times/schemas";
import { centralDay } from "../../lib/dates";
import { seededRandom } from "../../lib/random";
import { slugify } from "../../lib/slug";
import type { Db } from "../client";
import { churches, churchFacts, churchLanguages, churchVisitInfo, specialServices, weeklyServices } from "../schema";
import { specialInserts, weeklyInserts } from "../service-rows";
import { bulkInserter } from "./bulk-insert";
import { demoChurches, type DemoChurch } from "./demo-churches";
import { demoVisitFacts } from "./demo-visit-facts";
import { ensureTaxonomy, taxonomyIds } from "./taxonomy";
import { US_METROS, type Metro } from "./us-metros";

/** About 1,500 of the United States' 380,000 congregations are in San Antonio. */
const SAN_ANTONIO_SHARE = 1500 / 380_000;
/** Churches outside San Antonio repeat this many demo churches' names, services and words. */
const PATTERN_COUNT = 10_000;
const BATCH = 20_000;

export function sanAntonioCount(total: number): number {
  return Math.min(total, Math.max(160, Math.round(total * SAN_ANTONIO_SHARE)));
}

/** A metro drawn by its population, and a point around its centre (nearer the centre more often). */
function placer(seed: number) {
  const rand = seededRandom(seed);
  const totalWeight = US_METROS.reduce((sum, metro) => sum + metro.millions, 0);
  return (): { metro: Metro; lat: number; lng: number } => {
    let pick = rand.next() * totalWeight;
    const metro = US_METROS.find((candidate) => (pick -= candidate.millions) < 0) ?? US_METROS[0]!;
    const distance = metro.spread * Math.sqrt(rand.next()) * rand.next();
    const angle = rand.next() * 2 * Math.PI;
    return { metro, lat: +(metro.lat + distance * Math.sin(angle)).toFixed(6), lng: +(metro.lng + (distance * Math.cos(angle)) / Math.cos((metro.lat * Math.PI) / 180)).toFixed(6) };
  };
}

/** A demo church moved to a place elsewhere in the country; `copy` keeps its slug unique. */
function elsewhere(church: DemoChurch, copy: number, place: ReturnType<ReturnType<typeof placer>>): Omit<DemoChurch, "area"> & { area: string | null } {
  const street = church.address.split(",")[0]!;
  const { metro } = place;
  return {
    ...church,
    slug: `${church.slug}-${slugify(metro.city)}-${copy}`,
    area: null,
    address: `${street}, ${metro.city}, ${metro.state} ${metro.zip}`,
    zip: metro.zip,
    phone: church.phone.replace("(210)", `(${metro.areaCode})`),
    latitude: place.lat,
    longitude: place.lng,
  };
}

/** The tables the load fills, whose named indexes wait until their rows are in. */
const LOADED_TABLES = ["churches", "weekly_services", "special_services", "church_languages", "church_facts"];

/**
 * Sets aside the loaded tables' indexes and the search index's insert trigger, and answers how to
 * put them back: an index built once from all rows is a sort, where the same index kept up row by
 * row is a scattered write for each (minutes at 380,000 churches). The search index is then filled
 * in one statement, as its trigger would have filled it (src/db/migrations/0035_spanish_names_searchable.sql).
 */
function setIndexesAside(db: Db): () => void {
  const set = db.sqlite
    .query(`SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND ((type = 'index' AND tbl_name IN (${LOADED_TABLES.map(() => "?").join(", ")})) OR (type = 'trigger' AND name = 'churches_fts_insert'))`)
    .all(...LOADED_TABLES) as { type: "index" | "trigger"; name: string; sql: string }[];
  for (const { type, name } of set) db.sqlite.exec(`DROP ${type.toUpperCase()} "${name}"`);
  return () => {
    db.sqlite.exec(`INSERT INTO churches_fts (rowid, name, address, area, denomination)
      SELECT c.id, trim(c.name || ' ' || c.name_es), c.address, COALESCE(a.name, ''), COALESCE(d.name, '')
      FROM churches c LEFT JOIN areas a ON a.id = c.area_id LEFT JOIN denominations d ON d.id = c.denomination_id`);
    for (const { sql } of set) db.sqlite.exec(sql);
  };
}

/** Loads `total` churches into a database that has none yet. */
export function seedCountry(db: Db, total: number, log: (line: string) => void = () => {}): void {
  if (db.sqlite.query("SELECT 1 FROM churches LIMIT 1").get()) throw new Error("seedCountry loads an empty database; this one has churches");
  const started = performance.now();
  const now = Date.now();
  const today = centralDay(new Date(now));
  ensureTaxonomy(db);
  const ids = taxonomyIds(db);
  // Building the indexes sorts every table's keys: with the pages in memory (up to 1 GiB, for the
  // load only) the sort and the writes stay in memory, not on disk.
  const cacheSize = db.sqlite.query("PRAGMA cache_size").get() as { cache_size: number };
  db.sqlite.exec("PRAGMA cache_size = -1048576");
  const local = sanAntonioCount(total);
  const sanAntonio = demoChurches(local, now, today);
  const pattern = total > local ? demoChurches(Math.min(PATTERN_COUNT, total - local), now, today) : [];
  const place = placer(20261124);
  const insert = {
    church: bulkInserter(db, churches),
    weekly: bulkInserter(db, weeklyServices),
    special: bulkInserter(db, specialServices),
    language: bulkInserter(db, churchLanguages),
    fact: bulkInserter(db, churchFacts),
    visitInfo: bulkInserter(db, churchVisitInfo),
  };
  const restoreIndexes = setIndexesAside(db);
  for (let from = 0; from < total; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(total, from + BATCH); i++) {
        const local_ = i < local;
        const { owned: _owned, serviceTimes, specialServices: specials, denomination, area, ...church } = local_ ? sanAntonio[i]! : elsewhere(pattern[(i - local) % pattern.length]!, Math.floor((i - local) / pattern.length), place());
        const id = i + 1;
        insert.church({ ...church, id, status: "approved", isDemo: true, denominationId: ids.denominations.get(denomination) ?? null, areaId: area ? (ids.areas.get(area) ?? null) : null });
        // As the app's own factory stores them (src/db/seed/factories.ts): checked, ordered, numbered.
        const weekly = serviceTimes.map((s) => ({ ...z.parse(weeklyServiceSchema, s), needsReview: false }));
        for (const row of weeklyInserts(id, weekly)) insert.weekly(row);
        for (const row of specialInserts(id, specials)) insert.special(row);
        for (const language of languagesOfServices(weekly, [])) insert.language({ churchId: id, language });
        const { said = {}, practical } = demoVisitFacts(i);
        for (const [fact, value] of Object.entries(said)) insert.fact({ churchId: id, fact: fact as keyof typeof said, value: value! });
        if (practical) insert.visitInfo({ churchId: id, ...practical });
      }
    });
    log(`  churches: ${Math.min(total, from + BATCH)}/${total} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  log(`  indexing…`);
  db.transaction(restoreIndexes);
  // Fresh statistics for the query planner after a bulk load.
  db.run(sql`ANALYZE`);
  db.sqlite.exec(`PRAGMA cache_size = ${cacheSize.cache_size}`);
  log(`  seeded ${total} churches (${local} in San Antonio) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
