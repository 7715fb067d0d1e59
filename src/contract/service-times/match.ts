import type { ServiceLanguage } from "../options";
import { addDays, centralClock, weekdayOf } from "./calendar-days";
import { WEEKDAYS } from "./options";
import type { Attendance, ServiceKind, WeeklyService, Weekday } from "./options";
import { fromMinutes, toMinutes } from "./time";

/** What a visitor looks for; every condition holds for the same service (docs/service-times.md). */
export interface ServiceFilter {
  /** A weekday, 'today' in San Antonio, or 'weekend' (Saturday and Sunday). */
  day?: Weekday | "today" | "weekend";
  /** One date instead of a day: 'YYYY-MM-DD'. */
  date?: string;
  /** Start at or after, 'HH:MM'. */
  from?: string;
  /** Start at or before, 'HH:MM'. */
  to?: string;
  language?: ServiceLanguage;
  kind?: ServiceKind;
  /** Only services interpreted in ASL. */
  asl?: boolean;
  /** A day means its weekly pattern: the coming date's exceptions are not applied. */
  weekly?: boolean;
  /** How it can be attended: in person (or hybrid), or online (or hybrid). */
  attendance?: AttendanceFilter;
  /** Online now or soon: an online service today that began in the last half hour or begins in the next two hours. */
  soon?: boolean;
}

export const ATTENDANCE_FILTERS = ["in-person", "online"] as const;
export type AttendanceFilter = (typeof ATTENDANCE_FILTERS)[number];
/** The attendances an attendance filter finds: a hybrid service is in person and online. */
export const ATTENDED: Record<AttendanceFilter, readonly Attendance[]> = { "in-person": ["in-person", "hybrid"], online: ["online", "hybrid"] };
/** 'Online now or soon' (docs/service-times.md, Attendance): from half an hour ago to two hours on, within today. */
export const SOON_BEFORE_MINUTES = 30;
export const SOON_AFTER_MINUTES = 120;

/** The service languages a language filter finds: a bilingual service is in English and in Spanish too. */
export const SPOKEN_IN: Record<ServiceLanguage, readonly ServiceLanguage[]> = {
  english: ["english", "bilingual"],
  spanish: ["spanish", "bilingual"],
  bilingual: ["bilingual"],
  other: ["other"],
};

/** A service search with its words resolved at a moment: the weekdays it means, the languages a language is spoken in. */
export interface ServiceCondition {
  days?: readonly Weekday[];
  from?: string;
  to?: string;
  languages?: readonly ServiceLanguage[];
  kind?: ServiceKind;
  asl?: boolean;
  attendances?: readonly Attendance[];
  /**
   * The coming date of each day, when the search is for dates (a day, unless `weekly`): a service
   * cancelled or moved away on its date is not found there, one moved to a time the search asks
   * is (docs/service-times.md, Search on a date).
   */
  dates?: readonly { day: Weekday; date: string }[];
}

/** One condition of the rule: when it applies, whether a service meets it, and the same test in SQL on a weekly service row. */
interface ServiceClause {
  applies: (c: ServiceCondition) => boolean;
  meets: (service: WeeklyService, c: ServiceCondition) => boolean;
  /** The row's column, an operator and `:name` for a value or `:name*` for a list of them (`SERVICE_LISTS`). */
  sql: string;
}

/** The condition's list each `:name*` of the rule stands for. */
export const SERVICE_LISTS = { day: (c: ServiceCondition) => c.days, language: (c: ServiceCondition) => c.languages, attendance: (c: ServiceCondition) => c.attendances } as const;

/**
 * The rule 'one service meets every condition' (docs/service-times.md, Search), written once:
 * `matchesService` (the matching service a card shows, the monthly reports) and the directory's
 * SQL (src/features/churches/search-queries.ts) are both built from this table.
 */
export const SERVICE_RULE: readonly ServiceClause[] = [
  { applies: (c) => c.days !== undefined, meets: (s, c) => c.days!.includes(s.day), sql: "day IN (:day*)" },
  { applies: (c) => c.from !== undefined, meets: (s, c) => s.time >= c.from!, sql: "time >= :from" },
  { applies: (c) => c.to !== undefined, meets: (s, c) => s.time <= c.to!, sql: "time <= :to" },
  { applies: (c) => c.languages !== undefined, meets: (s, c) => c.languages!.includes(s.language), sql: "language IN (:language*)" },
  { applies: (c) => c.kind !== undefined, meets: (s, c) => s.kind === c.kind, sql: "kind = :kind" },
  { applies: (c) => c.asl === true, meets: (s) => s.asl, sql: "asl = 1" },
  { applies: (c) => c.attendances !== undefined, meets: (s, c) => c.attendances!.includes(s.attendance), sql: "attendance IN (:attendance*)" },
];

/** The filter at `now`: 'today' is San Antonio's weekday, 'weekend' Saturday and Sunday, a language the services held in it. */
export function conditionOf(filter: ServiceFilter, now: Date): ServiceCondition {
  const { day, date, language, weekly, attendance, soon, ...rest } = filter;
  const languages = { ...(language ? { languages: SPOKEN_IN[language] } : {}), ...(attendance ? { attendances: ATTENDED[attendance] } : {}) };
  if (soon) return { ...rest, ...soonWindow(now), ...languages, attendances: ATTENDED.online };
  if (date) return { ...rest, days: [weekdayOf(date)], ...(weekly ? {} : { dates: [{ day: weekdayOf(date), date }] }), ...languages };
  const days = day === "today" ? [centralClock(now).day] : day === "weekend" ? (["saturday", "sunday"] as const) : day ? [day] : undefined;
  return { ...rest, ...(days ? { days } : {}), ...(days && !weekly ? { dates: comingDates(days, now) } : {}), ...languages };
}

/** Today from half an hour ago to two hours on, on San Antonio's clock: a window past midnight ends at 23:59. */
function soonWindow(now: Date): Pick<ServiceCondition, "days" | "from" | "to" | "dates"> {
  const clock = centralClock(now);
  const minute = toMinutes(clock.time);
  return {
    days: [clock.day],
    from: fromMinutes(Math.max(0, minute - SOON_BEFORE_MINUTES)),
    to: fromMinutes(Math.min(1439, minute + SOON_AFTER_MINUTES)),
    dates: [{ day: clock.day, date: clock.date }],
  };
}

/** Each day's coming date in San Antonio: today when it is that day. */
export function comingDates(days: readonly Weekday[], now: Date): { day: Weekday; date: string }[] {
  const today = centralClock(now);
  return days.map((day) => ({ day, date: addDays(today.date, (WEEKDAYS.indexOf(day) - WEEKDAYS.indexOf(today.day) + 7) % 7) }));
}

export function matchesService(service: WeeklyService, filter: ServiceFilter, now: Date): boolean {
  const condition = conditionOf(filter, now);
  return SERVICE_RULE.every((clause) => !clause.applies(condition) || clause.meets(service, condition));
}
