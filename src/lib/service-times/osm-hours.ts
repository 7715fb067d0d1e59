import OpeningHours from "opening_hours";
import { DAY_LABELS, DEFAULT_DURATION_MINUTES, IN_PERSON, MAX_DURATION_MINUTES, WEEKDAYS, type ServiceRow } from "../../contract/service-times/options";
import { fromMinutes } from "../../contract/service-times/time";
import { parseServiceString } from "./parse";

/**
 * OpenStreetMap's `service_times` and `opening_hours` values into weekly services
 * (docs/city-data.md, Service times). The `opening_hours` package reads the tag's syntax
 * (`Su 08:00,10:30; Sa 17:30`); a value it refuses is read like a string a church typed; what
 * neither reads for sure is kept whole as one row to review, never dropped.
 */

/** How a value was read: by the tag's syntax, as a typed string, or kept to review. */
export type HoursReading = "syntax" | "typed" | "flagged";

export interface ReadHours {
  rows: ServiceRow[];
  how: HoursReading;
}

/** Both kinds of rule: points in time (`Su 10:00`) and ranges (`Su 09:00-10:30`). */
const BOTH_MODES = 2;
/** A week without a clock change anywhere north of the equator, Sunday to Sunday, read on the local clock. */
const WEEK_START = () => new Date(2027, 0, 3);
const WEEK_END = () => new Date(2027, 0, 10);
/** `opening_hours` longer than this is a building's open hours, not a service (docs/decisions/0086-osm-service-times.md). */
export const LONGEST_SERVICE_FROM_OPENING_HOURS = 180;

const flagged = (value: string): ReadHours => ({
  rows: [{ day: null, time: null, durationMinutes: DEFAULT_DURATION_MINUTES, language: "english", asl: false, kind: "worship", note: value, ...IN_PERSON, needsReview: true }],
  how: "flagged",
});

class NotWeekly extends Error {}

/** The week's services of a value in the tag's syntax; throws NotWeekly when they differ from week to week or cannot be rows. */
function weeklyRows(value: string, hours: OpeningHours): { rows: ServiceRow[]; longest: number } {
  if (!hours.isWeekStable()) throw new NotWeekly();
  const rows: ServiceRow[] = [];
  let longest = 0;
  for (const [from, to, , comment] of hours.getOpenIntervals(WEEK_START(), WEEK_END())) {
    const day = WEEKDAYS[from.getDay()]!;
    const time = fromMinutes(from.getHours() * 60 + from.getMinutes());
    const minutes = Math.round((to.getTime() - from.getTime()) / 60_000);
    longest = Math.max(longest, minutes);
    // A point in time is a one-minute interval to the package: the service lasts the default hour.
    const durationMinutes = minutes <= 1 ? DEFAULT_DURATION_MINUTES : minutes;
    if (durationMinutes > MAX_DURATION_MINUTES) throw new NotWeekly();
    let row: ServiceRow = { day, time, durationMinutes, language: "english", asl: false, kind: "worship", note: "", ...IN_PERSON, needsReview: false };
    if (comment?.trim()) {
      // A comment ('Spanish', 'Mass', 'Vigil') is read with the site's own words for services.
      const read = parseServiceString(`${DAY_LABELS[day]} ${time} ${comment.trim()}`);
      if (read.length !== 1 || read[0]!.needsReview || read[0]!.day !== day || read[0]!.time !== time) throw new NotWeekly();
      row = { ...read[0]!, durationMinutes };
    }
    if (!rows.some((r) => r.day === row.day && r.time === row.time)) rows.push(row);
  }
  if (!rows.length) throw new NotWeekly();
  return { rows, longest };
}

function parsed(value: string): OpeningHours | null {
  try {
    return new OpeningHours(value, null, BOTH_MODES);
  } catch {
    return null;
  }
}

/** A `service_times` value: by the syntax, else as a typed string, else one row to review. */
export function readServiceTimes(raw: string): ReadHours {
  const value = raw.replace(/\s+/g, " ").trim();
  const hours = parsed(value);
  if (hours) {
    try {
      return { rows: weeklyRows(value, hours).rows, how: "syntax" };
    } catch (error) {
      if (error instanceof NotWeekly) return flagged(value);
      throw error;
    }
  }
  const rows = parseServiceString(value);
  return rows.some((r) => r.needsReview) ? flagged(value) : { rows, how: "typed" };
}

/**
 * An `opening_hours` value as services, only when it reads as services: in the syntax, the same
 * every week, each interval at most three hours. Otherwise null: the building's hours, not read.
 */
export function readOpeningHoursAsServices(raw: string): ReadHours | null {
  const value = raw.replace(/\s+/g, " ").trim();
  const hours = parsed(value);
  if (!hours) return null;
  try {
    const { rows, longest } = weeklyRows(value, hours);
    return longest <= LONGEST_SERVICE_FROM_OPENING_HOURS ? { rows, how: "syntax" } : null;
  } catch (error) {
    if (error instanceof NotWeekly) return null;
    throw error;
  }
}
