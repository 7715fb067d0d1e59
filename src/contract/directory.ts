import { filtersToQuery, MAX_PAGE, type CardChurch, type ChurchFilters } from "./churches";
import { FILTER_TEXT_MAX, readFilters, writeFilters } from "./directory-filters";
import type { Point } from "./distance";
import { formatNear, MAX_RADIUS_MILES, NEAR_MESSAGE, parseNear, RADIUS_MESSAGE } from "./near-text";
import { orderOf, readOption, SORT_MESSAGE, SORT_NEEDS_NEAR_MESSAGE, SORTS, TO_BEFORE_FROM_MESSAGE, type Sort } from "./service-search";

// The directory's query and results, shared by the page loader, GET /api/directory and the island
// (docs/decisions/0006-directory-choices.md, docs/decisions/0023-service-search.md). No validator
// library: the island ships this file.

/** The directory's state in the URL and in the island: filters, place, order, page and view. */
export interface DirectoryQuery extends ChurchFilters {
  /** A typed place, a ZIP code or an address, that the server resolves to a point; it wins over `near`. */
  location?: string;
  sort?: Sort;
  page: number;
  view: "grid" | "list";
}

/**
 * What the directory shows, merged once on the server: a page of the matches as one list, featured
 * first (split into the page's featured churches and its others), and the count of all matches.
 */
/** A box in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface DirectoryResults {
  featured: CardChurch[];
  others: CardChurch[];
  page: number;
  pageCount: number;
  total: number;
  /** The total is an estimate, rounded: a search among many churches (docs/decisions/0097-walk-by-name.md). */
  totalEstimated?: true;
  /**
   * The box the map fits (docs/decisions/0060-bulk-update-and-map-view.md): every match's pin and,
   * around a place, the search radius; absent for the whole directory, which opens on downtown.
   */
  bounds?: MapBounds;
  /** The place searched around ('Within 5 miles of 78205') and its point, for the map. */
  near?: { label: string; point: Point };
  /** What the page could not use, in words naming the field: shown near the filters. */
  problems: string[];
}

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= FILTER_TEXT_MAX ? trimmed : undefined;
}

/**
 * The directory's query from a URL's search parameters, and what it could not use. Never fails:
 * a value GET /api/churches would refuse is left out. The filters are read by their declarations
 * (src/contract/directory-filters.ts): those the directory names (a day, a time, a kind, a fact)
 * are named in `problems`, the others left out quietly (decision 0006); so are a bad place,
 * radius or order. A page that is not a whole number from 1 to MAX_PAGE is page 1.
 */
export function readDirectoryQuery(params: URLSearchParams): { query: DirectoryQuery; problems: string[] } {
  const { filters, problems: unread } = readFilters((name) => params.getAll(name));
  const problems = unread.filter((p) => p.said).map((p) => p.problem);
  /** A value read by `read`, or a problem when it was given and could not be read. */
  const field = <T>(name: string, read: (value: string) => T | undefined, message: string): T | undefined => {
    const raw = params.get(name)?.trim();
    if (!raw) return undefined;
    const value = read(raw);
    if (value === undefined) problems.push(message);
    return value;
  };
  if (filters.from && filters.to && filters.to < filters.from) {
    problems.push(TO_BEFORE_FROM_MESSAGE);
    delete filters.to;
  }
  const page = Number(params.get("page"));
  const near = field("near", parseNear, NEAR_MESSAGE);
  // A ZIP code typed where a name goes (the home page's box, the search field) searches around it:
  // addresses seldom hold their ZIP, and nearest first is what someone typing one wants (docs/decisions/0063-visitor-polish.md).
  const zip = !params.get("location")?.trim() && !near && filters.search !== undefined && /^\d{5}$/.test(filters.search) ? filters.search : undefined;
  if (zip) delete filters.search;
  const location = text(params.get("location")) ?? zip;
  let sort = field("sort", (v) => readOption(SORTS, v), SORT_MESSAGE);
  if (sort === "distance" && !near && !location) {
    problems.push(SORT_NEEDS_NEAR_MESSAGE);
    sort = undefined;
  }
  const query: DirectoryQuery = {
    ...filters,
    location,
    near: location ? undefined : near,
    radius: field("radius", readRadius, RADIUS_MESSAGE),
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    view: params.get("view") === "list" ? "list" : "grid",
  };
  return { query, problems };
}

/** Whether the directory searches around a place (typed, or the browser's position): then it lists nearest first unless asked otherwise. */
export const hasDirectoryPlace = (query: Pick<DirectoryQuery, "location" | "near">) => query.location !== undefined || query.near !== undefined;

/** The order the directory's list is in: the one asked, else nearest first with a place, else by name. */
export const directoryOrder = (query: Pick<DirectoryQuery, "location" | "near" | "sort">) => orderOf(query.sort, hasDirectoryPlace(query));

const readRadius = (text: string) => {
  const miles = Number(text);
  return Number.isFinite(miles) && miles >= 1 && miles <= MAX_RADIUS_MILES ? miles : undefined;
};

/** The directory's query from a URL's search parameters (see readDirectoryQuery). */
export const parseDirectoryQuery = (params: URLSearchParams): DirectoryQuery => readDirectoryQuery(params).query;

/** The filters alone, as a search part (for the map): a typed place as the point it resolved to. */
export function mapSearch(query: DirectoryQuery, resolved: Point | undefined): string {
  return filtersToQuery({ ...filterParams(query), near: query.location ? (resolved && formatNear(resolved)) : query.near && formatNear(query.near) });
}

function filterParams(query: DirectoryQuery): Record<string, string | number | undefined> {
  // Each filter as its declaration writes it (lists comma-separated: 'access=step-free,asl').
  return { ...writeFilters(query), radius: query.radius };
}

/** The query as a URL's search part, defaults left out: what parseDirectoryQuery reads back. */
export function directorySearch(query: DirectoryQuery): string {
  return filtersToQuery({
    ...filterParams(query),
    location: query.location,
    near: query.near && formatNear(query.near),
    sort: query.sort,
    page: query.page > 1 ? query.page : undefined,
    view: query.view === "list" ? "list" : undefined,
  });
}
