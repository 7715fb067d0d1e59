import { FILTER_TEXT_MAX } from "../../contract/directory-filters";
import { nearestArea } from "../../contract/area-centres";
import type { DirectoryQuery } from "../../contract/directory";
import type { Point } from "../../contract/distance";
import type { ServiceLanguage, WorshipStyle } from "../../contract/options";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { reportsText } from "../../contract/i18n/reports-text";
import { visitFactWordsText } from "../../contract/i18n/visit-fact-words-text";
import { vocabularyIn } from "../../contract/i18n/vocabulary-text";
import { kindLabel, languageLabel } from "../../contract/service-times/format";
import { matchesService } from "../../contract/service-times/match";
import { FILTER_LABELS, type FactKey } from "../../contract/visit-facts";
import { DAY_LABELS, isWeeklyService, type ServiceKind, type ServiceRow, type Weekday } from "../../contract/service-times/options";

/** Parts of the day a time filter is kept as: the exact minute would say little and split the counts. */
export const TIME_WINDOWS = { morning: ["00:00", "11:59"], afternoon: ["12:00", "16:59"], evening: ["17:00", "23:59"] } as const;
export type TimeWindow = keyof typeof TIME_WINDOWS;

/**
 * A directory search as recorded (docs/decisions/0036-monthly-reports.md): option values, canonical
 * names, an area for a place and a capped, lower-cased search text; never a visitor's coordinates,
 * typed address, address or browser.
 */
export interface SearchFilters {
  search?: string;
  denomination?: string;
  area?: string;
  worshipStyle?: WorshipStyle;
  language?: ServiceLanguage;
  day?: Weekday | "weekend";
  time?: TimeWindow;
  kind?: ServiceKind;
  /** The area nearest the place searched around (a typed ZIP or address, or 'Use my location'). */
  near?: string;
  /** Visit facts asked for, keys joined by commas in the list's order ('step-free,asl'). */
  access?: string;
  family?: string;
}

/** What reading a query needs from the server: canonical names, today's weekday, the resolved place. */
export interface ReadContext {
  denomination: (name: string) => string | undefined;
  area: (name: string) => string | undefined;
  today: Weekday;
  point?: Point;
}

const timeWindow = (clock: string | undefined): TimeWindow | undefined =>
  clock === undefined ? undefined : clock < "12:00" ? "morning" : clock < "17:00" ? "afternoon" : "evening";

/** One line per recorded filter: a filter added to the directory is recorded by adding its line here. */
const RECORDED: { [K in keyof SearchFilters]-?: (query: DirectoryQuery, context: ReadContext) => SearchFilters[K] } = {
  search: (q) => q.search?.toLowerCase().replace(/\s+/g, " ").trim().slice(0, FILTER_TEXT_MAX) || undefined,
  denomination: (q, c) => (q.denomination ? c.denomination(q.denomination) : undefined),
  area: (q, c) => (q.area ? c.area(q.area) : undefined),
  worshipStyle: (q) => q.worshipStyle,
  language: (q) => q.language,
  day: (q, c) => (q.day === "today" ? c.today : q.day),
  time: (q) => timeWindow(q.from ?? q.to),
  kind: (q) => q.kind,
  near: (_q, c) => (c.point ? nearestArea(c.point.lat, c.point.lng) : undefined),
  access: (q) => q.access?.join(",") || undefined,
  family: (q) => q.family?.join(",") || undefined,
};

/** The fact keys a search asked for. */
const factsAsked = (f: SearchFilters): FactKey[] => [...(f.access?.split(",") ?? []), ...(f.family?.split(",") ?? [])].filter((k): k is FactKey => k in FILTER_LABELS);

/** The recorded filters of a directory query; empty when the visitor filtered nothing. */
export function searchFilters(query: DirectoryQuery, context: ReadContext): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(RECORDED)) {
    const value = (read as (q: DirectoryQuery, c: ReadContext) => unknown)(query, context);
    if (value !== undefined) out[name] = value;
  }
  return out as SearchFilters;
}

/** The stored key: JSON with the names in one order, so one search is always one row. */
export const filtersKey = (filters: SearchFilters): string =>
  JSON.stringify(Object.fromEntries(Object.keys(RECORDED).flatMap((name) => (name in filters ? [[name, filters[name as keyof SearchFilters]]] : []))));

/** A stored key read back; only the recorded names survive. */
export function parseFiltersKey(key: string): SearchFilters {
  const raw = JSON.parse(key) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(RECORDED).flatMap((name) => (typeof raw[name] === "string" ? [[name, raw[name]]] : []))) as SearchFilters;
}

/** A search in words: 'Spanish services on Sunday evening in South Side', 'Baptist churches near Downtown'; in Spanish, 'misa en español el domingo por la noche en South Side'. */
export function describeSearch(f: SearchFilters, lang: Lang = "en"): string {
  const t = translator(reportsText, lang);
  const words = vocabularyIn(lang);
  // English keeps the stored words as the spec writes them; Spanish shows the vocabulary's.
  const denomination = f.denomination && lang !== "en" ? words.denomination(f.denomination) : f.denomination;
  const what = f.kind ? kindLabel(f.kind, lang).toLowerCase() : t("search_services");
  const language = f.language ? t("search_withLanguage", { code: f.language, language: lang === "en" ? languageLabel(f.language) : languageLabel(f.language, lang).toLowerCase(), what }) : what;
  const parts = [asksForServices(f) ? language : denomination ? t("search_denominationChurches", { denomination }) : t("search_churches")];
  if (f.day) parts.push(f.day === "weekend" ? t("search_weekend") : t("search_onDay", { day: lang === "en" ? DAY_LABELS[f.day] : words.day(f.day).toLowerCase() }));
  if (f.time) parts.push(f.day ? t("search_timeAfterDay", { time: f.time }) : t("search_time", { time: f.time }));
  if (denomination && asksForServices(f)) parts.push(t("search_atDenomination", { denomination }));
  if (f.worshipStyle) parts.push(t("search_style", { style: lang === "en" ? f.worshipStyle : words.style(f.worshipStyle).toLowerCase() }));
  const facts = factsAsked(f);
  if (facts.length) parts.push(t("search_facts", { facts: new Intl.ListFormat(lang, { type: "conjunction" }).format(facts.map((k) => factLabel(k, lang).toLowerCase().replace(/^asl$/, "ASL"))) }));
  if (f.search) parts.push(t("search_matching", { text: f.search }));
  if (f.area) parts.push(t("search_in", { area: f.area }));
  else if (f.near) parts.push(t("search_near", { area: f.near }));
  return parts.join(" ");
}

/** A visit fact's short word: the spec's in English, the catalogue's in Spanish. */
const factLabel = (key: FactKey, lang: Lang) => (lang === "en" ? FILTER_LABELS[key] : translator(visitFactWordsText, lang)(`short.${key}`));

/** A church as the matching below reads it. */
export interface MatchableChurch {
  name: string;
  denomination: string | null;
  area: string | null;
  worshipStyle: string | null;
  weekly: readonly ServiceRow[];
  /** The visit facts the church shows as yes. */
  facts: ReadonlySet<FactKey>;
}

/** Whether the search is near the church: its area, or the area nearest the place searched around. */
export const isNear = (f: SearchFilters, church: MatchableChurch) => church.area !== null && (f.area ?? f.near) === church.area;

/** What a church cannot change by listing more: denomination, worship style, area, name. */
export function matchesChurch(f: SearchFilters, church: MatchableChurch): boolean {
  if (f.denomination && f.denomination !== church.denomination) return false;
  if (f.worshipStyle && f.worshipStyle !== church.worshipStyle) return false;
  if ((f.area || f.near) && !isNear(f, church)) return false;
  return !f.search || church.name.toLowerCase().includes(f.search);
}

/**
 * Whether the church lists what was asked: every visit fact as yes (docs/visit-facts.md) and one
 * weekly service with the day, time, language and kind (docs/service-times.md).
 */
export function listsService(f: SearchFilters, church: MatchableChurch): boolean {
  if (!factsAsked(f).every((k) => church.facts.has(k))) return false;
  if (!f.day && !f.time && !f.language && !f.kind) return true;
  const [from, to] = f.time ? TIME_WINDOWS[f.time] : [undefined, undefined];
  return church.weekly.filter(isWeeklyService).some((s) => matchesService(s, { day: f.day, from, to, language: f.language, kind: f.kind }, new Date()));
}

/** Whether a search asked about services at all (a day, time, language or kind). */
export const asksForServices = (f: SearchFilters) => Boolean(f.day || f.time || f.language || f.kind);

/** Whether a search asked for something a church lists: a service, or a visit fact. */
export const asksForListing = (f: SearchFilters) => asksForServices(f) || factsAsked(f).length > 0;
