import type { ChurchFilters } from "../../contract/churches";
import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { boundingBox, EARTH_RADIUS_MILES } from "../../contract/distance";
import { DEFAULT_RADIUS_MILES } from "../../contract/near";
import { searchesService, type DayFilter, type Sort } from "../../contract/service-search";
import { centralClock } from "../../contract/service-times/calendar-days";
import { SPOKEN_IN } from "../../contract/service-times/match";
import { WEEKDAYS, type Weekday } from "../../contract/service-times/options";
import { toMinutes } from "../../contract/service-times/time";
import { ftsQuery } from "../../lib/fts";
import { countTextMatches, type ResolvedFilters } from "./search-queries";
import { taxonomy } from "./taxonomy";

/** What a list of churches is asked for: the filters, featured or not, and the order. */
export type ChurchSearch = ChurchFilters & { featured?: boolean; sort?: Sort };

/** The weekdays a day filter means at `now`: 'today' and 'weekend' on San Antonio's calendar. */
function daysOf(day: DayFilter, now: Date): Weekday[] {
  if (day === "today") return [centralClock(now).day];
  if (day === "weekend") return ["saturday", "sunday"];
  return [day];
}

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

/** Resolves names to ids, search text to an FTS query, day words to weekdays and a place to its box; null when nothing can match. */
export function resolve(db: Db, filters: ChurchSearch, now: Date): ResolvedFilters | null {
  const t = taxonomy(db);
  const resolved: ResolvedFilters = { worshipStyle: filters.worshipStyle, language: filters.language, featured: filters.featured };
  if (filters.denomination) {
    resolved.denominationId = t.denominationId.get(filters.denomination.toLowerCase());
    if (resolved.denominationId === undefined) return null;
  }
  if (filters.area) {
    resolved.areaId = t.areaId.get(filters.area.toLowerCase());
    if (resolved.areaId === undefined) return null;
  }
  if (filters.search) {
    const match = ftsQuery(filters.search);
    if (!match) return null;
    resolved.match = match;
    if (textMatches(db, match) > BROAD_MATCH) resolved.broadMatch = true;
  }
  if (searchesService(filters)) {
    resolved.service = {
      days: filters.day ? daysOf(filters.day, now) : undefined,
      from: filters.from,
      to: filters.to,
      kind: filters.kind,
      languages: filters.language ? [...SPOKEN_IN[filters.language]] : undefined,
    };
  }
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
  const facts = [...(filters.access ?? []), ...(filters.family ?? [])];
  if (facts.length) resolved.facts = facts;
  return resolved;
}
