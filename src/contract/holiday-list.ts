import { HOLIDAY_LIMIT, HOLIDAY_QUERY_KEYS, type HolidayService } from "./holiday-services";
import { addDays } from "./service-times/calendar-days";
import type { DatedOccasion } from "./service-times/occasions";
import { msg } from "./i18n/msg";

/**
 * How a holiday page lays its services out (docs/service-times.md, Holiday pages): the first 50
 * and 'Show more' by 50, each day's services by time of day, and the words the page uses on the
 * day and the evening before (docs/decisions/0064-holiday-and-event-lists.md).
 */

/** Services listed at first, and added by each 'Show more'. */
export const HOLIDAY_STEP = 50;
/** The page's parameters: the list's query and how many services are shown (the page cache keeps only these). */
export const HOLIDAY_PAGE_KEYS = [...HOLIDAY_QUERY_KEYS, "shown"] as const;
export const SHOWN_MESSAGE = msg("queryHolidayShown", "shown is a whole number from 1 to 500");

/** `shown` from the page's address: HOLIDAY_STEP when absent, else a whole number from 1 to HOLIDAY_LIMIT. */
export function readShown(value: string | null): { shown: number; error: string | null } {
  if (value === null || value === "") return { shown: HOLIDAY_STEP, error: null };
  const shown = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return shown >= 1 && shown <= HOLIDAY_LIMIT ? { shown, error: null } : { shown: HOLIDAY_STEP, error: SHOWN_MESSAGE };
}

/** The anchor of the n-th service listed (from 1): 'Show more' opens the longer list at the first new one. */
export const serviceAnchor = (n: number) => `service-${n}`;

export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** Before noon is morning, before 5 PM afternoon, and from 5 PM evening (midnight Masses too). */
export function dayPart(time: string): DayPart {
  if (time < "12:00") return "morning";
  return time < "17:00" ? "afternoon" : "evening";
}

/** Services of one day in their parts of the day, in order, the empty parts left out; the list's order is kept. */
export function byDayPart<S extends Pick<HolidayService, "time">>(services: S[]): { part: DayPart; services: S[] }[] {
  return DAY_PARTS.map((part) => ({ part, services: services.filter((s) => dayPart(s.time) === part) })).filter((g) => g.services.length > 0);
}

/** How today stands to the occasion: its lead and its headings say 'today', 'tonight' or 'tomorrow' rather than a date. */
export type HolidayMoment = "before" | "eve" | "day" | "posadas" | "posadasUnderway";

export function holidayMoment(occasion: DatedOccasion, date: string, today: string): HolidayMoment {
  if (occasion === "las-posadas") return today >= date ? "posadasUnderway" : "posadas";
  if (today === date) return "day";
  return today === addDays(date, -1) ? "eve" : "before";
}

/** A day's own name beside its date when it is today or tomorrow. */
export function relativeDay(day: string, today: string): "today" | "tomorrow" | null {
  if (day === today) return "today";
  return day === addDays(today, 1) ? "tomorrow" : null;
}
