import { ATTENDANCE_LABELS, DAY_LABELS, DEFAULT_DURATION_MINUTES, KIND_LABELS, LANGUAGE_LABELS, WEEKDAYS, isWeeklyService, type Attendance, type ServiceRow, type WeeklyService } from "./options";
import { formatClockTime, fromMinutes, toMinutes } from "./time";
import { translator } from "../i18n/catalogue";
import type { Lang } from "../i18n/lang";
import { servicesText } from "../i18n/services-text";
import { vocabularyIn } from "../i18n/vocabulary-text";

/**
 * The display strings of services, the `services` list every answer carries (docs/service-times.md):
 * 'Sunday 11:30 AM · Spanish', 'Wednesday 7:00 PM · Bible study', 'Saturday 3:30 PM–4:30 PM · Confession'.
 * The parser reads them back to the same service.
 */

export const DETAIL_SEPARATOR = " · ";

/**
 * A service's kind and language as visitors read them. English is the wire format's words (the
 * parser reads them back); Spanish comes from the services catalogue (docs/i18n.md).
 */
export function kindLabel(kind: WeeklyService["kind"], lang: Lang = "en"): string {
  return lang === "en" ? KIND_LABELS[kind] : translator(servicesText, lang)(`kind.${kind}`);
}
export function languageLabel(language: WeeklyService["language"], lang: Lang = "en"): string {
  return lang === "en" ? LANGUAGE_LABELS[language] : translator(servicesText, lang)(`language.${language}`);
}
export function attendanceLabel(attendance: Attendance, lang: Lang = "en"): string {
  return lang === "en" ? ATTENDANCE_LABELS[attendance] : translator(servicesText, lang)(`attendance.${attendance}`);
}
const dayLabel = (day: WeeklyService["day"], lang: Lang) => (lang === "en" ? DAY_LABELS[day] : vocabularyIn(lang).day(day));

/** What a service is beyond its day and time: language unless English, ASL, kind unless worship, note. */
export function serviceDetails(s: Pick<WeeklyService, "language" | "asl" | "kind" | "note">, lang: Lang = "en"): string[] {
  return [
    s.language === "english" ? "" : languageLabel(s.language, lang),
    s.asl ? "ASL" : "",
    s.kind === "worship" ? "" : kindLabel(s.kind, lang),
    s.note,
  ].filter(Boolean);
}

/** The start, and the end when the service does not last the usual hour: '3:30 PM–5:00 PM'. */
export function serviceHours(s: Pick<WeeklyService, "time" | "durationMinutes">, lang: Lang = "en"): string {
  const start = formatClockTime(s.time, lang);
  if (s.durationMinutes === DEFAULT_DURATION_MINUTES) return start;
  return `${start}–${formatClockTime(fromMinutes(toMinutes(s.time) + s.durationMinutes), lang)}`;
}

export function formatService(s: WeeklyService, lang: Lang = "en"): string {
  return [`${dayLabel(s.day, lang)} ${serviceHours(s, lang)}`, ...serviceDetails(s, lang)].join(DETAIL_SEPARATOR);
}

/** By day, Sunday first, then by start time; services at the same hour keep their order. */
export function sortServices<T extends Pick<WeeklyService, "day" | "time">>(services: readonly T[]): T[] {
  return services
    .map((s, i) => ({ s, i }))
    .sort((a, b) => WEEKDAYS.indexOf(a.s.day) - WEEKDAYS.indexOf(b.s.day) || toMinutes(a.s.time) - toMinutes(b.s.time) || a.i - b.i)
    .map(({ s }) => s);
}

/**
 * A church's weekly services in a language, as a card lists them: English is its `services`
 * strings as stored; in Spanish the weekly services are written again without the owner's own
 * note (English content, which the profile shows marked as such: docs/i18n.md), and the rows to
 * review follow as they were written.
 */
export function serviceStringsIn(church: { services: string[]; serviceTimes: WeeklyService[] }, lang: Lang): string[] {
  if (lang === "en") return church.services;
  return [...church.serviceTimes.map((s) => formatService({ ...s, note: "" }, lang)), ...church.services.slice(church.serviceTimes.length)];
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
