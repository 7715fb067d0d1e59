import { translateMessage } from "../../contract/i18n/validation-text";
import { cardOf } from "./cards";
import { API_DEFAULT_LIMIT, DIRECTORY_PAGE_SIZE, FEATURED_LIMIT, MAP_POINT_LIMIT, type ChurchFilters, type MapPoint, type PublicChurch } from "../../contract/churches";
import { readDirectoryQuery, type DirectoryQuery, type DirectoryResults, type MapBounds } from "../../contract/directory";
import { writeFilters } from "../../contract/directory-filters";
import type { Lang } from "../../contract/i18n/lang";
import { nearLabel, orderOf, searchesService } from "../../contract/service-search";
import { centralClock } from "../../contract/service-times/calendar-days";
import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { labelsExpireAt } from "../../lib/service-times/expiry";
import { onMapGrid, type MapBox } from "./map-query";
import { resolvePlace } from "./places";
import { publicChurches } from "./kept-public-churches";
import { countChurches, selectChurchIds, selectChurchRows, selectExtent, selectMapPoints, type ChurchRow } from "./search-queries";
import type { ChurchSearch, ResolvedFilters } from "./resolved-filters";
import { resolve } from "./resolve-filters";

export interface ChurchPage {
  churches: PublicChurch[];
  total: number;
  /** The total is an estimate, rounded (docs/decisions/0097-walk-by-name.md). */
  estimated?: true;
  page: number;
  pageCount: number;
}

/**
 * How many churches match, per filters and data version: a count reads every match (all the
 * churches for the whole directory), a page by name only its own rows, so the same filters asked
 * with another page, order or query string count once (docs/decisions/0042-whole-country-bench.md).
 * Given an estimate (a walk by name among many churches), the estimate is remembered instead, so
 * every page of the search shows the same figure (docs/decisions/0097-walk-by-name.md).
 */
const counts = memoByVersion<string, Count>(1000);
interface Count {
  n: number;
  estimated?: true;
}

function countOf(db: Db, resolved: ResolvedFilters, estimate?: () => number): Count {
  const { sort: _sort, weekMinute: _weekMinute, ...filters } = resolved;
  // An exact count is remembered apart: the featured slice asks for one where the API may have estimated.
  return counts(db, JSON.stringify([filters, estimate === undefined]), () => (estimate === undefined ? { n: countChurches(db, resolved) } : { n: roughly(estimate()), estimated: true }));
}

/** An estimate to two significant figures: 191,936 is about 190,000. */
const roughly = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.round(n / unit) * unit;
};

/** The count of a page's search: the one its pass gave, the page's own when it is a short first page, else counted or estimated. */
function totalOf(db: Db, resolved: ResolvedFilters, page: { ids: unknown[]; total?: number; estimate?: () => number }, offset: number, limit: number): Count {
  if (page.total !== undefined) return { n: page.total };
  if (offset === 0 && page.ids.length < limit) return { n: page.ids.length };
  const count = countOf(db, resolved, page.estimate);
  // An estimate never says fewer than the pages already shown.
  return count.estimated ? { n: Math.max(count.n, offset + page.ids.length), estimated: true } : count;
}

/** GET /api/churches: matching approved churches in the order asked (nearest first with a place, else by name, unless said), one bounded page. */
export function listChurches(db: Db, filters: ChurchSearch, page = 1, limit = API_DEFAULT_LIMIT, now = new Date()): ChurchPage {
  const { ids, rowsOf, ...paging } = listChurchIds(db, filters, page, limit, now);
  return { churches: publicChurches(db, ids, rowsOf, now, filters), ...paging };
}

/**
 * The ids of a page of the list, its paging, and the reader of the rows of any of them: an
 * answer that keeps its churches' parts reads only those it does not hold (list-answer-json.ts).
 */
export function listChurchIds(db: Db, filters: ChurchSearch, page: number, limit: number, now: Date): Omit<ChurchPage, "churches"> & { ids: number[]; rowsOf: (ids: readonly number[]) => ChurchRow[] } {
  const resolved = resolve(db, filters, now);
  if (!resolved) return { ids: [], rowsOf: () => [], total: 0, page, pageCount: 1 };
  const found = selectChurchIds(db, resolved, limit, (page - 1) * limit);
  const { n: total, estimated } = totalOf(db, resolved, found, (page - 1) * limit, limit);
  const rowsOf = (ids: readonly number[]) => selectChurchRows(db, resolved, ids);
  return { ids: found.ids, rowsOf, total, ...(estimated ? { estimated } : {}), page, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/**
 * When a GET /api/churches answer built at `now` stops being true at the same data version
 * (docs/decisions/0041-api-answer-cache.md): at the soonest next-service label's change, and, when
 * the order or the matching services count from now, at the next minute.
 */
export function listExpiresAt(result: ChurchPage, filters: ChurchSearch, now: Date): number {
  return listExpiresAfterLabels(labelsExpireAt(result.churches.map((c) => c.nextService), now).getTime(), filters, now);
}

/** As listExpiresAt, for a list whose labels change at `labels` (kept churches know theirs). */
export function listExpiresAfterLabels(labels: number, filters: ChurchSearch, now: Date): number {
  if (orderOf(filters.sort, filters.near !== undefined) !== "time" && !searchesService(filters)) return labels;
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
  return directoryMemo(db, directoryKey(query, now, lang), () => queryDirectory(db, query, query.page, now, lang));
}

/**
 * The directory memo's key: every declared filter as the URL writes it (docs/filters.md), the place,
 * the order the list is in (asked, or nearest first with a place), page, and San Antonio's minute.
 */
export function directoryKey(query: Omit<DirectoryQuery, "view" | "location">, now: Date, lang: Lang): string {
  const clock = centralClock(now);
  return JSON.stringify([lang, writeFilters(query), query.near, query.radius, orderOf(query.sort, query.near !== undefined), query.page, clock.date, clock.time]);
}

/**
 * A directory page of the matches as one list, featured churches first, then the others
 * (docs/decisions/0028-phone-directory.md): page 2 goes on where page 1 stopped.
 */
function queryDirectory(db: Db, filters: ChurchSearch, page: number, now: Date, lang: Lang): { results: DirectoryResults; expiresAt: Date } {
  const start = (page - 1) * DIRECTORY_PAGE_SIZE;
  const featured = churchSlice(db, { ...filters, featured: true }, start, DIRECTORY_PAGE_SIZE, now, lang, false);
  const others = churchSlice(db, { ...filters, featured: false }, Math.max(0, start - featured.n), DIRECTORY_PAGE_SIZE - featured.churches.length, now, lang, true);
  const total = others.estimated ? roughly(featured.n + others.n) : featured.n + others.n;
  const asked = [...(filters.access ?? []), ...(filters.family ?? [])];
  const results = {
    featured: featured.churches.map((church) => cardOf(church, lang, now, asked)),
    others: others.churches.map((church) => cardOf(church, lang, now, asked)),
    page,
    pageCount: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
    total,
    problems: [],
    // Too many matches to count are too many to fit: the map keeps the whole directory's view.
    ...(others.estimated ? { totalEstimated: true as const } : boundsOf(db, filters, now)),
  };
  return { results, expiresAt: labelsExpireAt([...featured.churches, ...others.churches].map((c) => c.nextService), now) };
}

/** The box around all matches' pins, per filters and data version: like the count, it reads every match. */
const extents = memoByVersion<string, MapBounds | null>(1000);

/**
 * What the directory map fits (docs/decisions/0060-bulk-update-and-map-view.md): the matches' pins
 * and, around a place, the search radius's box. Only when a filter, search or place narrows the
 * list: the whole directory keeps downtown at zoom 11 (docs/product.md V7).
 */
function boundsOf(db: Db, filters: ChurchSearch, now: Date): { bounds?: MapBounds } {
  const narrowed = filters.near !== undefined || Object.values(writeFilters(filters)).some((value) => value !== undefined);
  const resolved = narrowed ? resolve(db, { ...filters, featured: undefined }, now) : null;
  if (!resolved) return {};
  const { sort: _sort, weekMinute: _weekMinute, ...key } = resolved;
  const pins = extents(db, JSON.stringify(key), () => selectExtent(db, resolved));
  const boxes = [pins, resolved.near && { south: resolved.near.south, west: resolved.near.west, north: resolved.near.north, east: resolved.near.east }].filter((box): box is MapBounds => !!box);
  if (boxes.length === 0) return {};
  return {
    bounds: {
      south: Math.min(...boxes.map((b) => b.south)),
      west: Math.min(...boxes.map((b) => b.west)),
      north: Math.max(...boxes.map((b) => b.north)),
      east: Math.max(...boxes.map((b) => b.east)),
    },
  };
}

/**
 * `limit` matching churches from `offset` on (by name in the page's language's order), and the
 * count of all matches: estimated only when `mayEstimate` (the featured churches are counted
 * exactly, since the others' page starts after them).
 */
function churchSlice(db: Db, filters: ChurchSearch, offset: number, limit: number, now: Date, lang: Lang, mayEstimate: boolean): { churches: PublicChurch[] } & Count {
  const resolved = resolve(db, filters, now);
  if (!resolved) return { churches: [], n: 0 };
  // A slice with no room still asks for one church: its walk gives the count or its estimate.
  const found = selectChurchIds(db, resolved, Math.max(limit, 1), offset, lang);
  const count = totalOf(db, resolved, mayEstimate ? found : { ...found, estimate: undefined }, offset, Math.max(limit, 1));
  return { churches: publicChurches(db, found.ids.slice(0, limit), (ids) => selectChurchRows(db, resolved, ids), now, filters), ...count };
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

export function featuredChurches(db: Db, limit = FEATURED_LIMIT): PublicChurch[] {
  return listChurches(db, { featured: true }, 1, limit).churches;
}
