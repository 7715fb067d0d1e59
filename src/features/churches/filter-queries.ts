import { sql, type SQL } from "drizzle-orm";
import type { FilterName, FilterValues } from "../../contract/directory-filters";
import { serviceFilterOf } from "../../contract/service-search";
import { conditionOf } from "../../contract/service-times/match";
import type { Db } from "../../db/client";
import { churches } from "../../db/schema";
import { ftsQuery } from "../../lib/fts";
import type { ChurchSearch, ResolvedFilters } from "./resolved-filters";
import { taxonomy } from "./taxonomy";
import { textMatchSet } from "./text-matches";

/**
 * A filter on the church's own row: `value` resolves what the URL said into the placeholder's
 * value (undefined: no church can match, as for an unknown denomination), `where` is the condition
 * with that placeholder (named after the filter).
 */
interface OnRow<V> {
  value?: (value: V, db: Db) => string | number | undefined;
  where: (placeholder: Placeholder) => SQL;
}
type Placeholder = ReturnType<typeof sql.placeholder>;
/** A filter the search's own probes answer (services, languages, facts, text): it fills their part of the resolved search, false when nothing can match. */
interface OwnPart {
  resolve: (resolved: ResolvedFilters, filters: ChurchSearch, db: Db, now: Date) => boolean;
}
export type FilterSql<V> = OnRow<V> | OwnPart;

/**
 * Above this many text matches a list by name walks its index and keeps the matches: 'baptist'
 * finds 57,000 of 380,000 churches, and reading and sorting them all took 110 ms where the walk
 * takes 10; below it, reading the few matches is quicker than a walk that may pass a third of the
 * country before the first one (docs/decisions/0042-whole-country-bench.md).
 */
const BROAD_MATCH = 5000;

/** The service conditions are resolved together, as the same service (`day`, `from`, `to`, `kind`, and `language` with them). */
const sameService: OwnPart = {
  resolve: (resolved, filters, _db, now) => {
    resolved.service ??= conditionOf(serviceFilterOf(filters), now);
    return true;
  },
};
const facts: OwnPart = {
  resolve: (resolved, { access, family }) => ((resolved.facts = [...(access ?? []), ...(family ?? [])]), true),
};

/**
 * How each declared filter becomes SQL (docs/filters.md): the type check asks for one entry per
 * filter, so a filter cannot be declared and then forgotten here.
 */
export const FILTER_SQL: { [N in FilterName]: FilterSql<NonNullable<FilterValues[N]>> } = {
  search: {
    resolve: (resolved, { search }, db) => {
      const match = ftsQuery(search!);
      if (!match) return false;
      resolved.match = match;
      // The matches are read once: the search then walks or filters them (search-queries.ts).
      if (textMatchSet(db, match).ids.length > BROAD_MATCH) resolved.broadMatch = true;
      return true;
    },
  },
  denomination: { value: (name, db) => taxonomy(db).denominationId.get(name.toLowerCase()), where: (id) => sql`${churches.denominationId} = ${id}` },
  area: { value: (name, db) => taxonomy(db).areaId.get(name.toLowerCase()), where: (id) => sql`${churches.areaId} = ${id}` },
  worshipStyle: { where: (style) => sql`${churches.worshipStyle} = ${style}` },
  // With a service condition, the language of that service; alone, a language the church's services have.
  language: { resolve: (resolved, { language }) => ((resolved.language = language), true) },
  day: sameService,
  date: sameService,
  from: sameService,
  to: sameService,
  kind: sameService,
  attendance: sameService,
  soon: sameService,
  // How the day is read (its pattern, not its coming date): the day's own entry reads it.
  weekly: { resolve: () => true },
  access: facts,
  family: facts,
};

/** Resolves one set filter into the search by its entry; false when nothing can match. */
export function resolveFilter(name: FilterName, resolved: ResolvedFilters, filters: ChurchSearch, db: Db, now: Date): boolean {
  const entry = FILTER_SQL[name] as FilterSql<unknown>;
  if (!("where" in entry)) return entry.resolve(resolved, filters, db, now);
  const value = entry.value ? entry.value(filters[name], db) : (filters[name] as string);
  if (value === undefined) return false;
  (resolved.onRow ??= {})[name] = value;
  return true;
}

/** The condition of a filter on the church's own row, with its placeholder. */
export function rowCondition(name: FilterName, placeholder: Placeholder): SQL | undefined {
  const entry = FILTER_SQL[name] as FilterSql<unknown>;
  return "where" in entry ? entry.where(placeholder) : undefined;
}
