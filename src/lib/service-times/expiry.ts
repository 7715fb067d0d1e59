import { addDays, centralClock } from "../../contract/service-times/calendar-days";
import type { NextService } from "../../contract/service-times/next";
import { toMinutes } from "../../contract/service-times/time";
import { centralToUtc } from "../dates";

/**
 * When a page's times relative to now ('Today 6:30 PM') stop being true, for the page cache
 * (docs/service-times.md, Search): a next service stays the next one through its start minute,
 * and 'Today' turns into 'Tomorrow' at San Antonio's midnight, whichever comes first.
 */
export function labelsExpireAt(nextServices: readonly (NextService | null)[], now: Date): Date {
  let at = centralToUtc(addDays(centralClock(now).date, 1), 0, 0).getTime();
  for (const next of nextServices) {
    if (!next) continue;
    const minutes = toMinutes(next.time);
    at = Math.min(at, centralToUtc(next.date, Math.floor(minutes / 60), minutes % 60).getTime() + 60_000);
  }
  return new Date(at);
}
