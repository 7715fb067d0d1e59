import ical, { escape, type ICalCalendar, ICalEventStatus } from "ical-generator";
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
import { WEEKDAYS, type ServiceKind, type ServiceRow, type WeeklyService } from "../../contract/service-times/options";
import { SITE_NAME, TIME_ZONE } from "../../contract/site";
import { siteUrl } from "../../http/site-origin";
import { vtimezone } from "./vtimezone";
import { addServiceSeries } from "./calendar-series";
import { calendarFile, calendarText, lasting, stampOf, Temporal, wallClock, weekdaysFrom } from "./calendar-parts";

/**
 * A church's calendar (RFC 5545): its weekly services as weekly recurring events, its special
 * services and its dated events. Services keep San Antonio's wall clock (TZID with a VTIMEZONE),
 * so a 9:00 service stays at 9:00 after a daylight-saving change (docs/service-times.md). In
 * Spanish (/es/…ics) the words the site writes and its links are Spanish; what owners wrote stays
 * as written (docs/i18n.md).
 */



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
  events: readonly Pick<PublicEvent, "id" | "title" | "description" | "date" | "time" | "startsAt" | "address">[];
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
    stamp: stampOf(now),
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
  const summaryOf = (s: WeeklyService) => calendarText(`${church.name}: ${[kindWord(s.kind), ...serviceDetails({ ...s, kind: "worship" }, lang)].join(" · ")}`);
  const series = { calendar, now, place: { url: churchUrl, location }, watchWords: (url: string) => t("watchOnlineAt", { url }) };
  // Each weekly series' UID by its day and time: the overrides of its dates carry the same UID.
  const slots = new Map<string, string>();
  const taken = new Set(special.map((sp) => `${weekdayOf(sp.date)} ${sp.time}`));
  // A service's own exceptions from its first date (to its last), but not on a date a special service takes (as on the page: docs/service-times.md, Occurrences).
  const exceptionsOf = (s: WeeklyService, first: string, last = "9999-12-31") =>
    exceptions.filter((e) => e.date >= first && e.date <= last && weekdayOf(e.date) === s.day && e.time === s.time && !special.some((sp) => sp.date === e.date && sp.time === s.time));
  for (const row of weekly) {
    if (row.day === null || row.time === null || ("needsReview" in row && row.needsReview)) continue;
    const s = row as WeeklyService;
    const first = addDays(today.date, (WEEKDAYS.indexOf(s.day) - WEEKDAYS.indexOf(today.day) + 7) % 7);
    const id = uid(`church-${church.id}-${s.day}-${s.time.replace(":", "")}-${s.kind}-${s.language}`);
    if (!slots.has(`${s.day} ${s.time}`) && taken.has(`${s.day} ${s.time}`)) slots.set(`${s.day} ${s.time}`, id);
    // A date a temporary schedule holds is the schedule's: the weekly series leaves it out, and its exceptions are the schedule's.
    const own = exceptionsOf(s, first).filter((e) => !scheduleOn(schedules, e.date));
    const heldElsewhere = schedules.flatMap((sc) => weekdaysFrom(sc.startsOn > first ? sc.startsOn : first, sc.endsOn, s.day));
    addServiceSeries(series, { id, service: s, first, own, excluded: heldElsewhere, summary: summaryOf(s), changedAt: [...schedules.map((sc) => sc.updatedAt)] });
  }
  // A replacing schedule's services: weekly series of their own from its first date (or today) to its last, with their exceptions.
  for (const sc of schedules) {
    for (const s of sc.services) {
      const [first] = weekdaysFrom(sc.startsOn > today.date ? sc.startsOn : today.date, sc.endsOn, s.day);
      if (!first) continue;
      const id = uid(`church-${church.id}-schedule-${sc.id}-${s.day}-${s.time.replace(":", "")}`);
      addServiceSeries(series, { id, service: s, first, until: sc.endsOn, own: exceptionsOf(s, first, sc.endsOn), excluded: [], summary: summaryOf(s), note: sc.note, changedAt: [sc.updatedAt] });
    }
  }
  // A special service at a weekly service's time takes that date of its series (an override), not a second event.
  for (const s of special) addSpecialService(calendar, uid, church, s, origin, now, lang, s.date >= today.date ? slots.get(`${weekdayOf(s.date)} ${s.time}`) : undefined);
  for (const event of events) {
    const start = Temporal.Instant.fromEpochMilliseconds(Date.parse(event.startsAt)).toZonedDateTimeISO(TIME_ZONE);
    // An event whose time was not announced is all day on its date (VALUE=DATE), as in the events' own calendars.
    const when =
      event.time === null
        ? { start: new Date(`${event.date}T12:00:00Z`), end: new Date(Date.parse(`${event.date}T12:00:00Z`) + 86_400_000), allDay: true }
        : { start, end: start.add({ minutes: EVENT_DURATION_MS / 60_000 }), timezone: TIME_ZONE };
    calendar.createEvent({
      id: uid(`event-${event.id}`),
      ...when,
      stamp: stampOf(now),
      summary: calendarText(event.title),
      description: calendarText(`${event.description}\n\n${t("hostedBy", { church: church.name })}`),
      // Where it takes place: its location, else the church's street address (as in the event's own calendar).
      location: calendarText(eventPlace(event.address)),
      url: siteUrl(origin, localePath(lang, `/events/${event.id}`)),
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendarFile(calendar);
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
  return calendarFile(calendar);
}
