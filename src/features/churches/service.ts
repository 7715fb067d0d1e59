import { translateMessage } from "../../contract/i18n/validation-text";
import {
  API_DEFAULT_LIMIT,
  DIRECTORY_PAGE_SIZE,
  FEATURED_LIMIT,
  MAP_POINT_LIMIT,
  toCardChurch,
  type ChurchFilters,
  type ChurchProfile,
  type MapPoint,
  type PublicChurch,
} from "../../contract/churches";
import { PREMIUM_FIELDS } from "../../contract/church-form";
import { readDirectoryQuery, type DirectoryQuery, type DirectoryResults } from "../../contract/directory";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { slugify } from "../../lib/slug";
import { memoByVersion } from "../../db/data-version";
import {
  anyDemoChurch,
  countChurches,
  countTextMatches,
  insertChurch,
  selectApprovedChurch,
  selectChurchNames,
  selectChurchById,
  selectAreas,
  selectChurchPage,
  selectDenominations,
  selectLanguages,
  selectMapPoints,
  selectPremiumChurchIds,
  selectReportChurches,
  slugTaken,
  updateChurch,
  type ChurchInsert,
  type ChurchRow,
  type ResolvedFilters,
  type StoredChurch,
} from "./queries";
import { ftsQuery } from "../../lib/fts";
import { labelsExpireAt } from "../../lib/service-times/expiry";
import { boundingBox, EARTH_RADIUS_MILES, haversineMiles, type Point } from "../../contract/distance";
import { DEFAULT_RADIUS_MILES } from "../../contract/near";
import { nearLabel, searchesService, serviceFilterOf, type DayFilter, type Sort } from "../../contract/service-search";
import { centralClock } from "../../contract/service-times/calendar-days";
import { SPOKEN_IN } from "../../contract/service-times/match";
import { serviceLabel, soonestMatch } from "../../contract/service-times/next";
import { WEEKDAYS, type Weekday } from "../../contract/service-times/options";
import { toMinutes } from "../../contract/service-times/time";
import { onMapGrid, type MapBox } from "./map-query";
import { resolvePlace } from "./places";
import { churchServices, serviceAnswer, type ChurchServices } from "./service-times";
import { factsSaidYes, shownVisitFacts, storedVisitFacts } from "./visit-facts";
import type { FactKey } from "../../contract/visit-facts";
import type { Lang } from "../../contract/i18n/lang";

export { approvedChurchExists } from "./queries";
export { setChurchVisitFacts, storedVisitFacts, visitFactsToSave } from "./visit-facts";
export { churchServices, confirmServices, occasionServices, serviceAnswer, servicesOfBody, servicesUnchanged, setChurchServices, type ChurchServices, type ServiceAnswer } from "./service-times";
// A church's own row, by id or by owner, any status: for the features that manage churches.
export {
  countOwnedChurches,
  selectChurchById,
  selectChurchLanguages,
  selectLapsedChurches,
  selectOwnersChurch,
  setChurchPaidState,
  type ChurchInsert,
  type StoredChurch,
} from "./queries";

const demoFlags = memoByVersion<"demo", boolean>();

/** Whether demo rows exist, asked once per data version (every page's shell shows it). */
export function hasDemoData(db: Db): boolean {
  return demoFlags(db, "demo", () => anyDemoChurch(db));
}

const coordinate = (value: number | null) => (value === null ? null : String(value));

/** Denomination and area names by id and ids by name, read once per data version. */
interface Taxonomy {
  denominations: { id: number; name: string }[];
  areas: { id: number; name: string }[];
  denominationName: Map<number, string>;
  areaName: Map<number, string>;
  denominationId: Map<string, number>;
  areaId: Map<string, number>;
}
const taxonomies = memoByVersion<"taxonomy", Taxonomy>();

function taxonomy(db: Db): Taxonomy {
  return taxonomies(db, "taxonomy", () => {
    const denominations = selectDenominations(db);
    const areas = selectAreas(db);
    return {
      denominations,
      areas,
      denominationName: new Map(denominations.map((d) => [d.id, d.name])),
      areaName: new Map(areas.map((a) => [a.id, a.name])),
      denominationId: new Map(denominations.map((d) => [d.name.toLowerCase(), d.id])),
      areaId: new Map(areas.map((a) => [a.name.toLowerCase(), a.id])),
    };
  });
}

/** What a list of churches is asked for: the filters, featured or not, and the order. */
export type ChurchSearch = ChurchFilters & { featured?: boolean; sort?: Sort };

/** The weekdays a day filter means at `now`: 'today' and 'weekend' on San Antonio's calendar. */
function daysOf(day: DayFilter, now: Date): Weekday[] {
  if (day === "today") return [centralClock(now).day];
  if (day === "weekend") return ["saturday", "sunday"];
  return [day];
}

/** Minutes since Sunday 00:00 on San Antonio's wall clock. */
function weekMinute(now: Date): number {
  const clock = centralClock(now);
  return WEEKDAYS.indexOf(clock.day) * 1440 + toMinutes(clock.time);
}

const RADIANS = Math.PI / 180;

/**
 * Above this many text matches a list by name walks its index and keeps the matches: 'baptist'
 * finds 57,000 of 380,000 churches, and reading and sorting them all took 110 ms where the walk
 * takes 10; below it, reading the few matches is quicker than a walk that may pass a third of the
 * country before the first one (docs/decisions/0042-whole-country-bench.md).
 */
const BROAD_MATCH = 5000;
const textMatchCounts = memoByVersion<string, number>(1000);
const textMatches = (db: Db, match: string) => textMatchCounts(db, match, () => countTextMatches(db, match));

/** Resolves names to ids, search text to an FTS query, day words to weekdays and a place to its box; null when nothing can match. */
function resolve(db: Db, filters: ChurchSearch, now: Date): ResolvedFilters | null {
  const t = taxonomy(db);
  const resolved: ResolvedFilters = { worshipStyle: filters.worshipStyle, language: filters.language, featured: filters.featured };
  if (filters.denomination) {
    resolved.denominationId = t.denominationId.get(filters.denomination.toLowerCase());
    if (resolved.denominationId === undefined) return null;
  }
  if (filters.area) {
    resolved.areaId = t.areaId.get(filters.area.toLowerCase());
    if (resolved.areaId === undefined) return null;
  }
  if (filters.search) {
    const match = ftsQuery(filters.search);
    if (!match) return null;
    resolved.match = match;
    if (textMatches(db, match) > BROAD_MATCH) resolved.broadMatch = true;
  }
  if (searchesService(filters)) {
    resolved.service = {
      days: filters.day ? daysOf(filters.day, now) : undefined,
      from: filters.from,
      to: filters.to,
      kind: filters.kind,
      languages: filters.language ? [...SPOKEN_IN[filters.language]] : undefined,
    };
  }
  if (filters.near) {
    const radius = filters.radius ?? DEFAULT_RADIUS_MILES;
    const { lat, lng } = filters.near;
    // The haversine term of the radius: sin²(angle / 2).
    const hMax = Math.sin(radius / EARTH_RADIUS_MILES / 2) ** 2;
    resolved.near = { latRad: lat * RADIANS, lngRad: lng * RADIANS, cosLat: Math.cos(lat * RADIANS), hMax, ...boundingBox(filters.near, radius) };
  }
  // Distance without a place has nothing to measure from: the API refuses it, others get names.
  if (filters.sort === "time" || (filters.sort === "distance" && filters.near)) resolved.sort = filters.sort;
  if (filters.sort === "time") resolved.weekMinute = weekMinute(now);
  const facts = [...(filters.access ?? []), ...(filters.family ?? [])];
  if (facts.length) resolved.facts = facts;
  return resolved;
}

type ListedRow = ChurchRow | (Omit<ChurchRow, "distanceMiles"> & { distanceMiles?: undefined });

/**
 * Rows as answers show them, at `now`: the next service and its label; with a search, the
 * distance (two decimals) and the matching service.
 */
function toPublic<R extends ListedRow>(
  rows: R[],
  db: Db,
  now: Date,
  search: ChurchSearch = {},
): (Omit<R, "latitude" | "longitude" | "denominationId" | "areaId" | "servicesConfirmedAt" | "distanceMiles"> & PublicChurch)[] {
  const t = taxonomy(db);
  const ids = rows.map((r) => r.id);
  const languages = selectLanguages(db, ids);
  const services = churchServices(db, ids, now);
  const facts = storedVisitFacts(db, ids);
  const filter = searchesService(search) ? serviceFilterOf(search) : null;
  return rows.map(({ denominationId, areaId, latitude, longitude, servicesConfirmedAt, distanceMiles, ...row }) => {
    const answer = serviceAnswer(services.get(row.id)!, now);
    return {
      ...row,
      denomination: denominationId === null ? null : (t.denominationName.get(denominationId) ?? null),
      area: areaId === null ? null : (t.areaName.get(areaId) ?? null),
      latitude: coordinate(latitude),
      longitude: coordinate(longitude),
      ...answer,
      nextServiceLabel: answer.nextService ? serviceLabel(answer.nextService, now) : null,
      ...(filter ? { matchingService: soonestMatch(answer.serviceTimes, filter, now) } : {}),
      ...(distanceMiles === undefined || distanceMiles === null ? {} : { distanceMiles: Math.round(distanceMiles * 100) / 100 }),
      servicesConfirmedAt: servicesConfirmedAt?.toISOString() ?? null,
      languages: languages.get(row.id) ?? [],
      ...shownVisitFacts(facts.get(row.id)!, services.get(row.id)!.weekly),
    };
  });
}

export interface ChurchPage {
  churches: PublicChurch[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * How many churches match, per filters and data version: a count reads every match (all the
 * churches for the whole directory), a page by name only its own rows, so the same filters asked
 * with another page, order or query string count once (docs/decisions/0042-whole-country-bench.md).
 */
const counts = memoByVersion<string, number>(1000);

function countOf(db: Db, resolved: ResolvedFilters): number {
  const { sort: _sort, weekMinute: _weekMinute, ...filters } = resolved;
  return counts(db, JSON.stringify(filters), () => countChurches(db, resolved));
}

/** GET /api/churches: matching approved churches in the order asked (by name unless said), one bounded page. */
export function listChurches(db: Db, filters: ChurchSearch, page = 1, limit = API_DEFAULT_LIMIT, now = new Date()): ChurchPage {
  const resolved = resolve(db, filters, now);
  if (!resolved) return { churches: [], total: 0, page, pageCount: 1 };
  const { rows, total: counted } = selectChurchPage(db, resolved, limit, (page - 1) * limit);
  // A short first page is the whole list: no count needed.
  const total = counted ?? (page === 1 && rows.length < limit ? rows.length : countOf(db, resolved));
  return { churches: toPublic(rows, db, now, filters), total, page, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * When a GET /api/churches answer built at `now` stops being true at the same data version
 * (docs/decisions/0041-api-answer-cache.md): at the soonest next-service label's change, and, when
 * the order or the matching services count from now, at the next minute.
 */
export function listExpiresAt(result: ChurchPage, filters: ChurchSearch, now: Date): number {
  const labels = labelsExpireAt(result.churches.map((c) => c.nextService), now).getTime();
  if (filters.sort !== "time" && !searchesService(filters)) return labels;
  return Math.min(labels, Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);
}

/**
 * Query results by filters, order and page, for the current data version and minute: many URLs
 * show the same directory data (grid or list, tracking parameters), a write drops them all, and
 * the next-service labels and 'today' change only on the minute (services start on one).
 */
const directoryMemo = memoByVersion<string, { results: DirectoryResults; expiresAt: Date }>(500);

/**
 * One directory page of churches (the place already a point), as GET /api/directory answers it
 * and the page renders it, and when its next-service labels go stale.
 */
export function directoryResults(db: Db, query: Omit<DirectoryQuery, "view" | "location">, now = new Date(), lang: Lang = "en"): { results: DirectoryResults; expiresAt: Date } {
  const clock = centralClock(now);
  const { search, denomination, area, worshipStyle, language, day, from, to, kind, near, radius, sort, page, access, family } = query;
  const key = JSON.stringify([lang, search, denomination, area, worshipStyle, language, day, from, to, kind, near, radius, sort, page, access, family, clock.date, clock.time]);
  return directoryMemo(db, key, () => queryDirectory(db, query, query.page, now, lang));
}

/**
 * A directory page of the matches as one list, featured churches first, then the others
 * (docs/decisions/0028-phone-directory.md): page 2 goes on where page 1 stopped.
 */
function queryDirectory(db: Db, filters: ChurchSearch, page: number, now: Date, lang: Lang): { results: DirectoryResults; expiresAt: Date } {
  const start = (page - 1) * DIRECTORY_PAGE_SIZE;
  const featured = churchSlice(db, { ...filters, featured: true }, start, DIRECTORY_PAGE_SIZE, now);
  const others = churchSlice(db, { ...filters, featured: false }, Math.max(0, start - featured.total), DIRECTORY_PAGE_SIZE - featured.churches.length, now);
  const total = featured.total + others.total;
  const results = {
    featured: featured.churches.map((church) => toCardChurch(church, lang, now)),
    others: others.churches.map((church) => toCardChurch(church, lang, now)),
    page,
    pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
    total,
    problems: [],
  };
  return { results, expiresAt: labelsExpireAt([...featured.churches, ...others.churches].map((c) => c.nextService), now) };
}

/** `limit` matching churches from `offset` on, and the count of all matches. */
function churchSlice(db: Db, filters: ChurchSearch, offset: number, limit: number, now: Date): { churches: PublicChurch[]; total: number } {
  const resolved = resolve(db, filters, now);
  if (!resolved) return { churches: [], total: 0 };
  const { rows, total } = limit > 0 ? selectChurchPage(db, resolved, limit, offset) : { rows: [], total: undefined };
  return { churches: toPublic(rows, db, now, filters), total: total ?? countOf(db, resolved) };
}

/**
 * The directory for a URL's query: its typed place resolved, the results, the place as the page
 * says it, and every value it could not use. An unknown place finds nothing and says so.
 */
export async function searchDirectory(
  db: Db,
  geocoderUrl: string,
  params: URLSearchParams,
  now = new Date(),
  lang: Lang = "en",
): Promise<{ query: DirectoryQuery; results: DirectoryResults; expiresAt: Date }> {
  const read = readDirectoryQuery(params);
  const { query } = read;
  // The problems are the contract's English texts; the page and the API say them in the reader's language.
  const problems = read.problems.map((problem) => translateMessage(problem, lang));
  const place = query.location ? await resolvePlace(db, geocoderUrl, query.location) : undefined;
  if (place && "problem" in place) {
    const results = { featured: [], others: [], page: 1, pageCount: 1, total: 0, problems: [...problems, translateMessage(place.problem, lang)] };
    return { query, results, expiresAt: labelsExpireAt([], now) };
  }
  const point = place?.point ?? query.near;
  const { results, expiresAt } = directoryResults(db, { ...query, near: point }, now, lang);
  const near = point && { label: nearLabel(query.radius, query.location, lang), point };
  return { query, results: { ...results, problems, ...(near ? { near } : {}) }, expiresAt };
}


/**
 * The map's pins as the JSON sent, per filters, box and data version: up to 5,000 pins are a
 * quarter of a megabyte to read and write, the same for every visitor until a church changes
 * (docs/decisions/0042-whole-country-bench.md). With a box, the pins in it (the map asks for its
 * view, widened and rounded so nearby views share an answer: docs/decisions/0045-map-pins-in-view.md).
 * 'today' is resolved to its weekday first, so the key changes with the day.
 */
const mapAnswers = memoByVersion<string, string>(200);

export function mapPointsJson(db: Db, filters: ChurchFilters, box?: MapBox, now = new Date()): string {
  const resolved = resolve(db, filters, now);
  if (!resolved) return "[]";
  const { sort: _sort, weekMinute: _weekMinute, ...key } = resolved;
  const answer = () => JSON.stringify(selectMapPoints(db, resolved, MAP_POINT_LIMIT, box).map((p): MapPoint => [p.id, p.latitude!, p.longitude!, p.featured ? 1 : 0, p.name]));
  // Only the boxes the map asks (on its quarter-degree grid) are remembered: any other box is
  // answered as asked, so a client sending many boxes cannot push the shared ones out.
  return !box || onMapGrid(box) ? mapAnswers(db, JSON.stringify([key, box ?? null]), answer) : answer();
}

/** A church by numeric id or slug (docs/product.md V7: /church/{id or slug}); approved only; with `near`, its distance from there. */
export function findChurch(db: Db, idOrSlug: string, near?: Point): ChurchProfile | null {
  const key = /^\d{1,12}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
  const row = selectApprovedChurch(db, key);
  if (!row) return null;
  // Premium fields are a paid feature: a church without premium keeps them stored, unshown.
  if (!row.isPremium) for (const field of PREMIUM_FIELDS) if (field in row) (row as Record<string, unknown>)[field] = null;
  const church = toPublic([row], db, new Date())[0]!;
  if (near && row.latitude !== null && row.longitude !== null) {
    church.distanceMiles = Math.round(haversineMiles(near, { lat: row.latitude, lng: row.longitude }) * 100) / 100;
  }
  return church;
}

export function featuredChurches(db: Db, limit = FEATURED_LIMIT): PublicChurch[] {
  return listChurches(db, { featured: true }, 1, limit).churches;
}

export function denominationOptions(db: Db) {
  return taxonomy(db).denominations;
}

export function areaOptions(db: Db) {
  return taxonomy(db).areas;
}

/** A canonical denomination's id by name (any case), or undefined. */
export function denominationIdOf(db: Db, name: string): number | undefined {
  return taxonomy(db).denominationId.get(name.toLowerCase());
}

/** A canonical area's id by name (any case; 'North East' is 'Northeast', docs/product.md D10), or undefined. */
export function areaIdOf(db: Db, name: string): number | undefined {
  const ids = taxonomy(db).areaId;
  return ids.get(name.toLowerCase()) ?? ids.get(name.replace(/\s+/g, "").toLowerCase());
}

export function denominationNameOf(db: Db, id: number | null): string | null {
  return id === null ? null : (taxonomy(db).denominationName.get(id) ?? null);
}

export function areaNameOf(db: Db, id: number | null): string | null {
  return id === null ? null : (taxonomy(db).areaName.get(id) ?? null);
}

/**
 * The user's own church, or 404 when it is not theirs: someone else's church answers exactly as one
 * that does not exist, so ids of pending submissions tell nothing (docs/decisions/0046-hardening-round-3.md).
 */
export function assertOwnsChurch(db: Db, user: { id: number }, id: number): StoredChurch {
  const church = selectChurchById(db, id);
  if (!church || church.ownerId !== user.id) throw notFound("Church not found");
  return church;
}

/** The name's slug, numbered when another church has it already. */
function uniqueSlug(db: Db, name: string): string {
  const base = slugify(name) || "church";
  let slug = base;
  for (let n = 2; slugTaken(db, slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** A new church with a slug of its own from its name; call it inside the caller's transaction. */
export function addChurch(db: Db, row: Omit<ChurchInsert, "slug">): StoredChurch {
  return insertChurch(db, { ...row, slug: uniqueSlug(db, row.name) });
}

/** Changes the church's columns; call it inside the caller's transaction. Services: `setChurchServices`. */
export function changeChurch(db: Db, id: number, columns: Partial<ChurchInsert>): void {
  updateChurch(db, id, columns);
}

/** A premium church as its monthly report reads it: names resolved, its weekly services attached. */
export interface ReportChurch {
  id: number;
  slug: string;
  name: string;
  ownerId: number | null;
  denomination: string | null;
  area: string | null;
  worshipStyle: string | null;
  isPremium: boolean;
  servicesConfirmedAt: Date | null;
  weekly: ChurchServices["weekly"];
  /** The visit facts the church shows as yes (docs/visit-facts.md). */
  facts: ReadonlySet<FactKey>;
}

/** The approved premium churches' ids: the monthly reports take them a few at a time (docs/decisions/0042-whole-country-bench.md). */
export function premiumChurchIds(db: Db): number[] {
  return selectPremiumChurchIds(db);
}

/** The names of the churches among `ids`, by id (a report run names those it skips). */
export function churchNames(db: Db, ids: readonly number[]): Map<number, string> {
  return selectChurchNames(db, ids);
}

/** The approved churches among `ids`, premium or not, with what their reports need. */
export function reportChurches(db: Db, churchIds: readonly number[]): ReportChurch[] {
  const rows = selectReportChurches(db, churchIds);
  const ids = rows.map((r) => r.id);
  const services = churchServices(db, ids);
  const facts = storedVisitFacts(db, ids);
  return rows.map(({ denominationId, areaId, ...row }) => {
    const weekly = services.get(row.id)?.weekly ?? [];
    return { ...row, denomination: denominationNameOf(db, denominationId), area: areaNameOf(db, areaId), weekly, facts: factsSaidYes(shownVisitFacts(facts.get(row.id)!, weekly)) };
  });
}
