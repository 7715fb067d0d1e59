import { FILTER_KEYS, FILTER_TEXT_MAX, filtersToQuery, MAX_PAGE, type CardChurch, type ChurchFilters } from "./churches";
import { SERVICE_LANGUAGES, WORSHIP_STYLES } from "./options";

// The directory's query and results, shared by the page loader, GET /api/directory and the island
// (docs/decisions/0006-directory-choices.md). No validator library: the island ships this file.

/** The directory's state in the URL and in the island: filters, page and view. */
export interface DirectoryQuery extends ChurchFilters {
  page: number;
  view: "grid" | "list";
}

/**
 * What the directory shows, merged once on the server: a page of the matching featured churches
 * over a page of the others (both page together), and the count of all matches.
 */
export interface DirectoryResults {
  featured: CardChurch[];
  others: CardChurch[];
  page: number;
  pageCount: number;
  total: number;
}

/** An option typed in any case, in its canonical spelling (as the API's schemas read it). */
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => {
  const typed = value?.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === typed);
};

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= FILTER_TEXT_MAX ? trimmed : undefined;
}

/**
 * The directory's query from a URL's search parameters. Never fails: a value GET /api/churches
 * would refuse (too long, an unknown worship style or language) is left out, and a page that is
 * not a whole number from 1 to MAX_PAGE is page 1.
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const page = Number(params.get("page"));
  return {
    search: text(params.get("search")),
    denomination: text(params.get("denomination")),
    area: text(params.get("area")),
    worshipStyle: oneOf(WORSHIP_STYLES, params.get("worshipStyle")),
    language: oneOf(SERVICE_LANGUAGES, params.get("language")),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** The filters alone (for the map). */
export function directoryFilters(query: DirectoryQuery): ChurchFilters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, query[key]])) as ChurchFilters;
}

/** The query as a URL's search part, defaults left out: what parseDirectoryQuery reads back. */
export function directorySearch(query: DirectoryQuery): string {
  return filtersToQuery({ ...directoryFilters(query), page: query.page > 1 ? query.page : undefined, view: query.view === "list" ? "list" : undefined });
}
