import ical, { escape, type ICalCalendar, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday, type ICalTemporalZonedDateTimeStub } from "ical-generator";
import { EVENT_DURATION_MS, eventPlace, type PublicEvent } from "../../contract/events";
import { routes } from "../../contract/routes";
import { addDays, centralClock, weekdayOf } from "../../contract/service-times/calendar-days";
import type { StoredException } from "../../contract/service-times/exceptions";
import { scheduleOn, type StoredSchedule } from "../../contract/service-times/schedules";
import { translator } from "../../contract/i18n/catalogue";
import { feedsText } from "../../contract/i18n/feeds-text";
import { localePath, type Lang } from "../../contract/i18n/lang";
import { serviceKind } from "../../contract/i18n/profile-text";
import { kindLabel, languageLabel, serviceDetails } from "../../contract/service-times/format";
import { occasionLabel, type DatedOccasion, type SpecialService } from "../../contract/service-times/occasions";
import { WEEKDAYS, type ServiceKind, type ServiceRow, type WeeklyService, type Weekday } from "../../contract/service-times/options";
import { SITE_NAME, TIME_ZONE } from "../../contract/site";
import { siteUrl } from "../../http/site-origin";
import { vtimezone } from "./vtimezone";

/**
 * A church's calendar (RFC 5545): its weekly services as weekly recurring events, its special
 * services and its dated events. Services keep San Antonio's wall clock (TZID with a VTIMEZONE),
 * so a 9:00 service stays at 9:00 after a daylight-saving change (docs/service-times.md). In
 * Spanish (/es/…ics) the words the site writes and its links are Spanish; what owners wrote stays
 * as written (docs/i18n.md).
 */

type Zoned = ICalTemporalZonedDateTimeStub & { add(duration: { minutes: number }): Zoned };
/** Bun ships Temporal; TypeScript's library does not describe it yet. ical-generator writes it as a wall-clock time. */
declare const Temporal: {
  ZonedDateTime: { from(fields: { timeZone: string; year: number; month: number; day: number; hour: number; minute: number }): Zoned };
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): Zoned } };
};

const BY_DAY: Record<Weekday, ICalWeekday> = {
  sunday: ICalWeekday.SU,
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
  saturday: ICalWeekday.SA,
};

// RFC 5545 TEXT holds no control character but the line breaks it escapes, and tab (docs/decisions/0013).
const calendarText = (text: string) => text.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g, "");

const wallClock = (date: string, time: string): Zoned =>
  Temporal.ZonedDateTime.from({
    timeZone: TIME_ZONE,
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
    hour: Number(time.slice(0, 2)),
    minute: Number(time.slice(3, 5)),
  });

type CalendarChurch = { id: number; name: string; slug: string; address: string };

export interface ChurchCalendar {
  /** The denomination decides the Spanish word for its services: a Catholic church's are misas. */
  church: CalendarChurch & { denomination?: string | null };
  /** Rows still to review are left out: they have no sure day and time. */
  weekly: readonly (WeeklyService | ServiceRow)[];
  special: readonly SpecialService[];
  /** Dated exceptions from today on: a cancelled date is an EXDATE, a moved or changed one an override (RECURRENCE-ID). */
  exceptions?: readonly StoredException[];
  /** Temporary schedules that have not ended: their dates leave the weekly series, a replacing one's services are series of their own. */
  schedules?: readonly StoredSchedule[];
  events: readonly Pick<PublicEvent, "id" | "title" | "description" | "startsAt" | "location">[];
  origin: string;
  /** Weekly services recur from the day this falls on in San Antonio. */
  now: Date;
  lang?: Lang;
}

type Uid = (base: string) => string;

/** A calendar of services named `name`, and its UIDs: unique within it, on the site's host. */
function servicesCalendar(name: string, origin: string, lang: Lang): { calendar: ICalCalendar; uid: Uid } {
  const host = new URL(origin).host;
  // ical-generator escapes every event's text but writes the calendar's name as given: it is escaped here.
  // The zone's name stays off the calendar, or its DTSTAMPs would lose their UTC 'Z'.
  const calendar = ical({
    name: escape(calendarText(name), false),
    prodId: { company: SITE_NAME, product: "Church services", language: lang.toUpperCase() },
    timezone: { name: null, generator: vtimezone },
  });
  const uids = new Map<string, number>();
  const uid = (base: string) => {
    const n = (uids.get(base) ?? 0) + 1;
    uids.set(base, n);
    return `${n > 1 ? `${base}-${n}` : base}@${host}`;
  };
  return { calendar, uid };
}

/**
 * A service's length as DURATION, not DTEND: a DTEND is a wall-clock time, and on the November
 * change 1:30 AM plus an hour is 1:30 AM again, which every reader takes for the same instant (a
 * service of no length). DURATION is exact (RFC 5545, 3.8.2.5). ical-generator writes only DTEND,
 * so the property travels as an X- property that `withDurations` renames.
 */
const DURATION_MARK = "X-SERVICE-DURATION";
const lasting = (minutes: number) => ({ x: [[DURATION_MARK, `PT${minutes}M`]] as [string, string][] });
const withDurations = (text: string) => text.replaceAll(`\r\n${DURATION_MARK}:`, "\r\nDURATION:");

/**
 * An override's SEQUENCE: the minutes from 2026 to when its exception was last set, so that each
 * change numbers higher than the last and calendar apps that compare them take the new one.
 */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1);
const sequenceOf = (at: Date) => Math.max(0, Math.floor((at.getTime() - SEQUENCE_EPOCH) / 60_000));

/** A special service as one dated event: 'St. Mark: Midnight Mass · Bilingual', its note as the description; `slot` the weekly series whose date it takes. */
function addSpecialService(calendar: ICalCalendar, uid: Uid, church: CalendarChurch, s: SpecialService, origin: string, now: Date, lang: Lang, slot?: string): void {
  const start = wallClock(s.date, s.time);
  const title = [s.title || occasionLabel(s.occasion, lang), s.language === "english" ? "" : languageLabel(s.language, lang)].filter(Boolean).join(" · ");
  calendar.createEvent({
    id: slot ?? uid(`church-${church.id}-${s.occasion}-${s.date}-${s.time.replace(":", "")}`),
    ...(slot ? { recurrenceId: start, sequence: 1 } : {}),
    start,
    ...lasting(s.durationMinutes),
    timezone: TIME_ZONE,
    stamp: now,
    summary: calendarText(`${church.name}: ${title}`),
    description: calendarText(s.note),
    location: calendarText(eventPlace(church.address)),
    url: siteUrl(origin, localePath(lang, routes.church(church.slug))),
    status: ICalEventStatus.CONFIRMED,
  });
}

export function churchCalendar({ church, weekly, special, exceptions = [], schedules = [], events, origin, now, lang = "en" }: ChurchCalendar): string {
  const t = translator(feedsText, lang);
  const churchUrl = siteUrl(origin, localePath(lang, routes.church(church.slug)));
  const location = calendarText(eventPlace(church.address));
  const kind = serviceKind(church.denomination ?? null);
  const { calendar, uid } = servicesCalendar(t("churchCalendarName", { church: church.name, kind }), origin, lang);
  // Spanish calls a Catholic church's worship 'misa' (docs/i18n.md, Glossary); English keeps the kind's own word.
  const kindWord = (k: ServiceKind) => kindLabel(lang !== "en" && kind === "mass" && k === "worship" ? "mass" : k, lang);

  const today = centralClock(now);
  // Each weekly series' UID by its day and time: the overrides of its dates carry the same UID.
  const series = new Map<string, string>();
  const taken = new Set(special.map((sp) => `${weekdayOf(sp.date)} ${sp.time}`));
  for (const s of weekly) {
    const { day, time } = s;
    if (day === null || time === null || ("needsReview" in s && s.needsReview)) continue;
    const first = addDays(today.date, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(today.day) + 7) % 7);
    const start = wallClock(first, time);
    const id = uid(`church-${church.id}-${day}-${time.replace(":", "")}-${s.kind}-${s.language}`);
    // A date a special service takes is that special's (as on the page: docs/service-times.md, Occurrences).
    const own = exceptions.filter((e) => e.date >= first && weekdayOf(e.date) === day && e.time === time && !special.some((sp) => sp.date === e.date && sp.time === time) && !scheduleOn(schedules, e.date));
    const summary = calendarText(`${church.name}: ${[kindWord(s.kind), ...serviceDetails({ ...s, kind: "worship" }, lang)].join(" · ")}`);
    // A date a temporary schedule holds is the schedule's: the weekly series leaves it out.
    const heldElsewhere = schedules.flatMap((sc) => weekdaysFrom(sc.startsOn > first ? sc.startsOn : first, sc.endsOn, day));
    const cancelledDates = [...own.filter((e) => e.kind === "cancelled").map((e) => e.date), ...heldElsewhere].sort().map((date) => wallClock(date, time));
    const changedAt = own.length || schedules.length ? new Date(Math.max(...own.map((e) => e.updatedAt.getTime()), ...schedules.map((sc) => sc.updatedAt.getTime()))) : null;
    if (!series.has(`${day} ${time}`) && taken.has(`${day} ${time}`)) series.set(`${day} ${time}`, id);
    // A service people can watch: its URL is the stream, and an online-only service is held there (docs/service-times.md, Attendance).
    const streamed = s.streamUrl ? { url: s.streamUrl, location: s.attendance === "online" ? s.streamUrl : location } : { url: churchUrl, location };
    const watch = s.streamUrl ? t("watchOnlineAt", { url: s.streamUrl }) : "";
    calendar.createEvent({
      id,
      start,
      ...lasting(s.durationMinutes),
      timezone: TIME_ZONE,
      stamp: now,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BY_DAY[day]], ...(cancelledDates.length ? { exclude: cancelledDates } : {}) },
      ...(changedAt ? { sequence: sequenceOf(changedAt), lastModified: changedAt } : {}),
      summary,
      ...(watch ? { description: calendarText(watch) } : {}),
      ...streamed,
      status: ICalEventStatus.CONFIRMED,
    });
    // A moved or changed date: that occurrence again, at its new time, with the church's note.
    for (const e of own.filter((e) => e.kind !== "cancelled")) {
      const moved = wallClock(e.date, e.newTime ?? time);
      // Online only that date: held at its stream, which is its URL and its place.
      const stream = e.kind === "online" ? e.streamUrl || s.streamUrl : "";
      const held = stream ? { url: stream, location: stream } : streamed;
      calendar.createEvent({
        id,
        recurrenceId: wallClock(e.date, time),
        start: moved,
        ...lasting(s.durationMinutes),
        timezone: TIME_ZONE,
        stamp: now,
        sequence: sequenceOf(e.updatedAt),
        lastModified: e.updatedAt,
        summary,
        description: calendarText([e.note, stream ? t("watchOnlineAt", { url: stream }) : watch].filter(Boolean).join("\n\n")),
        ...held,
        status: ICalEventStatus.CONFIRMED,
      });
    }
  }
  // A replacing schedule's services: weekly series of their own from its first date (or today) to its last.
  for (const sc of schedules) {
    for (const s of sc.services) {
      const [start] = weekdaysFrom(sc.startsOn > today.date ? sc.startsOn : today.date, sc.endsOn, s.day);
      if (!start) continue;
      calendar.createEvent({
        id: uid(`church-${church.id}-schedule-${sc.id}-${s.day}-${s.time.replace(":", "")}`),
        start: wallClock(start, s.time),
        ...lasting(s.durationMinutes),
        timezone: TIME_ZONE,
        stamp: now,
        repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BY_DAY[s.day]], until: wallClock(sc.endsOn, "23:59") },
        sequence: sequenceOf(sc.updatedAt),
        lastModified: sc.updatedAt,
        summary: calendarText(`${church.name}: ${[kindWord(s.kind), ...serviceDetails({ ...s, kind: "worship" }, lang)].join(" · ")}`),
        description: calendarText(sc.note),
        location,
        url: churchUrl,
        status: ICalEventStatus.CONFIRMED,
      });
    }
  }
  // A special service at a weekly service's time takes that date of its series (an override), not a second event.
  for (const s of special) addSpecialService(calendar, uid, church, s, origin, now, lang, s.date >= today.date ? series.get(`${weekdayOf(s.date)} ${s.time}`) : undefined);
  for (const event of events) {
    const start = Temporal.Instant.fromEpochMilliseconds(Date.parse(event.startsAt)).toZonedDateTimeISO(TIME_ZONE);
    calendar.createEvent({
      id: uid(`event-${event.id}`),
      start,
      end: start.add({ minutes: EVENT_DURATION_MS / 60_000 }),
      timezone: TIME_ZONE,
      stamp: now,
      summary: calendarText(event.title),
      description: calendarText(`${event.description}\n\n${t("hostedBy", { church: church.name })}`),
      location: calendarText(eventPlace(event.location)),
      url: siteUrl(origin, localePath(lang, `/events/${event.id}`)),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return withDurations(calendar.toString());
}

/** The dates from `first` to `last` (both 'YYYY-MM-DD') that fall on a weekday, in order. */
function weekdaysFrom(first: string, last: string, day: Weekday): string[] {
  const dates: string[] = [];
  for (let date = addDays(first, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(weekdayOf(first)) + 7) % 7); date <= last; date = addDays(date, 7)) dates.push(date);
  return dates;
}

/** One occasion's services of every church listed (the holiday page's calendar download). */
export function occasionCalendar({ name, occasion, services, origin, now, lang = "en" }: {
  name: string;
  occasion: DatedOccasion;
  services: readonly (Omit<SpecialService, "occasion"> & { church: CalendarChurch })[];
  origin: string;
  now: Date;
  lang?: Lang;
}): string {
  const { calendar, uid } = servicesCalendar(name, origin, lang);
  for (const { church, ...s } of services) addSpecialService(calendar, uid, church, { ...s, occasion }, origin, now, lang);
  return withDurations(calendar.toString());
}
