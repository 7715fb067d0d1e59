import type { ChurchFilters } from "../../contract/churches";
import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { boundingBox, EARTH_RADIUS_MILES } from "../../contract/distance";
import { DEFAULT_RADIUS_MILES } from "../../contract/near";
import { serviceFilterOf, type Sort } from "../../contract/service-search";
import { FILTER_NAMES, type FilterName } from "../../contract/directory-filters";
import { centralClock } from "../../contract/service-times/calendar-days";
import { conditionOf } from "../../contract/service-times/match";
import { WEEKDAYS } from "../../contract/service-times/options";
import { toMinutes } from "../../contract/service-times/time";
import { ftsQuery } from "../../lib/fts";
import { countTextMatches, type ResolvedFilters } from "./search-queries";
import { taxonomy } from "./taxonomy";

/** What a list of churches is asked for: the filters, featured or not, and the order. */
export type ChurchSearch = ChurchFilters & { featured?: boolean; sort?: Sort };

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

type Resolver = (resolved: ResolvedFilters, filters: ChurchSearch, db: Db, now: Date) => boolean;

/**
 * How each declared filter becomes what the SQL asks (docs/filters.md): the type check asks for one
 * per filter, so a new one cannot be declared and then forgotten here. A resolver answers false
 * when nothing can match (an unknown denomination); the service conditions are resolved together,
 * as the same service (`day`, `from`, `to`, `kind`, and `language` with them).
 */
const RESOLVERS: Record<FilterName, Resolver> = {
  search: (resolved, { search }, db) => {
    const match = ftsQuery(search!);
    if (!match) return false;
    resolved.match = match;
    if (textMatches(db, match) > BROAD_MATCH) resolved.broadMatch = true;
    return true;
  },
  denomination: (resolved, { denomination }, db) => (resolved.denominationId = taxonomy(db).denominationId.get(denomination!.toLowerCase())) !== undefined,
  area: (resolved, { area }, db) => (resolved.areaId = taxonomy(db).areaId.get(area!.toLowerCase())) !== undefined,
  worshipStyle: (resolved, { worshipStyle }) => ((resolved.worshipStyle = worshipStyle), true),
  language: (resolved, { language }) => ((resolved.language = language), true),
  day: serviceConditions,
  from: serviceConditions,
  to: serviceConditions,
  kind: serviceConditions,
  access: (resolved, { access }) => ((resolved.facts = [...(resolved.facts ?? []), ...access!]), true),
  family: (resolved, { family }) => ((resolved.facts = [...(resolved.facts ?? []), ...family!]), true),
};

function serviceConditions(resolved: ResolvedFilters, filters: ChurchSearch, _db: Db, now: Date): boolean {
  resolved.service ??= conditionOf(serviceFilterOf(filters), now);
  return true;
}

/** Resolves names to ids, search text to an FTS query, day words to weekdays and a place to its box; null when nothing can match. */
export function resolve(db: Db, filters: ChurchSearch, now: Date): ResolvedFilters | null {
  const resolved: ResolvedFilters = { featured: filters.featured };
  for (const name of FILTER_NAMES) if (filters[name] !== undefined && !RESOLVERS[name](resolved, filters, db, now)) return null;
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
  return resolved;
}
