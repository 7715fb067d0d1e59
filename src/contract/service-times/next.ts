import { addDays, centralClock, weekdayOf } from "./calendar-days";
import type { ServiceException } from "./exceptions";
import { occurrences, type Occurrence } from "./occurrences";
import { scheduleOn, type TemporarySchedule } from "./schedules";
import { serviceDetails } from "./format";
import { conditionOf, matchesService, SERVICE_RULE, type ServiceFilter } from "./match";
import { DAY_LABELS, WEEKDAYS, type Attendance, type ServiceKind, type ServiceLanguage, type ServiceRow, type WeeklyService, type Weekday } from "./options";
import { formatClockTime, toMinutes } from "./time";
import { translator } from "../i18n/catalogue";
import type { Lang } from "../i18n/lang";
import { servicesText } from "../i18n/services-text";
import { vocabularyIn } from "../i18n/vocabulary-text";

/** The next time a church meets, on San Antonio's wall clock (docs/service-times.md). */
export interface NextService {
  day: Weekday;
  /** 'YYYY-MM-DD' in San Antonio. */
  date: string;
  /** 'HH:MM' in San Antonio. */
  time: string;
  language: ServiceLanguage;
  asl: boolean;
  kind: ServiceKind;
  attendance: Attendance;
  /** Where an online or hybrid service streams, '' otherwise. */
  streamUrl: string;
}

/** A weekly service with a day and a time that nobody still has to review. */
const scheduled = (s: WeeklyService | ServiceRow): s is WeeklyService => s.day !== null && s.time !== null && !("needsReview" in s && s.needsReview);

/**
 * The first service starting at or after `now`. Days and times are compared on the wall clock in
 * San Antonio, so a 9:00 service stays at 9:00 across daylight-saving changes. With the church's
 * dated exceptions, a cancelled service is skipped and a moved one counts at its new time.
 */
export function nextService(
  services: readonly (WeeklyService | ServiceRow)[],
  now: Date,
  exceptions: readonly ServiceException[] = [],
  schedules: readonly Pick<TemporarySchedule, "startsOn" | "endsOn" | "services">[] = [],
): NextService | null {
  if (exceptions.length || schedules.length) return nextOccurrence(services.filter(scheduled), now, exceptions, schedules);
  const clock = centralClock(now);
  const today = WEEKDAYS.indexOf(clock.day);
  let best: { inDays: number; s: WeeklyService } | null = null;
  for (const s of services) {
    if (!scheduled(s)) continue;
    let inDays = (WEEKDAYS.indexOf(s.day) - today + 7) % 7;
    if (inDays === 0 && s.time < clock.time) inDays = 7;
    if (!best || inDays < best.inDays || (inDays === best.inDays && toMinutes(s.time) < toMinutes(best.s.time))) best = { inDays, s };
  }
  if (!best) return null;
  const { s, inDays } = best;
  return { day: s.day, date: addDays(clock.date, inDays), time: s.time, language: s.language, asl: s.asl, kind: s.kind, attendance: s.attendance, streamUrl: s.streamUrl };
}

function nextOccurrence(services: readonly WeeklyService[], now: Date, exceptions: readonly ServiceException[], schedules: readonly Pick<TemporarySchedule, "startsOn" | "endsOn" | "services">[]): NextService | null {
  const clock = centralClock(now);
  // Two weeks at a time (a service cancelled this week still comes next week), past a closure or a
  // schedule without services, which lasts at most a year.
  const lastDay = schedules.reduce((last, s) => (s.endsOn > last ? s.endsOn : last), addDays(clock.date, 14));
  let next: Occurrence | undefined;
  for (let first = clock.date; !next && first <= lastDay; first = addDays(first, 15))
    next = occurrences(services, [], exceptions, first, addDays(first, 14), schedules).find((o) => o.status !== "cancelled" && (o.date > clock.date || o.time >= clock.time));
  if (!next) return null;
  return { day: weekdayOf(next.date), date: next.date, time: next.time, language: next.language, asl: next.asl, kind: next.kind, attendance: next.attendance, streamUrl: next.streamUrl };
}

/** 'Today 6:30 PM', 'Tomorrow 9:00 AM', 'Sunday 9:00 AM · Spanish'; in Spanish 'Hoy 6:30 p. m.'. */
export function serviceLabel(next: NextService, now: Date, lang: Lang = "en"): string {
  const today = centralClock(now).date;
  const t = translator(servicesText, lang);
  const day = lang === "en" ? DAY_LABELS[next.day] : vocabularyIn(lang).day(next.day);
  const when = next.date === today ? t("today") : next.date === addDays(today, 1) ? t("tomorrow") : day;
  return [`${when} ${formatClockTime(next.time, lang)}`, ...serviceDetails({ ...next, note: "" }, lang)].join(" · ");
}

/**
 * Of the services a search matches, the one that starts soonest from `now` (what sort=time orders
 * by), or null. A search for a day's coming date reads that date's occurrences: a cancelled
 * service is not there, a moved one is at its new time (answered with that time).
 */
export function soonestMatch(
  services: readonly WeeklyService[],
  filter: ServiceFilter,
  now: Date,
  exceptions: readonly ServiceException[] = [],
  schedules: readonly Pick<TemporarySchedule, "startsOn" | "endsOn" | "services">[] = [],
): MatchingService | null {
  const { dates } = conditionOf(filter, now);
  if (dates) return soonestOnDates(services, filter, now, exceptions, schedules, dates.map((d) => d.date));
  const matching = services.filter((s) => matchesService(s, filter, now));
  const next = nextService(matching, now);
  return next ? matching.find((s) => s.day === next.day && s.time === next.time)! : null;
}

/** The service a search matched; on a searched date, with that date ('YYYY-MM-DD') and the time it happens then. */
export type MatchingService = WeeklyService & { date?: string };

function soonestOnDates(
  services: readonly WeeklyService[],
  filter: ServiceFilter,
  now: Date,
  exceptions: readonly ServiceException[],
  schedules: readonly Pick<TemporarySchedule, "startsOn" | "endsOn" | "services">[],
  dates: readonly string[],
): MatchingService | null {
  const clock = centralClock(now);
  // The condition once (a 'soon' window included): its times hold for when each occurrence happens,
  // its other clauses for what happens then (a date held online only is online).
  const { days: _days, from, to, dates: _dates, ...rest } = conditionOf(filter, now);
  const meets = (s: WeeklyService) => SERVICE_RULE.every((clause) => !clause.applies(rest) || clause.meets(s, rest));
  // On a date a temporary schedule holds, its services are the ones that happen.
  const held = (date: string) => scheduleOn(schedules, date)?.services ?? services;
  const found = dates
    .flatMap((date) => occurrences(services, [], exceptions, date, date, schedules))
    .filter((o) => o.status !== "cancelled" && (!from || o.time >= from) && (!to || o.time <= to))
    .map((o) => {
      const weekly = held(o.date).find((s) => s.day === weekdayOf(o.date) && s.time === o.weeklyTime)!;
      return { o, s: { ...weekly, time: o.time, attendance: o.attendance, streamUrl: o.streamUrl } };
    })
    .filter(({ s }) => meets(s))
    .sort((a, b) => a.o.date.localeCompare(b.o.date) || a.o.time.localeCompare(b.o.time));
  const next = found.find(({ o }) => o.date > clock.date || o.time >= clock.time) ?? found[0];
  return next ? { ...next.s, date: next.o.date } : null;
}
