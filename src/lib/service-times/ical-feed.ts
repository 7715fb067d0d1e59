import ICAL from "ical.js";
import { addDays, centralClock } from "../../contract/service-times/calendar-days";
import { msg } from "../../contract/i18n/msg";
import { TIME_ZONE } from "../../contract/site";
import { DEFAULT_DURATION_MINUTES } from "../../contract/service-times/options";
import { centralToUtc } from "../dates";
import { FetchRefused } from "../safe-fetch";

/**
 * The dated events of a church's own iCalendar file (Google Calendar, Outlook, a church-management
 * system) from one San Antonio day to another (docs/service-times.md, Calendar sync). Recurring
 * events are expanded by ical.js, their EXDATEs left out and their RECURRENCE-ID overrides
 * applied; times are read in the zone the file defines (its VTIMEZONEs, found by TZID in the file
 * itself), in UTC, or, with no zone, on San Antonio's clock, and turned into America/Chicago wall
 * clock. All-day and cancelled events are left out. The work is bounded: a file cannot make the
 * server loop.
 */
export interface FeedEvent {
  /** The event's UID, with the original start of one date of a series: the same date keeps its key. */
  key: string;
  /** The event's title, on one line. */
  summary: string;
  /** 'YYYY-MM-DD' and 'HH:MM' in San Antonio. */
  date: string;
  time: string;
  durationMinutes: number;
  /** One date of a repeating event. */
  recurring: boolean;
}

export const FEED_READ_LIMITS = { events: 5_000, steps: 50_000, occurrences: 2_000, keyLength: 300 } as const;

const UNREADABLE = msg("calendarFeedUnreadable", "The calendar file could not be read");

/** A calendar that is not iCalendar at all: the owner is told so, as a fetch problem is. */
export const unreadableCalendar = () => new FetchRefused(UNREADABLE);

const oneLine = (text: unknown) => (typeof text === "string" ? text : "").replace(/[\p{Cc}\s]+/gu, " ").trim();
const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Milliseconds since 1970 of a wall-clock time in an IANA zone (Intl knows its rules). */
function zonedInstant(t: ICAL.Time, zone: string): number {
  const guess = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  const offset = (at: number) => {
    const p = Object.fromEntries(new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }).formatToParts(at).map((x) => [x.type, Number(x.value)]));
    return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - at;
  };
  const first = guess - offset(guess);
  return guess - offset(first);
}

/**
 * The instant of a start or end. A time in a VTIMEZONE of the file or in UTC is ical.js's to
 * reckon; a time whose TZID the file does not define is read in that zone if it is an IANA name,
 * and a floating time (no zone) on San Antonio's clock.
 */
function instantOf(t: ICAL.Time, tzid: string | null): number {
  if (t.zone && t.zone !== ICAL.Timezone.localTimezone && t.zone.tzid !== "floating") return t.toUnixTime() * 1000;
  return zonedInstant(t, tzid && validZone(tzid) ? tzid : TIME_ZONE);
}

const tzidOf = (component: ICAL.Component, name: string) => {
  const tzid = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
};
const cancelled = (component: ICAL.Component) => String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";

/** Where reading stands: the window's instants and what is left of the budget. */
interface Reading {
  from: number;
  until: number;
  steps: number;
  events: FeedEvent[];
}

/** One occurrence, if it starts in the window and is a timed event. */
function take(reading: Reading, item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, key: string, recurring: boolean): void {
  if (start.isDate || cancelled(item.component)) return;
  const startsAt = instantOf(start, tzidOf(item.component, "dtstart"));
  if (startsAt < reading.from || startsAt >= reading.until) return;
  const hasEnd = item.component.hasProperty("dtend") || item.component.hasProperty("duration");
  const minutes = hasEnd ? Math.round((instantOf(end, tzidOf(item.component, item.component.hasProperty("dtend") ? "dtend" : "dtstart")) - startsAt) / 60_000) : 0;
  const { date, time } = centralClock(new Date(startsAt));
  reading.events.push({ key: key.slice(0, FEED_READ_LIMITS.keyLength), summary: oneLine(item.summary), date, time, durationMinutes: minutes > 0 ? minutes : DEFAULT_DURATION_MINUTES, recurring });
}

/** Every occurrence of a series up to the window's end (and a week past it, for a date moved into it). */
function expand(reading: Reading, event: ICAL.Event): void {
  const iterator = event.iterator();
  const stopAt = reading.until + 7 * 86_400_000;
  const tzid = tzidOf(event.component, "dtstart");
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++reading.steps > FEED_READ_LIMITS.steps || reading.events.length >= FEED_READ_LIMITS.occurrences) return;
    if (instantOf(next, tzid) >= stopAt) return;
    const details = event.getOccurrenceDetails(next);
    take(reading, details.item, details.startDate, details.endDate, `${event.uid}#${next.toICALString()}`, true);
  }
}

/** The events of an iCalendar text that start from `first` to `last` (San Antonio days, both included), by date and time. */
export function readFeedEvents(text: string, first: string, last: string): FeedEvent[] {
  let root: ICAL.Component;
  try {
    const parsed = ICAL.parse(text) as unknown[];
    // Several calendars in one file: the first is read.
    root = new ICAL.Component((Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  } catch {
    throw unreadableCalendar();
  }
  if (root.name !== "vcalendar") throw unreadableCalendar();
  const reading: Reading = { from: centralToUtc(first, 0, 0).getTime(), until: centralToUtc(addDays(last, 1), 0, 0).getTime(), steps: 0, events: [] };
  const components = root.getAllSubcomponents("vevent").slice(0, FEED_READ_LIMITS.events);
  const series = new Map<string, ICAL.Event>();
  const overrides: ICAL.Component[] = [];
  for (const component of components) {
    const uid = oneLine(component.getFirstPropertyValue("uid"));
    if (component.hasProperty("recurrence-id")) overrides.push(component);
    else if (!series.has(uid)) {
      try {
        series.set(uid, new ICAL.Event(component));
      } catch {
        // An event ical.js cannot read is left out; the others still count.
      }
    }
  }
  const orphans: ICAL.Event[] = [];
  for (const component of overrides) {
    try {
      const override = new ICAL.Event(component);
      const master = series.get(oneLine(component.getFirstPropertyValue("uid")));
      if (master?.isRecurring()) master.relateException(override);
      else orphans.push(override);
    } catch {
      // As above.
    }
  }
  for (const [uid, event] of series) {
    try {
      if (cancelled(event.component)) continue;
      if (event.isRecurring()) expand(reading, event);
      else take(reading, event, event.startDate, event.endDate, uid || `${oneLine(event.summary)}@${event.startDate?.toICALString()}`, false);
    } catch {
      // A rule ical.js gives up on (or a missing start) leaves this event out.
    }
  }
  for (const event of orphans) {
    try {
      take(reading, event, event.startDate, event.endDate, `${event.uid}#${event.recurrenceId.toICALString()}`, true);
    } catch {
      // As above.
    }
  }
  return reading.events.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.key.localeCompare(b.key));
}
