import ical, { escape, type ICalCalendar, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday, type ICalTemporalZonedDateTimeStub } from "ical-generator";
import { EVENT_DURATION_MS, eventPlace, type PublicEvent } from "../../contract/events";
import { routes } from "../../contract/routes";
import { addDays, centralClock } from "../../contract/service-times/calendar-days";
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

/** A special service as one dated event: 'St. Mark: Midnight Mass · Bilingual', its note as the description. */
function addSpecialService(calendar: ICalCalendar, uid: Uid, church: CalendarChurch, s: SpecialService, origin: string, now: Date, lang: Lang): void {
  const start = wallClock(s.date, s.time);
  const title = [s.title || occasionLabel(s.occasion, lang), s.language === "english" ? "" : languageLabel(s.language, lang)].filter(Boolean).join(" · ");
  calendar.createEvent({
    id: uid(`church-${church.id}-${s.occasion}-${s.date}-${s.time.replace(":", "")}`),
    start,
    end: start.add({ minutes: s.durationMinutes }),
    timezone: TIME_ZONE,
    stamp: now,
    summary: calendarText(`${church.name}: ${title}`),
    description: calendarText(s.note),
    location: calendarText(eventPlace(church.address)),
    url: siteUrl(origin, localePath(lang, routes.church(church.slug))),
    status: ICalEventStatus.CONFIRMED,
  });
}

export function churchCalendar({ church, weekly, special, events, origin, now, lang = "en" }: ChurchCalendar): string {
  const t = translator(feedsText, lang);
  const churchUrl = siteUrl(origin, localePath(lang, routes.church(church.slug)));
  const location = calendarText(eventPlace(church.address));
  const kind = serviceKind(church.denomination ?? null);
  const { calendar, uid } = servicesCalendar(t("churchCalendarName", { church: church.name, kind }), origin, lang);
  // Spanish calls a Catholic church's worship 'misa' (docs/i18n.md, Glossary); English keeps the kind's own word.
  const kindWord = (k: ServiceKind) => kindLabel(lang !== "en" && kind === "mass" && k === "worship" ? "mass" : k, lang);

  const today = centralClock(now);
  for (const s of weekly) {
    if (s.day === null || s.time === null || ("needsReview" in s && s.needsReview)) continue;
    const first = addDays(today.date, (WEEKDAYS.indexOf(s.day) - WEEKDAYS.indexOf(today.day) + 7) % 7);
    const start = wallClock(first, s.time);
    calendar.createEvent({
      id: uid(`church-${church.id}-${s.day}-${s.time.replace(":", "")}-${s.kind}-${s.language}`),
      start,
      end: start.add({ minutes: s.durationMinutes }),
      timezone: TIME_ZONE,
      stamp: now,
      repeating: { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BY_DAY[s.day]] },
      summary: calendarText(`${church.name}: ${[kindWord(s.kind), ...serviceDetails({ ...s, kind: "worship" }, lang)].join(" · ")}`),
      location,
      url: churchUrl,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  for (const s of special) addSpecialService(calendar, uid, church, s, origin, now, lang);
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
  return calendar.toString();
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
  return calendar.toString();
}
