import type { DirectoryQuery } from "../../contract/directory";
import type { Point } from "../../contract/distance";
import type { UnansweredSearch } from "../../contract/admin";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { reportsText } from "../../contract/i18n/reports-text";
import { centralClock } from "../../contract/service-times/calendar-days";
import type { MissingSearch, ReportSearch } from "../../contract/reports";
import type { Db } from "../../db/client";
import { clientKey } from "../../http/client-address";
import { centralDay } from "../../lib/dates";
import { lastDays } from "../analytics/periods";
import { ANALYTICS_RETENTION_MONTHS, isBot } from "../analytics/service";
import { areaIdOf, areaNameOf, denominationIdOf, denominationNameOf } from "../churches/service";
import { asksForListing, describeSearch, filtersKey, isNear, listsService, matchesChurch, parseFiltersKey, searchFilters, type MatchableChurch } from "./filters";
import { deleteSearchStatsBefore, selectNoResultSearches, selectSearchTotals } from "./queries";
import { SearchRecorder } from "./recorder";

const recorders = new WeakMap<Db, SearchRecorder>();
const recorderOf = (db: Db) => {
  let recorder = recorders.get(db);
  if (!recorder) recorders.set(db, (recorder = new SearchRecorder(db)));
  return recorder;
};

/**
 * How a directory search is counted (docs/decisions/0036-monthly-reports.md): the filters are read
 * once, when the results are, and the answer counts each request made with them. None for a later
 * page (paging is the same search) or an unfiltered directory; a bot's request is never counted.
 */
export function searchCounter(db: Db, query: DirectoryQuery, point: Point | undefined, results: number, now = new Date()): ((request: Request) => void) | undefined {
  if (query.page !== 1) return undefined;
  const filters = searchFilters(query, {
    denomination: (name) => denominationNameOf(db, denominationIdOf(db, name) ?? null) ?? undefined,
    area: (name) => areaNameOf(db, areaIdOf(db, name) ?? null) ?? undefined,
    today: centralClock(now).day,
    point,
  });
  if (Object.keys(filters).length === 0) return undefined;
  const key = filtersKey(filters);
  const recorder = recorderOf(db);
  return (request) => {
    const userAgent = request.headers.get("user-agent");
    if (!isBot(userAgent)) recorder.record(key, results, { address: clientKey(request), userAgent: userAgent! });
  };
}

/** Writes the searches that wait (for tests and the report script, which read them at once). */
export const flushSearchStats = (db: Db) => recorderOf(db).flush();

/** The searches of the days, read back: their filters, how often made, and how often they found none or few. */
function searchTotals(db: Db, fromDay: string, toDay: string) {
  return selectSearchTotals(db, fromDay, toDay).map((row) => ({ ...row, parsed: parseFiltersKey(row.filters) }));
}

/** The five searches made most often whose filters the church matches: the searches that showed it. */
export function searchesShowing(db: Db, church: MatchableChurch, fromDay: string, toDay: string, lang: Lang = "en"): ReportSearch[] {
  return searchTotals(db, fromDay, toDay)
    .filter((s) => s.searches > s.noResults && matchesChurch(s.parsed, church) && listsService(s.parsed, church))
    .slice(0, 5)
    .map((s) => ({ label: describeSearch(s.parsed, lang), searches: s.searches, filters: s.filters }));
}

/** The sentence a report shows for a missing search ('14 searches for … found no church; you list none.'). */
export const missingSentence = (m: Omit<MissingSearch, "sentence">, lang: Lang = "en") =>
  translator(reportsText, lang)("missingSentence", { count: m.searches, label: m.label, found: m.found, listed: m.listed ? "yes" : "no" });

/**
 * Searches near the church for services that found no church, or only one or two, and that the
 * church could answer: nothing it cannot change stands in the way (its denomination, worship style,
 * area, name), only what it lists (docs/product.md, Monthly reports). Most made first, at most ten.
 */
export function missingSearches(db: Db, church: MatchableChurch, fromDay: string, toDay: string, lang: Lang = "en"): MissingSearch[] {
  return searchTotals(db, fromDay, toDay)
    .filter((s) => isNear(s.parsed, church) && asksForListing(s.parsed) && !s.parsed.search && matchesChurch(s.parsed, church))
    .flatMap((s): MissingSearch[] => {
      const none = s.noResults;
      const few = s.fewResults;
      if (none + few === 0) return [];
      const found = none >= few ? "none" : "few";
      const missing = { label: describeSearch(s.parsed, lang), searches: found === "none" ? none : few, found, listed: listsService(s.parsed, church), filters: s.filters } as const;
      return [{ ...missing, sentence: missingSentence(missing, lang) }];
    })
    .sort((a, b) => b.searches - a.searches)
    .slice(0, 10);
}

/**
 * A stored report's searches said in a language: the report keeps each search's recorded filters,
 * so the page says them in its own language (docs/i18n.md); a search stored without them stays as written.
 */
export function searchesIn<S extends ReportSearch>(searches: readonly S[], lang: Lang): S[] {
  return searches.map((s) => {
    if (lang === "en" || !s.filters) return s;
    const label = describeSearch(parseFiltersKey(s.filters), lang);
    return "sentence" in s ? { ...s, label, sentence: missingSentence({ ...(s as unknown as MissingSearch), label }, lang) } : { ...s, label };
  });
}

/** Admins' list: the searches of the last 30 days that found nothing, city-wide, most often first. */
export function unansweredSearches(db: Db, now = new Date(), limit = 25): UnansweredSearch[] {
  const days = lastDays(centralDay(now), 30);
  return selectNoResultSearches(db, days[0]!, days.at(-1)!, limit).map((s) => ({ label: describeSearch(parseFiltersKey(s.filters)), searches: s.searches, noResults: s.noResults }));
}

/** Search counts are analytics: kept 26 months like the others (docs/product.md D20). */
export function purgeOldSearchStats(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  deleteSearchStatsBefore(db, centralDay(cutoff));
}
