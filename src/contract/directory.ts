import { FILTER_KEYS, FILTER_TEXT_MAX, filtersToQuery, MAX_PAGE, type CardChurch, type ChurchFilters } from "./churches";
import type { Point } from "./distance";
import { formatNear, MAX_RADIUS_MILES, NEAR_MESSAGE, parseNear, RADIUS_MESSAGE } from "./near-text";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "./options";
import {
  DAY_FILTERS,
  DAY_MESSAGE,
  FROM_MESSAGE,
  KIND_MESSAGE,
  readClock,
  readOption,
  SORT_MESSAGE,
  SORT_NEEDS_NEAR_MESSAGE,
  SORTS,
  TO_BEFORE_FROM_MESSAGE,
  TO_MESSAGE,
  type Sort,
} from "./service-search";
import { SERVICE_KINDS } from "./service-times/options";
import { ACCESS_FACTS, accessMessage, FAMILY_FACTS, familyMessage, joinedParam, readFactList } from "./visit-facts";

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
export interface DirectoryResults {
  featured: CardChurch[];
  others: CardChurch[];
  page: number;
  pageCount: number;
  total: number;
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
 * a value GET /api/churches would refuse is left out. Unknown worship styles and languages and
 * over-long texts are left out quietly (decision 0006); a bad day, time, kind, place, radius or
 * order is named in `problems`. A page that is not a whole number from 1 to MAX_PAGE is page 1.
 */
export function readDirectoryQuery(params: URLSearchParams): { query: DirectoryQuery; problems: string[] } {
  const problems: string[] = [];
  /** A value read by `read`, or a problem when it was given and could not be read. */
  const field = <T>(name: string, read: (value: string) => T | undefined, message: string): T | undefined => {
    const raw = params.get(name)?.trim();
    if (!raw) return undefined;
    const value = read(raw);
    if (value === undefined) problems.push(message);
    return value;
  };
  /** Visit facts, from a list or from checkboxes (the name repeated). */
  const facts = <K extends string>(name: string, keys: readonly K[], message: string): K[] | undefined => {
    const list = readFactList(keys, joinedParam(params, name));
    if (list === null) problems.push(message);
    return list ?? undefined;
  };
  const page = Number(params.get("page"));
  const from = field("from", readClock, FROM_MESSAGE);
  let to = field("to", readClock, TO_MESSAGE);
  if (from && to && to < from) {
    problems.push(TO_BEFORE_FROM_MESSAGE);
    to = undefined;
  }
  const location = text(params.get("location"));
  const near = field("near", parseNear, NEAR_MESSAGE);
  let sort = field("sort", (v) => readOption(SORTS, v), SORT_MESSAGE);
  if (sort === "distance" && !near && !location) {
    problems.push(SORT_NEEDS_NEAR_MESSAGE);
    sort = undefined;
  }
  const query: DirectoryQuery = {
    search: text(params.get("search")),
    denomination: text(params.get("denomination")),
    area: text(params.get("area")),
    worshipStyle: readOption(WORSHIP_STYLES, params.get("worshipStyle") ?? ""),
    language: readOption(SERVICE_LANGUAGES, params.get("language") ?? ""),
    day: field("day", (v) => readOption(DAY_FILTERS, v), DAY_MESSAGE),
    from,
    to,
    kind: field("kind", (v) => readOption(SERVICE_KINDS, v), KIND_MESSAGE),
    access: facts("access", ACCESS_FACTS, accessMessage),
    family: facts("family", FAMILY_FACTS, familyMessage),
    location,
    near: location ? undefined : near,
    radius: field("radius", readRadius, RADIUS_MESSAGE),
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    view: params.get("view") === "list" ? "list" : "grid",
  };
  return { query, problems };
}

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
  // Lists (visit facts) travel comma-separated: 'access=step-free,asl'.
  return { ...Object.fromEntries(FILTER_KEYS.map((key) => [key, Array.isArray(query[key]) ? query[key].join(",") : query[key]])), radius: query.radius };
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
