import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from "drizzle-orm";
import { EARTH_RADIUS_MILES } from "../../contract/distance";
import type { ServiceLanguage, WorshipStyle } from "../../contract/options";
import type { Occasion, SpecialService } from "../../contract/service-times/occasions";
import { WEEKDAYS, type ServiceKind, type ServiceRow, type Weekday } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { areas, churches, churchFacts, churchLanguages, churchVisitInfo, denominations, specialServices, weeklyServices } from "../../db/schema";
import type { FactKey, PracticalFacts } from "../../contract/visit-facts";
import { specialInserts, toServiceRow, toSpecialService, weeklyInserts } from "../../db/service-rows";

export type ChurchInsert = typeof churches.$inferInsert;
export type StoredChurch = typeof churches.$inferSelect;

export function anyDemoChurch(db: Db): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.isDemo, true)).limit(1).get() !== undefined;
}

/**
 * The visitor-facing filters with denomination and area already resolved to ids (so list queries
 * need no join) and the search already turned into an FTS5 query.
 */
export interface ResolvedFilters {
  denominationId?: number;
  areaId?: number;
  worshipStyle?: WorshipStyle;
  language?: ServiceLanguage;
  match?: string;
  /**
   * The text matches many churches: walk the list's own index in its order and keep the matches,
   * rather than read and sort every match (docs/decisions/0042-whole-country-bench.md).
   */
  broadMatch?: true;
  featured?: boolean;
  /** One weekly service must meet all of these (docs/service-times.md, Search); `language` then lives here. */
  service?: { days?: Weekday[]; from?: string; to?: string; languages?: ServiceLanguage[]; kind?: ServiceKind };
  /** Within `radius` miles of a point: a bounding box on the location index, then the exact distance. */
  near?: { latRad: number; lngRad: number; cosLat: number; hMax: number; south: number; north: number; west: number; east: number };
  sort?: "name" | "distance" | "time";
  /** Minutes since Sunday 00:00 on San Antonio's clock, for sort=time. */
  weekMinute?: number;
  /** Visit facts that must all be true (docs/visit-facts.md, Search). */
  facts?: FactKey[];
}

/** Columns a list of churches needs; names of denomination and area are mapped by the service. */
const listColumns = {
  id: churches.id,
  slug: churches.slug,
  name: churches.name,
  description: churches.description,
  denominationId: churches.denominationId,
  areaId: churches.areaId,
  address: churches.address,
  zip: churches.zip,
  phone: churches.phone,
  website: churches.website,
  latitude: churches.latitude,
  longitude: churches.longitude,
  logoImage: churches.logoImage,
  heroImage: churches.heroImage,
  servicesConfirmedAt: churches.servicesConfirmedAt,
  featured: churches.featured,
  isPremium: churches.isPremium,
  youtubeChannel: churches.youtubeChannel,
  recentSermons: churches.recentSermons,
  worshipStyle: churches.worshipStyle,
};

const profileColumns = {
  ...listColumns,
  descriptionEs: churches.descriptionEs,
  pastorName: churches.pastorName,
  missionStatement: churches.missionStatement,
  history: churches.history,
  specialPrograms: churches.specialPrograms,
  youthPrograms: churches.youthPrograms,
  musicMinistry: churches.musicMinistry,
  outreachPrograms: churches.outreachPrograms,
  facebookPage: churches.facebookPage,
  instagramHandle: churches.instagramHandle,
};

const KEYS = ["denominationId", "areaId", "worshipStyle", "language", "match", "broadMatch", "featured", "near", "sort", "facts"] as const;

const p = (name: string) => sql.placeholder(name);
const MINUTES_PER_WEEK = 7 * 1440;

/**
 * The conditions one weekly service row meets, all on the same row. Kept in step with
 * `matchesService` (src/contract/service-times/match.ts); a test compares the two.
 */
function sameService(service: NonNullable<ResolvedFilters["service"]> | undefined): SQL {
  const conditions: SQL[] = [
    sql`${weeklyServices.needsReview} = 0`,
    sql`${weeklyServices.day} IS NOT NULL`,
    sql`${weeklyServices.time} IS NOT NULL`,
  ];
  const list = (name: string, n: number) => sql.join(Array.from({ length: n }, (_, i) => p(`${name}${i}`)), sql`, `);
  if (service?.days) conditions.push(sql`${weeklyServices.day} IN (${list("day", service.days.length)})`);
  if (service?.from) conditions.push(sql`${weeklyServices.time} >= ${p("from")}`);
  if (service?.to) conditions.push(sql`${weeklyServices.time} <= ${p("to")}`);
  if (service?.languages) conditions.push(sql`${weeklyServices.language} IN (${list("language", service.languages.length)})`);
  if (service?.kind) conditions.push(sql`${weeklyServices.kind} = ${p("kind")}`);
  return sql.join(conditions, sql` AND `);
}

/** Minutes from now (`weekMinute`) to a service's next start, 0 to a week: the order of sort=time. */
const minutesUntil = sql`((CASE ${weeklyServices.day} ${sql.raw(WEEKDAYS.map((d, i) => `WHEN '${d}' THEN ${i}`).join(" "))} END) * 1440 + CAST(substr(${weeklyServices.time}, 1, 2) AS INTEGER) * 60 + CAST(substr(${weeklyServices.time}, 4, 2) AS INTEGER) - ${p("weekMinute")} + ${MINUTES_PER_WEEK}) % ${MINUTES_PER_WEEK}`;

const RADIANS = Math.PI / 180;
/**
 * The haversine term of a church's distance from the `near` point: it grows with the distance, so
 * searches compare and order by it (`hMax` is the radius's term) and take the arcsine only for the
 * rows they answer. Exact, on the sphere of `haversineMiles`, with SQLite's math functions.
 */
const haversineTerm = sql<number>`(power(sin((${churches.latitude} * ${RADIANS} - ${p("latRad")}) / 2), 2) + ${p("cosLat")} * cos(${churches.latitude} * ${RADIANS}) * power(sin((${churches.longitude} * ${RADIANS} - ${p("lngRad")}) / 2), 2))`;
const distanceMiles = sql<number>`2 * ${EARTH_RADIUS_MILES} * asin(sqrt(${haversineTerm}))`;

/** WHERE for the filters present, with placeholders: one prepared statement per combination. */
function whereFor(filters: ResolvedFilters): SQL | undefined {
  const conditions: SQL[] = [eq(churches.status, "approved")];
  if (filters.denominationId !== undefined) conditions.push(sql`${churches.denominationId} = ${p("denominationId")}`);
  if (filters.areaId !== undefined) conditions.push(sql`${churches.areaId} = ${p("areaId")}`);
  if (filters.worshipStyle !== undefined) conditions.push(sql`${churches.worshipStyle} = ${p("worshipStyle")}`);
  if (filters.featured !== undefined) conditions.push(sql`${churches.featured} = ${p("featured")}`);
  // The place first: the box and the distance are cheaper than the probe of a church's services.
  if (filters.near) {
    conditions.push(sql`${churches.latitude} BETWEEN ${p("south")} AND ${p("north")} AND ${churches.longitude} BETWEEN ${p("west")} AND ${p("east")}`);
    conditions.push(sql`${haversineTerm} <= ${p("hMax")}`);
  }
  // One probe of a church's own rows on a covering index: docs/decisions/0023-service-search.md.
  if (filters.service) conditions.push(sql`EXISTS (SELECT 1 FROM ${weeklyServices} WHERE ${weeklyServices.churchId} = ${churches.id} AND ${sameService(filters.service)})`);
  else if (filters.language !== undefined) {
    // A language alone: the church has a service in it (its languages follow its services).
    conditions.push(sql`EXISTS (SELECT 1 FROM ${churchLanguages} WHERE ${churchLanguages.churchId} = ${churches.id} AND ${churchLanguages.language} = ${p("language")})`);
  }
  // One probe per named fact on the facts' key (docs/decisions/0037-visit-facts.md).
  filters.facts?.forEach((fact, i) => conditions.push(factIsTrue(fact, i)));
  // A few matches are read from the text index and sorted; many are kept while the list's index is
  // walked in order (the unary + stops SQLite from reading the churches by the matches' ids).
  if (filters.match !== undefined) {
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

function params(filters: ResolvedFilters) {
  const { service, near, featured, facts, broadMatch: _broadMatch, ...rest } = filters;
  const numbered = (name: string, values: readonly string[] = []) => Object.fromEntries(values.map((v, i) => [`${name}${i}`, v]));
  return {
    ...rest,
    ...near,
    ...numbered("day", service?.days),
    ...numbered("language", service?.languages),
    ...numbered("fact", facts),
    from: service?.from,
    to: service?.to,
    kind: service?.kind,
    language: service ? undefined : filters.language,
    featured: featured === undefined ? undefined : featured ? 1 : 0,
  };
}

/** The statements' shape: which filters are present, and how many days and languages a service condition lists. */
function shapeOf(filters: ResolvedFilters): string {
  const s = filters.service;
  const service = s ? `service:${s.days?.length ?? 0}:${s.from ? 1 : 0}:${s.to ? 1 : 0}:${s.languages?.length ?? 0}:${s.kind ? 1 : 0}` : "";
  const shown = (k: (typeof KEYS)[number]) => (k === "sort" ? `sort:${filters.sort}` : k === "facts" ? `facts:${filters.facts!.join("+")}` : k);
  return [...KEYS.filter((k) => filters[k] !== undefined).map(shown), service].join(",");
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
  // name reads only as far as its page along the name index and is counted apart, once per data
  // version (the service's count memo): counting in the page would read every match, half the
  // country for a Sunday-morning search (docs/decisions/0042-whole-country-bench.md).
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
    map: mapStatement(db, and(where, sql`${churches.latitude} IS NOT NULL AND ${churches.longitude} IS NOT NULL`)),
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

/** One page of matching approved churches in the order asked, and the count of all when the same pass gave it. */
export function selectChurchPage(db: Db, filters: ResolvedFilters, limit: number, offset: number): { rows: ChurchRow[]; total?: number } {
  const statements = statementsFor(db, filters);
  const values = params(filters);
  const page = statements.pageIds.all({ ...values, limit, offset });
  if (!page.length) return { rows: [] };
  const byId = new Map(statements.rows.all({ ...values, ids: JSON.stringify(page.map((r) => r.id)) }).map((row) => [row.id, row]));
  return { rows: page.map((r) => byId.get(r.id)!), total: page[0]!.total ?? undefined };
}

/** How many churches, of any status, the text index finds for an FTS5 query. */
export function countTextMatches(db: Db, match: string): number {
  return db.get<[number]>(sql`SELECT count(*) FROM churches_fts WHERE churches_fts MATCH ${match}`)[0];
}

export function countChurches(db: Db, filters: ResolvedFilters): number {
  return statementsFor(db, filters).count.get(params(filters))!.n;
}

/** Coordinates of matching churches for the map, in the box when one is given, bounded. */
export function selectMapPoints(db: Db, filters: ResolvedFilters, limit: number, box?: { south: number; west: number; north: number; east: number }) {
  const statements = statementsFor(db, filters);
  if (!box) return statements.map.all({ ...params(filters), limit });
  return statements.mapInBox.all({ ...params(filters), limit, boxSouth: box.south, boxNorth: box.north, boxWest: box.west, boxEast: box.east });
}

/** An approved church by id or slug, with the premium fields. */
export function selectApprovedChurch(db: Db, key: { id: number } | { slug: string }) {
  return db
    .select(profileColumns)
    .from(churches)
    .where(and(eq(churches.status, "approved"), "id" in key ? eq(churches.id, key.id) : eq(churches.slug, key.slug)))
    .get();
}

export function approvedChurchExists(db: Db, id: number): boolean {
  return db.select({ id: churches.id }).from(churches).where(and(eq(churches.id, id), eq(churches.status, "approved"))).get() !== undefined;
}

/** Languages of each church, by church id. */
export function selectLanguages(db: Db, churchIds: number[]): Map<number, ServiceLanguage[]> {
  const byChurch = new Map<number, ServiceLanguage[]>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).languages.all({ ids: JSON.stringify(churchIds) })) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), row.language]);
  return byChurch;
}

export function selectDenominations(db: Db) {
  return db.select({ id: denominations.id, name: denominations.name }).from(denominations).orderBy(asc(denominations.name)).all();
}

export function selectAreas(db: Db) {
  return db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(asc(areas.name)).all();
}

/*
 * The church rows themselves, whatever their status: other features change them only through
 * this feature's service (docs/decisions/0015-table-owners-and-data-version.md).
 */

export function selectChurchById(db: Db, id: number): StoredChurch | undefined {
  return db.select().from(churches).where(eq(churches.id, id)).get();
}

export function countOwnedChurches(db: Db, userId: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(churches).where(eq(churches.ownerId, userId)).get()!.n;
}

/** The user's church (an owner has one), approved or not. */
export function selectOwnersChurch(db: Db, userId: number) {
  return db.select({ id: churches.id, status: churches.status, address: churches.address }).from(churches).where(eq(churches.ownerId, userId)).get();
}

export function slugTaken(db: Db, slug: string): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.slug, slug)).get() !== undefined;
}

export function insertChurch(db: Db, row: ChurchInsert): StoredChurch {
  return db.insert(churches).values(row).returning().get();
}

export function updateChurch(db: Db, id: number, row: Partial<ChurchInsert>): void {
  db.update(churches).set({ ...row, updatedAt: new Date() }).where(eq(churches.id, id)).run();
}

export function selectChurchLanguages(db: Db, churchId: number): ServiceLanguage[] {
  return db.select({ language: churchLanguages.language }).from(churchLanguages).where(eq(churchLanguages.churchId, churchId)).all().map((r) => r.language);
}

export function replaceChurchLanguages(db: Db, churchId: number, languages: ServiceLanguage[]): void {
  db.delete(churchLanguages).where(eq(churchLanguages.churchId, churchId)).run();
  if (languages.length) db.insert(churchLanguages).values(languages.map((language) => ({ churchId, language }))).run();
}

/** A paid plan's state on the church: featured while paid, premium while a premium plan is paid, neither after (docs/decisions/0033-plans.md). */
export function setChurchPaidState(db: Db, churchId: number, paidUntil: Date | null, premium: boolean): void {
  db.update(churches).set({ paidUntil, featured: paidUntil !== null, isPremium: paidUntil !== null && premium }).where(eq(churches.id, churchId)).run();
}

/** Churches whose paid period has passed (the expiry job looks at them again). */
export function selectLapsedChurches(db: Db, now: Date) {
  return db.select({ id: churches.id }).from(churches).where(and(isNotNull(churches.paidUntil), lt(churches.paidUntil, now))).limit(500).all();
}

/**
 * The statements a page of churches reads its rows with: prepared once per database, the page's
 * ids passed as one JSON array (json_each), since an IN list of the page's length would make a
 * new statement each time (docs/decisions/0015-table-owners-and-data-version.md, answers).
 */
function buildPageStatements(db: Db) {
  const inPage = (column: typeof weeklyServices.churchId | typeof specialServices.churchId | typeof churchLanguages.churchId | typeof churchFacts.churchId | typeof churchVisitInfo.churchId) =>
    sql`${column} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`;
  return {
    languages: db.select().from(churchLanguages).where(inPage(churchLanguages.churchId)).prepare(),
    facts: db.select().from(churchFacts).where(inPage(churchFacts.churchId)).prepare(),
    visitInfo: db.select().from(churchVisitInfo).where(inPage(churchVisitInfo.churchId)).prepare(),
    weekly: db.select().from(weeklyServices).where(inPage(weeklyServices.churchId)).orderBy(asc(weeklyServices.churchId), asc(weeklyServices.position)).prepare(),
    special: db
      .select()
      .from(specialServices)
      .where(and(inPage(specialServices.churchId), gte(specialServices.date, sql.placeholder("fromDate"))))
      .orderBy(asc(specialServices.date), asc(specialServices.time), asc(specialServices.id))
      .prepare(),
  };
}
const pageStatementCache = new WeakMap<Db, ReturnType<typeof buildPageStatements>>();
function pageStatements(db: Db) {
  let statements = pageStatementCache.get(db);
  if (!statements) pageStatementCache.set(db, (statements = buildPageStatements(db)));
  return statements;
}

/** The weekly service rows of each church, in the church's order: one query for a page of churches. */
export function selectWeeklyServices(db: Db, churchIds: number[]): Map<number, ServiceRow[]> {
  const byChurch = new Map<number, ServiceRow[]>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).weekly.all({ ids: JSON.stringify(churchIds) })) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), toServiceRow(row)]);
  return byChurch;
}

/** The special services of each church on or after a day ('YYYY-MM-DD'), by date and time. */
export function selectSpecialServices(db: Db, churchIds: number[], fromDate: string): Map<number, SpecialService[]> {
  const byChurch = new Map<number, SpecialService[]>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).special.all({ ids: JSON.stringify(churchIds), fromDate })) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), toSpecialService(row)]);
  return byChurch;
}

/** The yes/no facts each church said, by church id. */
export function selectChurchFacts(db: Db, churchIds: number[]): Map<number, Map<FactKey, boolean>> {
  const byChurch = new Map<number, Map<FactKey, boolean>>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).facts.all({ ids: JSON.stringify(churchIds) })) {
    let facts = byChurch.get(row.churchId);
    if (!facts) byChurch.set(row.churchId, (facts = new Map()));
    facts.set(row.fact, row.value);
  }
  return byChurch;
}

/** The practical facts of each church that said any, by church id. */
export function selectVisitInfo(db: Db, churchIds: number[]): Map<number, PracticalFacts> {
  if (!churchIds.length) return new Map();
  return new Map(pageStatements(db).visitInfo.all({ ids: JSON.stringify(churchIds) }).map(({ churchId, ...info }) => [churchId, info]));
}

/** Replaces a church's facts: `said` holds only the facts it said; `info` null when it said nothing practical. */
export function replaceVisitFacts(db: Db, churchId: number, said: [FactKey, boolean][], info: PracticalFacts | null): void {
  db.delete(churchFacts).where(eq(churchFacts.churchId, churchId)).run();
  if (said.length) db.insert(churchFacts).values(said.map(([fact, value]) => ({ churchId, fact, value }))).run();
  db.delete(churchVisitInfo).where(eq(churchVisitInfo.churchId, churchId)).run();
  if (info) db.insert(churchVisitInfo).values({ churchId, ...info }).run();
}

export function replaceWeeklyServices(db: Db, churchId: number, rows: readonly ServiceRow[]): void {
  db.delete(weeklyServices).where(eq(weeklyServices.churchId, churchId)).run();
  if (rows.length) db.insert(weeklyServices).values(weeklyInserts(churchId, rows)).run();
}

export function replaceSpecialServices(db: Db, churchId: number, rows: readonly SpecialService[]): void {
  db.delete(specialServices).where(eq(specialServices.churchId, churchId)).run();
  if (rows.length) db.insert(specialServices).values(specialInserts(churchId, rows)).run();
}

/**
 * An occasion's special services from `first` to `last` ('YYYY-MM-DD') of approved churches, by
 * date and time, bounded; the church's name, address and place for the holiday page. `languages`
 * narrows to those languages (the index on occasion and date comes first).
 */
export function selectOccasionServices(db: Db, occasion: Occasion, first: string, last: string, languages: readonly ServiceLanguage[] | undefined, limit: number) {
  return db
    .select({
      churchId: churches.id,
      name: churches.name,
      slug: churches.slug,
      address: churches.address,
      zip: churches.zip,
      latitude: churches.latitude,
      longitude: churches.longitude,
      date: specialServices.date,
      time: specialServices.time,
      durationMinutes: specialServices.durationMinutes,
      language: specialServices.language,
      title: specialServices.title,
      note: specialServices.note,
    })
    .from(specialServices)
    .innerJoin(churches, eq(churches.id, specialServices.churchId))
    .where(
      and(
        eq(specialServices.occasion, occasion),
        gte(specialServices.date, first),
        lte(specialServices.date, last),
        eq(churches.status, "approved"),
        languages ? inArray(specialServices.language, [...languages]) : undefined,
      ),
    )
    .orderBy(asc(specialServices.date), asc(specialServices.time), asc(churches.name), asc(specialServices.id))
    .limit(limit)
    .all();
}

/** The centre of the approved churches with a ZIP code and a place on the map, or undefined when there are none. */
export function selectZipCentre(db: Db, zip: string): { lat: number; lng: number } | undefined {
  const row = db
    .select({ lat: sql<number | null>`avg(${churches.latitude})`, lng: sql<number | null>`avg(${churches.longitude})` })
    .from(churches)
    .where(and(eq(churches.status, "approved"), eq(churches.zip, zip), isNotNull(churches.latitude), isNotNull(churches.longitude)))
    .get();
  return row?.lat == null || row.lng == null ? undefined : { lat: row.lat, lng: row.lng };
}

/** The approved premium churches' ids, in order: read from their own index, not from every church. */
export function selectPremiumChurchIds(db: Db): number[] {
  return db
    .select({ id: churches.id })
    .from(churches)
    .where(and(eq(churches.isPremium, true), eq(churches.status, "approved")))
    .orderBy(asc(churches.id))
    .all()
    .map((r) => r.id);
}

/** The names of the churches among `ids`, by id. */
export function selectChurchNames(db: Db, ids: readonly number[]): Map<number, string> {
  if (!ids.length) return new Map();
  return new Map(db.select({ id: churches.id, name: churches.name }).from(churches).where(inArray(churches.id, [...ids])).all().map((r) => [r.id, r.name]));
}

/** The report data of the approved premium churches among `ids`: who gets a monthly report (docs/product.md, Monthly reports). */
export function selectReportChurches(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: churches.id,
      slug: churches.slug,
      name: churches.name,
      ownerId: churches.ownerId,
      denominationId: churches.denominationId,
      areaId: churches.areaId,
      worshipStyle: churches.worshipStyle,
      isPremium: churches.isPremium,
      servicesConfirmedAt: churches.servicesConfirmedAt,
    })
    .from(churches)
    .where(and(eq(churches.status, "approved"), inArray(churches.id, [...ids])))
    .orderBy(asc(churches.id))
    .all();
}
