/** The directory's searches: one prepared statement per combination of filters (docs/decisions/0023-service-search.md). */
import { SPOKEN_IN } from "../../contract/service-times/match";
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { EARTH_RADIUS_MILES } from "../../contract/distance";
import { FILTER_NAMES } from "../../contract/directory-filters";
import type { Db } from "../../db/client";
import { churches, churchFacts, churchLanguages, weeklyServices } from "../../db/schema";
import type { FactKey } from "../../contract/visit-facts";
import type { ResolvedFilters } from "./resolved-filters";
import type { Lang } from "../../contract/i18n/lang";
import { pageByName, walkByName, WALK_ABOVE } from "./name-ranks";
import { listColumns } from "./list-columns";
import { textMatchSet } from "./text-matches";
import { rowCondition } from "./filter-queries";
import { minutesUntil, movedHere, onlineHere, sameService, scheduledHere, wantsOnline } from "./service-search-queries";


const KEYS = ["language", "match", "broadMatch", "featured", "near", "sort", "facts"] as const;

const p = (name: string) => sql.placeholder(name);

const RADIANS = Math.PI / 180;
/**
 * The haversine term of a church's distance from the `near` point: it grows with the distance, so
 * searches compare and order by it (`hMax` is the radius's term) and take the arcsine only for the
 * rows they answer. Exact, on the sphere of `haversineMiles`, with SQLite's math functions.
 */
const haversineTerm = sql<number>`(power(sin((${churches.latitude} * ${RADIANS} - ${p("latRad")}) / 2), 2) + ${p("cosLat")} * cos(${churches.latitude} * ${RADIANS}) * power(sin((${churches.longitude} * ${RADIANS} - ${p("lngRad")}) / 2), 2))`;
const distanceMiles = sql<number>`2 * ${EARTH_RADIUS_MILES} * asin(sqrt(${haversineTerm}))`;

/**
 * WHERE for the filters present, with placeholders: one prepared statement per combination. With
 * `withText` false the text match is left to the caller (the walk by name keeps it in JavaScript).
 */
function whereFor(filters: ResolvedFilters, withText = true): SQL | undefined {
  const conditions: SQL[] = [eq(churches.status, "approved")];
  for (const name of rowFilters(filters)) conditions.push(rowCondition(name, p(name))!);
  if (filters.featured !== undefined) conditions.push(sql`${churches.featured} = ${p("featured")}`);
  // The place first: the box and the distance are cheaper than the probe of a church's services.
  if (filters.near) {
    conditions.push(sql`${churches.latitude} BETWEEN ${p("south")} AND ${p("north")} AND ${churches.longitude} BETWEEN ${p("west")} AND ${p("east")}`);
    conditions.push(sql`${haversineTerm} <= ${p("hMax")}`);
  }
  // One probe of a church's own rows on a covering index: docs/decisions/0023-service-search.md.
  if (filters.service) {
    const weekly = sql`EXISTS (SELECT 1 FROM ${weeklyServices} WHERE ${weeklyServices.churchId} = ${churches.id} AND ${sameService(filters.service)})`;
    const dated = filters.service.dates ? [movedHere(filters.service), scheduledHere(filters.service), ...(wantsOnline(filters.service) ? [onlineHere(filters.service)] : [])] : [];
    conditions.push(dated.length ? sql`(${sql.join([weekly, ...dated], sql` OR `)})` : weekly);
  }
  else if (filters.language !== undefined) {
    // A language alone: the church has a service spoken in it, a bilingual one for English or Spanish, as with a service (its languages follow its services).
    conditions.push(sql`EXISTS (SELECT 1 FROM ${churchLanguages} WHERE ${churchLanguages.churchId} = ${churches.id} AND ${churchLanguages.language} IN (${p("language")}, ${p("languageAlso")}))`);
  }
  // One probe per named fact on the facts' key (docs/decisions/0037-visit-facts.md).
  filters.facts?.forEach((fact, i) => conditions.push(factIsTrue(fact, i)));
  // A few matches are read from the text index and sorted; many are kept while the list's index is
  // walked in order (the unary + stops SQLite from reading the churches by the matches' ids).
  if (filters.match !== undefined && withText) {
    const id = filters.broadMatch ? sql`+${churches.id}` : sql`${churches.id}`;
    conditions.push(sql`${id} IN (SELECT rowid FROM churches_fts WHERE churches_fts MATCH ${p("match")})`);
  }
  return and(...conditions);
}

/**
 * A church has said yes to the fact: one probe of its own facts on their key. ASL is also yes when
 * one of its weekly services is interpreted (the services say at which: docs/visit-facts.md, ASL);
 * that OR made the probe read every candidate's services (40 ms at 10,000 churches), so ASL is the
 * list of both sources instead, each from an index of its own (2 ms; docs/decisions/0037-visit-facts.md).
 */
function factIsTrue(fact: FactKey, i: number): SQL {
  if (fact !== "asl") {
    return sql`EXISTS (SELECT 1 FROM ${churchFacts} WHERE ${churchFacts.churchId} = ${churches.id} AND ${churchFacts.fact} = ${p(`fact${i}`)} AND ${churchFacts.value} = 1)`;
  }
  return sql`${churches.id} IN (SELECT ${churchFacts.churchId} FROM ${churchFacts} WHERE ${churchFacts.fact} = ${p(`fact${i}`)} AND ${churchFacts.value} = 1 UNION ALL SELECT ${weeklyServices.churchId} FROM ${weeklyServices} WHERE ${weeklyServices.asl} = 1 AND ${weeklyServices.needsReview} = 0)`;
}

/** The filters on the church's row that are set, in the declarations' order. */
const rowFilters = (filters: ResolvedFilters) => FILTER_NAMES.filter((name) => filters.onRow?.[name] !== undefined);

function params(filters: ResolvedFilters) {
  const { service, near, featured, facts, onRow, broadMatch: _broadMatch, ...rest } = filters;
  const numbered = (name: string, values: readonly string[] = []) => Object.fromEntries(values.map((v, i) => [`${name}${i}`, v]));
  return {
    ...rest,
    ...onRow,
    ...near,
    ...numbered("day", service?.days),
    ...numbered("language", service?.languages),
    ...numbered("attendance", service?.attendances),
    ...numbered("xday", service?.dates?.map((d) => d.day)),
    ...numbered("xdate", service?.dates?.map((d) => d.date)),
    ...numbered("fact", facts),
    from: service?.from,
    to: service?.to,
    kind: service?.kind,
    language: service ? undefined : filters.language,
    languageAlso: service || filters.language === undefined ? undefined : SPOKEN_IN[filters.language].at(-1),
    featured: featured === undefined ? undefined : featured ? 1 : 0,
  };
}

/** The statements' shape: which filters are present, and how many days and languages a service condition lists. */
function shapeOf(filters: ResolvedFilters): string {
  const s = filters.service;
  const service = s ? `service:${s.days?.length ?? 0}:${s.from ? 1 : 0}:${s.to ? 1 : 0}:${s.languages?.length ?? 0}:${s.kind ? 1 : 0}:${s.dates?.length ?? 0}:${s.attendances?.join("+") ?? ""}:${s.asl ? 1 : 0}` : "";
  const shown = (k: (typeof KEYS)[number]) => (k === "sort" ? `sort:${filters.sort}` : k === "facts" ? `facts:${filters.facts!.join("+")}` : k);
  return [...rowFilters(filters), ...KEYS.filter((k) => filters[k] !== undefined).map(shown), service].join(",");
}

function orderFor(filters: ResolvedFilters): SQL[] {
  const byName = [asc(churches.name), asc(churches.id)];
  if (filters.sort === "distance" && filters.near) return [asc(haversineTerm), ...byName];
  if (filters.sort === "time") {
    // The soonest matching service (any service without a service condition); none last.
    return [sql`(SELECT MIN(${minutesUntil}) FROM ${weeklyServices} WHERE ${weeklyServices.churchId} = ${churches.id} AND ${sameService(filters.service)}) ASC NULLS LAST`, ...byName];
  }
  return byName;
}

function buildStatements(db: Db, filters: ResolvedFilters) {
  const where = whereFor(filters);
  const order = orderFor(filters);
  // A search by place, or in the order of the next service, reads all its candidates to order
  // them: the page's ids and the count of all matches come from that one pass (the indexes cover
  // it), then only the page's rows are read (docs/decisions/0023-service-search.md). A list by
  // name reads every match's id (`matchIds`) and orders them by the collator in JavaScript, the
  // count coming with them (docs/decisions/0058-distance-and-name-order.md).
  const countsInPage = filters.near !== undefined || filters.sort === "time";
  return {
    pageIds: db
      .select({ id: churches.id, total: countsInPage ? sql<number>`count(*) OVER ()` : sql<null>`NULL` })
      .from(churches)
      .where(where)
      .orderBy(...order)
      .limit(p("limit"))
      .offset(p("offset"))
      .prepare(),
    rows: db
      .select({ ...listColumns, distanceMiles: filters.near ? distanceMiles : sql<null>`NULL` })
      .from(churches)
      .where(sql`${churches.id} IN (SELECT value FROM json_each(${p("ids")}))`)
      .prepare(),
    count: db.select({ n: count() }).from(churches).where(where).prepare(),
    // A list by name: every match's id, put in the collator's order in JavaScript (name-ranks.ts).
    matchIds: db.select({ id: churches.id }).from(churches).where(where).prepare(),
    // Or, among many churches, the matches in a run of them taken in name order (walkByName).
    // CROSS JOIN keeps the run as the outer loop: SQLite would otherwise pick an index of another filter (featured, denomination) and read all its rows.
    matchesInRun: db
      .select({ id: sql<number>`${churches.id}` })
      .from(sql`(SELECT value AS church FROM json_each(${p("run")})) AS run CROSS JOIN ${churches} ON ${churches.id} = run.church`)
      .where(whereFor(filters, false))
      .prepare(),
    map: mapStatement(db, and(where, sql`${churches.latitude} IS NOT NULL AND ${churches.longitude} IS NOT NULL`)),
    // The box of every matching pin, which the directory map fits (docs/decisions/0060-bulk-update-and-map-view.md).
    extent: db
      .select({
        south: sql<number | null>`MIN(${churches.latitude})`,
        west: sql<number | null>`MIN(${churches.longitude})`,
        north: sql<number | null>`MAX(${churches.latitude})`,
        east: sql<number | null>`MAX(${churches.longitude})`,
      })
      .from(churches)
      .where(and(where, sql`${churches.latitude} IS NOT NULL AND ${churches.longitude} IS NOT NULL`))
      .prepare(),
    // The pins in a box: a range of the location index, which covers what a pin needs (docs/decisions/0045-map-pins-in-view.md).
    mapInBox: mapStatement(db, and(where, sql`${churches.latitude} BETWEEN ${p("boxSouth")} AND ${p("boxNorth")} AND ${churches.longitude} BETWEEN ${p("boxWest")} AND ${p("boxEast")}`)),
  };
}

function mapStatement(db: Db, where: SQL | undefined) {
  return db
    .select({ id: churches.id, latitude: churches.latitude, longitude: churches.longitude, featured: churches.featured, name: churches.name })
    .from(churches)
    .where(where)
    .limit(sql.placeholder("limit"))
    .prepare();
}

const statementCache = new WeakMap<Db, Map<string, ReturnType<typeof buildStatements>>>();

function statementsFor(db: Db, filters: ResolvedFilters) {
  let byShape = statementCache.get(db);
  if (!byShape) statementCache.set(db, (byShape = new Map()));
  const shape = shapeOf(filters);
  let statements = byShape.get(shape);
  if (!statements) byShape.set(shape, (statements = buildStatements(db, filters)));
  return statements;
}

export type ChurchRow = ReturnType<ReturnType<typeof buildStatements>["rows"]["all"]>[number];

/**
 * One page of matching approved churches in the order asked, and the count of all when the same
 * pass gave it. By name, the matches are ordered by the collator of `lang`
 * (docs/decisions/0058-distance-and-name-order.md); among more than `walkAbove` churches they are
 * found by walking that order, which may give an estimate of the count instead
 * (docs/decisions/0097-walk-by-name.md).
 */
export function selectChurchPage(db: Db, filters: ResolvedFilters, limit: number, offset: number, lang: Lang = "en", walkAbove = WALK_ABOVE): { rows: ChurchRow[]; total?: number; estimate?: () => number } {
  const { ids, ...counted } = selectChurchIds(db, filters, limit, offset, lang, walkAbove);
  return { rows: selectChurchRows(db, filters, ids), ...counted };
}

/** The rows of the churches `ids` as a page of the search shows them (with its distance), in that order. */
export function selectChurchRows(db: Db, filters: ResolvedFilters, ids: readonly number[]): ChurchRow[] {
  if (!ids.length) return [];
  const byId = new Map(statementsFor(db, filters).rows.all({ ...params(filters), ids: JSON.stringify(ids) }).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** The ids of selectChurchPage's page, and the count of all or its estimate. */
export function selectChurchIds(db: Db, filters: ResolvedFilters, limit: number, offset: number, lang: Lang = "en", walkAbove = WALK_ABOVE): { ids: number[]; total?: number; estimate?: () => number } {
  const statements = statementsFor(db, filters);
  const values = params(filters);
  let ids: number[];
  let total: number | undefined;
  let estimate: (() => number) | undefined;
  // A text match is read once as a set (probing the text index church by church costs up to 6 ms each for a prefix).
  const text = filters.match === undefined ? undefined : textMatchSet(db, filters.match);
  // The candidates that meet every condition but the text match.
  const meetOthers = (candidates: readonly number[]) => new Set(candidates.length ? statements.matchesInRun.all({ ...values, match: undefined, run: JSON.stringify(candidates) }).map((r) => r.id) : []);
  const matchesIn = (run: readonly number[]) => meetOthers(text ? run.filter((id) => text.has[id] === 1) : run);
  // A text search that finds at most a few thousand churches reads them at once: a walk would pass most churches to find them.
  const walks = filters.sort === undefined && (filters.match === undefined || filters.broadMatch === true);
  const walked = walks ? walkByName(db, lang, matchesIn, offset, limit, walkAbove) : undefined;
  if (walked) {
    ids = walked.ids;
    total = walked.total;
    // Conditions on the church's own row alone are counted on their index (about 20 ms at 380,000): no estimate then.
    const probes = filters.service !== undefined || filters.language !== undefined || (filters.facts?.length ?? 0) > 0 || filters.match !== undefined;
    estimate = probes ? walked.estimate : undefined;
  } else if (filters.sort === undefined) {
    // A few text matches, remembered: only the other conditions are asked of them, not the text index again.
    const matches = text ? [...meetOthers(text.ids)] : statements.matchIds.all(values).map((r) => r.id);
    ids = pageByName(db, matches, offset, limit, lang);
    total = matches.length;
  } else {
    const page = statements.pageIds.all({ ...values, limit, offset });
    ids = page.map((r) => r.id);
    total = page[0]?.total ?? undefined;
  }
  return { ids, total, estimate };
}

export function countChurches(db: Db, filters: ResolvedFilters): number {
  return statementsFor(db, filters).count.get(params(filters))!.n;
}

/** The box around every matching church's pin, or null when none has one. */
export function selectExtent(db: Db, filters: ResolvedFilters): { south: number; west: number; north: number; east: number } | null {
  const box = statementsFor(db, filters).extent.get(params(filters));
  return box && box.south !== null && box.west !== null && box.north !== null && box.east !== null ? { south: box.south, west: box.west, north: box.north, east: box.east } : null;
}

/** Coordinates of matching churches for the map, in the box when one is given, bounded. */
export function selectMapPoints(db: Db, filters: ResolvedFilters, limit: number, box?: { south: number; west: number; north: number; east: number }) {
  const statements = statementsFor(db, filters);
  if (!box) return statements.map.all({ ...params(filters), limit });
  return statements.mapInBox.all({ ...params(filters), limit, boxSouth: box.south, boxNorth: box.north, boxWest: box.west, boxEast: box.east });
}

