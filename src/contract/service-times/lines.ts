import type { Lang } from "../i18n/lang";
import { formatShortDate } from "../i18n/short-date";
import { attendanceLabel, DETAIL_SEPARATOR, formatService, languageLabel, serviceHours } from "./format";
import type { SavedLines, ServiceFormRows, SpecialFormRow, WeeklyFormRow } from "./form-rows";
import { occasionLabel, OCCASIONS, type Occasion, type SpecialService } from "./occasions";
import { ATTENDANCES, DEFAULT_DURATION_MINUTES, SERVICE_KINDS, SERVICE_LANGUAGES, WEEKDAYS, type WeeklyService } from "./options";

/**
 * A service in one line of text: the profile's special services, and the forms' stored rows
 * (docs/service-times.md, 'The forms'). The server writes the forms' lines: an island that
 * imported these formatters would move them into chunks the directory loads too.
 */

/** 'Christmas Eve · Dec 24, 11:00 PM · Spanish · Midnight Mass'; in Spanish 'Nochebuena · 24 dic, 11:00 p. m. · …'. */
export function specialServiceLine(s: SpecialService, lang: Lang = "en"): string {
  return [occasionLabel(s.occasion, lang), `${formatShortDate(s.date, lang)}, ${serviceHours(s, lang)}`, s.language === "english" ? "" : languageLabel(s.language, lang), s.title, s.note]
    .filter(Boolean)
    .join(DETAIL_SEPARATOR);
}

/** 'Sunday 10:00 AM · Mass · In person and online': how it is attended is said unless in person. */
export function weeklyServiceLine(s: WeeklyService, lang: Lang = "en"): string {
  return [formatService(s, lang), s.attendance === "in-person" ? "" : attendanceLabel(s.attendance, lang)].filter(Boolean).join(DETAIL_SEPARATOR);
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
const minutes = (text: string) => Number(text) || DEFAULT_DURATION_MINUTES;

/**
 * A form row as its line, or null when the row cannot be one: blank, half filled, or a row to
 * review. The forms' rows are text as the controls hold them; only a complete row is written out.
 */
export function weeklyRowLine(row: WeeklyFormRow, lang: Lang): string | null {
  const { day, time, language, kind, attendance } = row;
  if (row.review || !isOneOf(WEEKDAYS, day) || !CLOCK.test(time) || !isOneOf(SERVICE_LANGUAGES, language) || !isOneOf(SERVICE_KINDS, kind) || !isOneOf(ATTENDANCES, attendance)) return null;
  return weeklyServiceLine({ ...row, day, language, kind, attendance, durationMinutes: minutes(row.durationMinutes) }, lang);
}

export function specialRowLine(row: SpecialFormRow, lang: Lang): string | null {
  const { occasion, language } = row;
  if (!isOneOf<Occasion>(OCCASIONS, occasion) || !DAY.test(row.date) || !CLOCK.test(row.time) || !isOneOf(SERVICE_LANGUAGES, language)) return null;
  return specialServiceLine({ ...row, occasion, language, durationMinutes: minutes(row.durationMinutes) }, lang);
}

/** The lines of a form's stored rows, by place, for the island's props (`withSavedLines`). */
export const savedLinesOf = (rows: ServiceFormRows, lang: Lang): SavedLines => ({
  weekly: rows.weekly.map((row) => weeklyRowLine(row, lang)),
  special: rows.special.map((row) => specialRowLine(row, lang)),
});
