import { ICalEventRepeatingFreq, ICalEventStatus, type ICalCalendar } from "ical-generator";
import type { StoredException } from "../../contract/service-times/exceptions";
import type { WeeklyService } from "../../contract/service-times/options";
import { TIME_ZONE } from "../../contract/site";
import { BY_DAY, calendarText, lasting, sequenceOf, stampOf, wallClock } from "./calendar-parts";

/** What every series of one church's calendar shares: the calendar, its moment, the church's page and place, and the words for a stream. */
export interface SeriesContext {
  calendar: ICalCalendar;
  now: Date;
  place: { url: string; location: string };
  watchWords: (url: string) => string;
}

export interface ServiceSeries {
  id: string;
  service: WeeklyService;
  /** Its first date ('YYYY-MM-DD'), and its last when it ends (a temporary schedule's). */
  first: string;
  until?: string;
  /** Its exceptions from its first date on: a cancelled date is an EXDATE, another an override. */
  own: readonly StoredException[];
  /** Dates left out besides the cancelled ones (a temporary schedule holds them). */
  excluded: readonly string[];
  summary: string;
  /** A temporary schedule's note, said on every date. */
  note?: string;
  /** When what shapes the series was last set, besides its exceptions. */
  changedAt: readonly Date[];
}

/**
 * A weekly service as a recurring event (docs/service-times.md, Church calendar): its stream as
 * its URL (and its place when it is online only), cancelled dates as EXDATEs, and a moved,
 * online-only or changed date as an override (RECURRENCE-ID) with the church's note, each
 * with SEQUENCE and LAST-MODIFIED from when it was set so subscribed apps take the change.
 */
export function addServiceSeries({ calendar, now, place, watchWords }: SeriesContext, { id, service: s, first, until, own, excluded, summary, note, changedAt }: ServiceSeries): void {
  const cancelled = [...own.filter((e) => e.kind === "cancelled").map((e) => e.date), ...excluded].sort().map((date) => wallClock(date, s.time));
  const changes = [...own.map((e) => e.updatedAt), ...changedAt];
  const lastChange = changes.length ? new Date(Math.max(...changes.map((d) => d.getTime()))) : null;
  // A service people can watch: its URL is the stream, and an online-only service is held there (docs/service-times.md, Attendance).
  const streamed = s.streamUrl ? { url: s.streamUrl, location: s.attendance === "online" ? s.streamUrl : place.location } : place;
  const watch = s.streamUrl ? watchWords(s.streamUrl) : "";
  const description = (...parts: string[]) => calendarText(parts.filter(Boolean).join("\n\n"));
  calendar.createEvent({
    id,
    start: wallClock(first, s.time),
    ...lasting(s.durationMinutes),
    timezone: TIME_ZONE,
    stamp: stampOf(now),
    repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BY_DAY[s.day]], ...(until ? { until: wallClock(until, "23:59") } : {}), ...(cancelled.length ? { exclude: cancelled } : {}) },
    ...(lastChange ? { sequence: sequenceOf(lastChange), lastModified: lastChange } : {}),
    summary,
    ...(note || watch ? { description: description(note ?? "", watch) } : {}),
    ...streamed,
    status: ICalEventStatus.CONFIRMED,
  });
  for (const e of own.filter((e) => e.kind !== "cancelled")) {
    // Online only that date: held at its stream, which is its URL and its place.
    const stream = e.kind === "online" ? e.streamUrl || s.streamUrl : "";
    calendar.createEvent({
      id,
      recurrenceId: wallClock(e.date, s.time),
      start: wallClock(e.date, e.newTime ?? s.time),
      ...lasting(s.durationMinutes),
      timezone: TIME_ZONE,
      stamp: stampOf(now),
      sequence: sequenceOf(e.updatedAt),
      lastModified: e.updatedAt,
      summary,
      description: description(e.note, note ?? "", stream ? watchWords(stream) : watch),
      ...(stream ? { url: stream, location: stream } : streamed),
      status: ICalEventStatus.CONFIRMED,
    });
  }
}
