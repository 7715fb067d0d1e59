import type { Db } from "../../db/client";
import { boundingBox, EARTH_RADIUS_MILES } from "../../contract/distance";
import { DEFAULT_RADIUS_MILES } from "../../contract/near";
import { FILTER_NAMES } from "../../contract/directory-filters";
import { orderOf } from "../../contract/service-search";
import { centralClock } from "../../contract/service-times/calendar-days";
import { WEEKDAYS } from "../../contract/service-times/options";
import { toMinutes } from "../../contract/service-times/time";
import { resolveFilter } from "./filter-queries";
import type { ChurchSearch, ResolvedFilters } from "./resolved-filters";

/** Minutes since Sunday 00:00 on San Antonio's wall clock. */
function weekMinute(now: Date): number {
  const clock = centralClock(now);
  return WEEKDAYS.indexOf(clock.day) * 1440 + toMinutes(clock.time);
}

const RADIANS = Math.PI / 180;

/** Resolves each filter by its entry in FILTER_SQL, and a place to its box; null when nothing can match. */
export function resolve(db: Db, filters: ChurchSearch, now: Date): ResolvedFilters | null {
  const resolved: ResolvedFilters = { featured: filters.featured };
  for (const name of FILTER_NAMES) if (filters[name] !== undefined && !resolveFilter(name, resolved, filters, db, now)) return null;
  if (filters.near) {
    const radius = filters.radius ?? DEFAULT_RADIUS_MILES;
    const { lat, lng } = filters.near;
    // The haversine term of the radius: sin²(angle / 2).
    const hMax = Math.sin(radius / EARTH_RADIUS_MILES / 2) ** 2;
    resolved.near = { latRad: lat * RADIANS, lngRad: lng * RADIANS, cosLat: Math.cos(lat * RADIANS), hMax, ...boundingBox(filters.near, radius) };
  }
  // Nearest first unless another order is asked; distance without a place has nothing to measure
  // from: the API refuses it, others get names.
  const order = orderOf(filters.sort, filters.near !== undefined);
  if (order !== "name") resolved.sort = order;
  if (order === "time") resolved.weekMinute = weekMinute(now);
  return resolved;
}
