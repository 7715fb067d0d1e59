import type { ICalCalendar, ICalTemporalZonedDateTimeStub } from "ical-generator";
import { ICalWeekday } from "ical-generator";
import { addDays, weekdayOf } from "../../contract/service-times/calendar-days";
import { WEEKDAYS, type Weekday } from "../../contract/service-times/options";
import { TIME_ZONE } from "../../contract/site";
import { vtimezone } from "./vtimezone";

/** The pieces the site's calendars are written with (src/lib/service-times/calendar.ts, calendar-series.ts). */

export type Zoned = ICalTemporalZonedDateTimeStub & { add(duration: { minutes: number }): Zoned };
/** Bun ships Temporal; TypeScript's library does not describe it yet. ical-generator writes it as a wall-clock time. */
export const Temporal = (
  globalThis as unknown as {
    Temporal: {
      ZonedDateTime: { from(fields: { timeZone: string; year: number; month: number; day: number; hour: number; minute: number }): Zoned };
      Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): Zoned } };
    };
  }
).Temporal;

export const BY_DAY: Record<Weekday, ICalWeekday> = {
  sunday: ICalWeekday.SU,
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
  saturday: ICalWeekday.SA,
};

// RFC 5545 TEXT holds no control character but the line breaks it escapes, and tab (docs/decisions/0013).
export const calendarText = (text: string) => text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g, "");

export const wallClock = (date: string, time: string): Zoned =>
  Temporal.ZonedDateTime.from({
    timeZone: TIME_ZONE,
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
    hour: Number(time.slice(0, 2)),
    minute: Number(time.slice(3, 5)),
  });

/**
 * A service's length as DURATION, not DTEND: a DTEND is a wall-clock time, and on the November
 * change 1:30 AM plus an hour is 1:30 AM again, which every reader takes for the same instant (a
 * service of no length). DURATION is exact (RFC 5545, 3.8.2.5). ical-generator writes only DTEND,
 * so the property travels as an X- property that `withDurations` renames.
 */
export const DURATION_MARK = "X-SERVICE-DURATION";
export const lasting = (minutes: number) => ({ x: [[DURATION_MARK, `PT${minutes}M`]] as [string, string][] });
const withDurations = (text: string) => text.replaceAll(`\r\n${DURATION_MARK}:`, "\r\nDURATION:");

/**
 * The calendar as the site answers it (docs/service-times.md, Calendar files): DURATIONs in place,
 * every line ended by CRLF, the last one too (RFC 5545, 3.1; ical-generator stops after
 * END:VCALENDAR), and never empty: a calendar must hold a component (RFC 5545, 3.6), so one with
 * nothing listed holds San Antonio's VTIMEZONE, which every calendar of the site may use.
 */
export function calendarFile(calendar: ICalCalendar): string {
  const text = withDurations(calendar.toString());
  const body = calendar.events().length ? text : text.replace(/END:VCALENDAR$/, `${vtimezone(TIME_ZONE)}\r\nEND:VCALENDAR`);
  return `${body}\r\n`;
}

/**
 * An override's SEQUENCE: the minutes from 2026 to when its exception was last set, so that each
 * change numbers higher than the last and calendar apps that compare them take the new one.
 */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);
/**
 * The DTSTAMP of every event of a calendar made at `now`: the start of its UTC day. A calendar is
 * drawn again for each request, and its series start from today, so the day is what it is "as of";
 * a stamp to the second would change the file every second, and its ETag with it, so no subscribed
 * app's poll could ever be answered 304 (docs/caching.md, Validators and compression). Changes are
 * carried by SEQUENCE and LAST-MODIFIED.
 */
export const stampOf = (now: Date) => new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);

export const sequenceOf = (at: Date) => Math.max(0, Math.floor((at.getTime() - SEQUENCE_EPOCH) / 60_000));

/** The dates from `first` to `last` (both 'YYYY-MM-DD') that fall on a weekday, in order. */
export function weekdaysFrom(first: string, last: string, day: Weekday): string[] {
  const dates: string[] = [];
  for (let date = addDays(first, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekdayOf(first)) + 7) % 7); date <= last; date = addDays(date, 7)) dates.push(date);
  return dates;
}
