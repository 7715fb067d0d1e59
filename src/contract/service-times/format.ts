import { DAY_LABELS, DEFAULT_DURATION_MINUTES, KIND_LABELS, LANGUAGE_LABELS, WEEKDAYS, isWeeklyService, type ServiceRow, type WeeklyService } from "./options";
import { formatMonthDay } from "./calendar-days";
import { OCCASION_LABELS, type SpecialService } from "./occasions";
import { formatClockTime, fromMinutes, toMinutes } from "./time";

/**
 * The display strings of services, the `services` list every answer carries (docs/service-times.md):
 * 'Sunday 11:30 AM · Spanish', 'Wednesday 7:00 PM · Bible study', 'Saturday 3:30 PM–4:30 PM · Confession'.
 * The parser reads them back to the same service.
 */

export const DETAIL_SEPARATOR = " · ";

/** What a service is beyond its day and time: language unless English, ASL, kind unless worship, note. */
export function serviceDetails(s: Pick<WeeklyService, "language" | "asl" | "kind" | "note">): string[] {
  return [
    s.language === "english" ? "" : LANGUAGE_LABELS[s.language],
    s.asl ? "ASL" : "",
    s.kind === "worship" ? "" : KIND_LABELS[s.kind],
    s.note,
  ].filter(Boolean);
}

/** The start, and the end when the service does not last the usual hour: '3:30 PM–5:00 PM'. */
export function serviceHours(s: Pick<WeeklyService, "time" | "durationMinutes">): string {
  const start = formatClockTime(s.time);
  if (s.durationMinutes === DEFAULT_DURATION_MINUTES) return start;
  return `${start}–${formatClockTime(fromMinutes(toMinutes(s.time) + s.durationMinutes))}`;
}

export function formatService(s: WeeklyService): string {
  return [`${DAY_LABELS[s.day]} ${serviceHours(s)}`, ...serviceDetails(s)].join(DETAIL_SEPARATOR);
}

/** By day, Sunday first, then by start time; services at the same hour keep their order. */
export function sortServices<T extends Pick<WeeklyService, "day" | "time">>(services: readonly T[]): T[] {
  return services
    .map((s, i) => ({ s, i }))
    .sort((a, b) => WEEKDAYS.indexOf(a.s.day) - WEEKDAYS.indexOf(b.s.day) || toMinutes(a.s.time) - toMinutes(b.s.time) || a.i - b.i)
    .map(({ s }) => s);
}

/** 'Christmas Eve, December 24 11:00 PM · Spanish · Midnight Mass': a special service in one line. */
export function formatSpecialService(s: SpecialService): string {
  const language = s.language === "english" ? "" : LANGUAGE_LABELS[s.language];
  return [`${OCCASION_LABELS[s.occasion]}, ${formatMonthDay(s.date)} ${serviceHours(s)}`, language, s.title, s.note].filter(Boolean).join(DETAIL_SEPARATOR);
}

/** A church's rows in the order they are listed and stored: its weekly services in order, then the rows to review. */
export function orderRows<T extends ServiceRow>(rows: readonly T[]): T[] {
  const complete = rows.filter((r): r is T & WeeklyService => isWeeklyService(r));
  return [...sortServices(complete), ...rows.filter((r) => !isWeeklyService(r))];
}

/**
 * The `services` strings of a church: its weekly services in order, then the rows still to review
 * as they were written (their note is the original text).
 */
export function serviceStrings(rows: readonly ServiceRow[]): string[] {
  return orderRows(rows)
    .map((r) => (isWeeklyService(r) ? formatService(r) : r.note))
    .filter(Boolean);
}

/** Services in one cell (the CSV export, Bulk Update): the display strings joined. */
export const SERVICE_LIST_SEPARATOR = " | ";
export const splitServiceList = (text: string) =>
  text
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean);
