import type { Translate } from "./i18n/catalogue";
import { dayFilterLabel } from "./i18n/day-filter-label";
import type { DirectoryKey } from "./i18n/directory-text";
import type { Lang } from "./i18n/lang";
import { msg } from "./i18n/msg";
import type { VisitFactWordsKey } from "./i18n/visit-fact-words-text";
import type { Vocabulary } from "./i18n/vocabulary-text";
import { SERVICE_LANGUAGES, WORSHIP_STYLES, type ServiceLanguage, type WorshipStyle } from "./options";
import { ATTENDANCE_MESSAGE, DATE_MESSAGE, DAY_FILTERS, DAY_MESSAGE, FROM_MESSAGE, KIND_MESSAGE, readClock, readOption, TO_MESSAGE, type DayFilter } from "./service-search";
import { addDays, centralClock, isCalendarDate, weekdayOf } from "./service-times/calendar-days";
import { kindLabel } from "./service-times/format";
import { formatShortDate } from "./i18n/short-date";
import { SERVICE_KINDS, type ServiceKind } from "./service-times/options";
import { ATTENDANCE_FILTERS, type AttendanceFilter } from "./service-times/match";
import { formatClockTime } from "./service-times/time";
import { ACCESS_FACTS, accessMessage, FAMILY_FACTS, familyMessage, readFactList, type AccessFact, type FamilyFact } from "./visit-facts";

/**
 * The directory's filters, each declared once (docs/filters.md): its URL name, how its values
 * are read (the directory's page, its island and GET /api/churches read them alike), how it is
 * written back into a URL and into the cache's key, how many filters it sets on 'Filters (n)',
 * its control in the directory's form and its chip. No validator library and no documentation
 * text: the island ships this file. The API's schema is built from the readers
 * (src/contract/church-queries.ts); the SQL of each filter is its entry in
 * src/features/churches/filter-queries.ts; its line of the API's documentation is in docs/product.md,
 * and a test finds it there.
 */

/** The longest search text, denomination or area name a filter takes. */
export const FILTER_TEXT_MAX = 100;

/** What a reader found: a value, nothing (blank), or the words of a problem. */
export type Read<V> = { value?: V; problem?: string };

/** What a filter's control and chip say things with: the page's language and its words. */
export interface FilterWords {
  lang: Lang;
  /** The directory's catalogue. */
  t: Translate<DirectoryKey>;
  words: Vocabulary;
  facts: Translate<VisitFactWordsKey>;
  /**
   * The denominations and areas the directory offers, in their words' order in the page's language
   * ('Bautista' before 'Católica' in Spanish): the page's loader sorts them, because the collator
   * a browser makes to sort them cost 80 ms of the directory's hydration on a slowed phone
   * (docs/decisions/0040-first-paint.md, Measured, not simulated).
   */
  denominations: readonly string[];
  areas: readonly string[];
}
type Options = (w: FilterWords) => [value: string, label: string][];

/**
 * A filter's control in the directory's GET form, labelled by the filter's name in the
 * directory's catalogue: the search box (in sight above the panel), a select whose first option
 * is `all`, a time, or a checkbox per option. The panel shows the 'about the church' section,
 * then the service's, then the place (not a declared filter), then the visit's.
 */
export type FilterControl =
  | { kind: "search" }
  | { kind: "select"; section: "about" | "service"; options: Options; all: DirectoryKey; label?: DirectoryKey }
  | { kind: "time" | "date"; section: "service" }
  | { kind: "checkboxes"; section: "service" | "visit"; options: Options };
export type FilterSection = Exclude<FilterControl, { kind: "search" }>["section"];

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
  control: FilterControl;
  /** The value as its 'Active Filters' chip says it: stored values stay English, the words follow the page. */
  chip: (value: V, w: FilterWords) => string;
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
/** How far ahead a date search goes: a calendar's two months. */
export const DATE_SEARCH_DAYS = 62;
/** A calendar date from today (San Antonio) to DATE_SEARCH_DAYS on. */
const day =
  (problem: string): FilterDeclaration<never, string>["read"] =>
  (values) => {
    const raw = first(values)?.trim();
    if (raw === undefined) return {};
    const today = centralClock(new Date()).date;
    return isCalendarDate(raw) && raw >= today && raw <= addDays(today, DATE_SEARCH_DAYS) ? { value: raw } : { problem };
  };
/** Visit facts that must all be true: a comma-separated list, or the name repeated (docs/visit-facts.md, Search). */
const facts =
  <K extends string>(keys: readonly K[], problem: string): FilterDeclaration<never, K[]>["read"] =>
  (values) => {
    const list = readFactList(keys, values.join(","));
    return list === null ? { problem } : list === undefined ? {} : { value: list };
  };
/** A switch: '1' (a ticked box) or 'true' turns it on. */
const yes =
  (problem: string): FilterDeclaration<never, true>["read"] =>
  (values) => {
    const raw = first(values);
    if (raw === undefined) return {};
    return /^(1|true)$/i.test(raw.trim()) ? { value: true } : { problem };
  };
const one = () => 1;
const same = (value: string) => value;

function declare<N extends string, V>(declaration: FilterDeclaration<N, V>): FilterDeclaration<N, V> {
  return declaration;
}

const factChecks = (keys: readonly (AccessFact | FamilyFact)[]): FilterControl => ({ kind: "checkboxes", section: "visit", options: (w) => keys.map((k) => [k, w.facts(`short.${k}`)]) });
const factChip = (keys: readonly string[], w: FilterWords) => keys.map((k) => w.facts(`short.${k}` as VisitFactWordsKey)).join(", ");

export const DIRECTORY_FILTERS = [
  declare({ name: "search", read: text(), said: false, write: same, weight: () => 0, control: { kind: "search" }, chip: same }),
  declare({
    name: "denomination", read: text(), said: false, write: same, weight: one,
    control: { kind: "select", section: "about", all: "denomination.all", options: (w) => w.denominations.map((d) => [d, w.words.denomination(d)]) },
    chip: (v, w) => w.words.denomination(v),
  }),
  declare({
    name: "area", read: text(), said: false, write: same, weight: one,
    control: { kind: "select", section: "about", all: "area.all", options: (w) => w.areas.map((a) => [a, w.words.area(a)]) },
    chip: (v, w) => w.words.area(v),
  }),
  declare<"worshipStyle", WorshipStyle>({
    name: "worshipStyle", read: option(WORSHIP_STYLES, msg("unknownStyle", "Unknown worship style")), said: false, write: same, weight: one,
    control: { kind: "select", section: "about", all: "worshipStyle.all", options: (w) => WORSHIP_STYLES.map((s) => [s, w.words.style(s)]) },
    chip: (v, w) => w.words.style(v),
  }),
  declare<"language", ServiceLanguage>({
    name: "language", read: option(SERVICE_LANGUAGES, msg("unknownLanguage", "Unknown language")), said: false, write: same, weight: one,
    // English and Spanish find bilingual services too, and say so (docs/service-times.md, Search).
    control: { kind: "select", section: "about", all: "language.all", options: (w) => SERVICE_LANGUAGES.map((l) => [l, w.t(`languageFilter.${l}`)]) },
    chip: (v, w) => w.t(`languageFilter.${v}`),
  }),
  declare<"day", DayFilter>({
    name: "day", read: option(DAY_FILTERS, DAY_MESSAGE), said: true, write: same, weight: one,
    control: { kind: "select", section: "service", all: "day.all", options: (w) => DAY_FILTERS.map((d) => [d, dayFilterLabel(d, w.lang)]) },
    chip: (v, w) => dayFilterLabel(v, w.lang),
  }),
  declare({
    name: "date", read: day(DATE_MESSAGE), said: true, write: same, weight: one,
    control: { kind: "date", section: "service" },
    chip: (v, w) => `${w.words.day(weekdayOf(v))}, ${formatShortDate(v, w.lang)}`,
  }),
  declare({ name: "from", read: clock(FROM_MESSAGE), said: true, write: same, weight: one, control: { kind: "time", section: "service" }, chip: (v, w) => formatClockTime(v, w.lang) }),
  declare({ name: "to", read: clock(TO_MESSAGE), said: true, write: same, weight: one, control: { kind: "time", section: "service" }, chip: (v, w) => formatClockTime(v, w.lang) }),
  declare<"kind", ServiceKind>({
    name: "kind", read: option(SERVICE_KINDS, KIND_MESSAGE), said: true, write: same, weight: one,
    control: { kind: "select", section: "service", label: "kind.label", all: "kind.all", options: (w) => SERVICE_KINDS.map((k) => [k, kindLabel(k, w.lang)]) },
    chip: (v, w) => kindLabel(v, w.lang),
  }),
  declare<"attendance", AttendanceFilter>({
    name: "attendance", read: option(ATTENDANCE_FILTERS, ATTENDANCE_MESSAGE), said: true, write: same, weight: one,
    control: { kind: "select", section: "service", all: "attendance.all", options: (w) => ATTENDANCE_FILTERS.map((a) => [a, w.t(`attendance.${a}`)]) },
    chip: (v, w) => w.t(`attendance.${v}`),
  }),
  declare<"soon", true>({
    name: "soon", read: yes(msg("soonIsOne", "soon is 1")), said: true, write: () => "1", weight: one,
    control: { kind: "checkboxes", section: "service", options: (w) => [["1", w.t("soon.yes")]] },
    chip: (_, w) => w.t("soon.yes"),
  }),
  declare<"weekly", true>({
    name: "weekly", read: yes(msg("weeklyIsOne", "weekly is 1")), said: true, write: () => "1", weight: one,
    control: { kind: "checkboxes", section: "service", options: (w) => [["1", w.t("weekly.yes")]] },
    chip: (_, w) => w.t("weekly.yes"),
  }),
  declare<"access", AccessFact[]>({ name: "access", read: facts(ACCESS_FACTS, accessMessage), said: true, write: (v) => v.join(","), weight: (v) => v.length, control: factChecks(ACCESS_FACTS), chip: factChip }),
  declare<"family", FamilyFact[]>({ name: "family", read: facts(FAMILY_FACTS, familyMessage), said: true, write: (v) => v.join(","), weight: (v) => v.length, control: factChecks(FAMILY_FACTS), chip: factChip }),
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

/** The set filters' chips, in declaration order: each filter's name and its value in words. */
export function filterChips(filters: FilterValues, w: FilterWords): [name: FilterName, value: string][] {
  return DIRECTORY_FILTERS.flatMap((filter) => {
    const value = filters[filter.name];
    return value === undefined || value === "" ? [] : [[filter.name, (filter.chip as (value: unknown, w: FilterWords) => string)(value, w)]];
  });
}
