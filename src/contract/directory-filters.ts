import { msg } from "./i18n/msg";
import { SERVICE_LANGUAGES, WORSHIP_STYLES, type ServiceLanguage, type WorshipStyle } from "./options";
import { DAY_FILTERS, DAY_MESSAGE, FROM_MESSAGE, KIND_MESSAGE, readClock, readOption, TO_MESSAGE, type DayFilter } from "./service-search";
import { SERVICE_KINDS, type ServiceKind } from "./service-times/options";
import { ACCESS_FACTS, accessMessage, FAMILY_FACTS, familyMessage, readFactList, type AccessFact, type FamilyFact } from "./visit-facts";

/**
 * The directory's filters, each declared once (docs/filters.md): its URL name, how its values
 * are read (the directory's page, its island and GET /api/churches read them alike), how it is
 * written back into a URL and into the cache's key, and how many filters it sets on 'Filters
 * (n)'. No validator library and no documentation text: the island ships this file. The API's
 * schema is built from the readers (src/contract/church-queries.ts), the SQL from the resolved
 * filters (src/features/churches/search-queries.ts); each filter's line of the API's
 * documentation is in docs/product.md, and a test finds it there.
 */

/** The longest search text, denomination or area name a filter takes. */
export const FILTER_TEXT_MAX = 100;

/** What a reader found: a value, nothing (blank), or the words of a problem. */
export type Read<V> = { value?: V; problem?: string };

export interface FilterDeclaration<N extends string, V> {
  name: N;
  /** The URL's values for the name, in order (a GET form's checkboxes repeat it); blank ones count as none. */
  read: (values: readonly string[]) => Read<V>;
  /**
   * The directory names a value of this filter it cannot use (under the fields), or leaves it
   * out quietly (a text too long, a style or a language it does not know: decision 0006). The
   * API refuses both with the reader's words.
   */
  said: boolean;
  /** The value as a URL writes it (and the cache's key). */
  write: (value: V) => string;
  /** How many filters the value sets on 'Filters (n)' (each ticked fact is one); 0 for the search box, always in sight. */
  weight: (value: V) => number;
}

const SINGLE_LINE = /[\t\n\v\f\r\x85\u2028\u2029]+/g;
const CONTROLS = /\p{Cc}/gu;
const first = (values: readonly string[]) => values.find((v) => v.trim() !== "");

/** One line of text, trimmed, at most FILTER_TEXT_MAX characters. */
const text = (): FilterDeclaration<never, string>["read"] => (values) => {
  const raw = first(values);
  if (raw === undefined) return {};
  const value = raw.replace(SINGLE_LINE, " ").replace(CONTROLS, "").trim();
  if (!value) return {};
  return value.length > FILTER_TEXT_MAX ? { problem: msg("atMostCharacters", `At most ${FILTER_TEXT_MAX} characters`) } : { value };
};
/** One of the options, in any case. */
const option =
  <T extends string>(options: readonly T[], problem: string): FilterDeclaration<never, T>["read"] =>
  (values) => {
    const raw = first(values);
    if (raw === undefined) return {};
    const value = readOption(options, raw);
    return value === undefined ? { problem } : { value };
  };
/** A time of day, 'HH:MM'. */
const clock =
  (problem: string): FilterDeclaration<never, string>["read"] =>
  (values) => {
    const raw = first(values);
    if (raw === undefined) return {};
    const value = readClock(raw);
    return value === undefined ? { problem } : { value };
  };
/** Visit facts that must all be true: a comma-separated list, or the name repeated (docs/visit-facts.md, Search). */
const facts =
  <K extends string>(keys: readonly K[], problem: string): FilterDeclaration<never, K[]>["read"] =>
  (values) => {
    const list = readFactList(keys, values.join(","));
    return list === null ? { problem } : list === undefined ? {} : { value: list };
  };
const one = () => 1;
const same = (value: string) => value;

function declare<N extends string, V>(declaration: FilterDeclaration<N, V>): FilterDeclaration<N, V> {
  return declaration;
}

export const DIRECTORY_FILTERS = [
  declare({ name: "search", read: text(), said: false, write: same, weight: () => 0 }),
  declare({ name: "denomination", read: text(), said: false, write: same, weight: one }),
  declare({ name: "area", read: text(), said: false, write: same, weight: one }),
  declare<"worshipStyle", WorshipStyle>({ name: "worshipStyle", read: option(WORSHIP_STYLES, msg("unknownStyle", "Unknown worship style")), said: false, write: same, weight: one }),
  declare<"language", ServiceLanguage>({ name: "language", read: option(SERVICE_LANGUAGES, msg("unknownLanguage", "Unknown language")), said: false, write: same, weight: one }),
  declare<"day", DayFilter>({ name: "day", read: option(DAY_FILTERS, DAY_MESSAGE), said: true, write: same, weight: one }),
  declare({ name: "from", read: clock(FROM_MESSAGE), said: true, write: same, weight: one }),
  declare({ name: "to", read: clock(TO_MESSAGE), said: true, write: same, weight: one }),
  declare<"kind", ServiceKind>({ name: "kind", read: option(SERVICE_KINDS, KIND_MESSAGE), said: true, write: same, weight: one }),
  declare<"access", AccessFact[]>({ name: "access", read: facts(ACCESS_FACTS, accessMessage), said: true, write: (v) => v.join(","), weight: (v) => v.length }),
  declare<"family", FamilyFact[]>({ name: "family", read: facts(FAMILY_FACTS, familyMessage), said: true, write: (v) => v.join(","), weight: (v) => v.length }),
] as const;

export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];
export type FilterName = DirectoryFilter["name"];
/** Each filter's value, as its reader gives it. */
export type FilterValues = { [D in DirectoryFilter as D["name"]]?: D extends FilterDeclaration<string, infer V> ? V : never };
export const FILTER_NAMES = DIRECTORY_FILTERS.map((f) => f.name) as FilterName[];

/** Reads every filter of a URL: the values, and the problems (each with the filter it belongs to). */
export function readFilters(values: (name: FilterName) => readonly string[]): { filters: FilterValues; problems: { name: FilterName; said: boolean; problem: string }[] } {
  const filters: Record<string, unknown> = {};
  const problems: { name: FilterName; said: boolean; problem: string }[] = [];
  for (const filter of DIRECTORY_FILTERS) {
    const read = (filter.read as (values: readonly string[]) => Read<unknown>)(values(filter.name));
    if (read.problem !== undefined) problems.push({ name: filter.name, said: filter.said, problem: read.problem });
    else if (read.value !== undefined) filters[filter.name] = read.value;
  }
  return { filters: filters as FilterValues, problems };
}

/** Each set filter as the URL writes it, in declaration order. */
export function writeFilters(filters: FilterValues): Record<FilterName, string | undefined> {
  return Object.fromEntries(
    DIRECTORY_FILTERS.map((filter) => {
      const value = filters[filter.name];
      return [filter.name, value === undefined ? undefined : (filter.write as (value: unknown) => string)(value)];
    }),
  ) as Record<FilterName, string | undefined>;
}

/** How many filters the values set, the search box left out ('Filters (n)'). */
export function filterWeight(filters: FilterValues): number {
  return DIRECTORY_FILTERS.reduce((n, filter) => {
    const value = filters[filter.name];
    return n + (value === undefined ? 0 : (filter.weight as (value: unknown) => number)(value));
  }, 0);
}
