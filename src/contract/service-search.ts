import { DEFAULT_RADIUS_MILES } from "./near-text";
import type { AttendanceFilter, ServiceFilter } from "./service-times/match";
import { DAY_LABELS, KIND_LABELS, SERVICE_KINDS, WEEKDAYS, type ServiceKind, type Weekday } from "./service-times/options";
import { translator } from "./i18n/catalogue";
import { directoryText } from "./i18n/directory-text";
import type { Lang } from "./i18n/lang";
import { msg } from "./i18n/msg";

// Searching by service time and distance (docs/service-times.md, Search): the fields' values and
// messages, shared by GET /api/churches's schema and the directory's own parser (no validator
// library here: the directory island ships this file).

export const DAY_FILTERS = [...WEEKDAYS, "today", "weekend"] as const;
export type DayFilter = (typeof DAY_FILTERS)[number];
export const SORTS = ["name", "distance", "time"] as const;
export type Sort = (typeof SORTS)[number];

/**
 * The order a list is in: the one asked, else nearest first when there is a place to measure from
 * and by name when there is none; distance without a place is by name (docs/service-times.md, Order).
 */
export function orderOf(sort: Sort | undefined, hasPlace: boolean): Sort {
  if (sort === "distance" && !hasPlace) return "name";
  return sort ?? (hasPlace ? "distance" : "name");
}

export const DAY_MESSAGE = msg("queryDay", "day is a day of the week (sunday … saturday), today or weekend");
export const DATE_MESSAGE = msg("queryDate", "date is a date from today to 62 days on, as YYYY-MM-DD");
export const FROM_MESSAGE = msg("queryFrom", "from is a time of day as HH:MM, for example 09:00");
export const TO_MESSAGE = msg("queryTo", "to is a time of day as HH:MM, for example 12:30");
export const TO_BEFORE_FROM_MESSAGE = msg("queryToBeforeFrom", "to is a time at or after from");
export const ATTENDANCE_MESSAGE = msg("queryAttendance", "attendance is in-person or online");
export const KIND_MESSAGE = msg("queryKind", `kind is one of ${SERVICE_KINDS.join(", ")}`);
export const SORT_MESSAGE = msg("querySort", `sort is one of ${SORTS.join(", ")}`);
export const SORT_NEEDS_NEAR_MESSAGE = msg("querySortNeedsPlace", "sort=distance needs a place: near (or, in the directory, location)");

export const DAY_FILTER_LABELS: Record<DayFilter, string> = { ...DAY_LABELS, today: "Today", weekend: "Weekend" };
export const SORT_LABELS: Record<Sort, string> = { name: "Name", distance: "Distance", time: "Next service" };
export { KIND_LABELS };

/** An option typed in any case, in its canonical spelling; undefined when it is none. */
export function readOption<T extends string>(values: readonly T[], text: string): T | undefined {
  const typed = text.trim().toLowerCase();
  return values.find((v) => v === typed);
}

/** 'H:MM' or 'HH:MM' on a 24-hour clock as 'HH:MM' (what a time input sends); undefined otherwise. */
export function readClock(text: string): string | undefined {
  const match = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/.exec(text);
  return match ? `${match[1]!.padStart(2, "0")}:${match[2]}` : undefined;
}

/** The service conditions of a search: every one of them holds for the same service. */
export interface ServiceSearch {
  day?: DayFilter;
  /** One date, 'YYYY-MM-DD', today to 62 days on: its weekday, with that date's exceptions (a `day` then gives way). */
  date?: string;
  from?: string;
  to?: string;
  kind?: ServiceKind;
  /** A day means its weekly pattern, not the coming date with its exceptions. */
  weekly?: true;
  attendance?: AttendanceFilter;
  /** Online now or soon: today's online services around now (a day, a date and times give way). */
  soon?: true;
}

/** Whether the search names a service (day, time or kind): then language joins it, and results carry the matching service. */
export const searchesService = (s: ServiceSearch) => Boolean(s.day || s.date || s.from || s.to || s.kind || s.attendance || s.soon);

/** The search as `matchesService` reads it. */
export const serviceFilterOf = (s: ServiceSearch & { language?: ServiceFilter["language"] }): ServiceFilter => ({
  day: s.day as Weekday | "today" | "weekend" | undefined,
  date: s.date,
  from: s.from,
  to: s.to,
  kind: s.kind,
  language: s.language,
  weekly: s.weekly,
  attendance: s.attendance,
  soon: s.soon,
});

/** 'Within 5 miles of 78205' (the typed place) or '… of your location' (a point), in the page's language. */
export function nearLabel(radius: number | undefined, place: string | undefined, lang: Lang = "en"): string {
  const miles = radius ?? DEFAULT_RADIUS_MILES;
  const t = translator(directoryText, lang);
  return place === undefined ? t("near.yours", { miles }) : t("near.label", { miles, place });
}

/** A distance as cards show it: '0.4 mi', '12.0 mi'. */
export const formatMiles = (miles: number) => `${miles.toFixed(1)} mi`;
