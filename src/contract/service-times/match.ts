import type { ServiceLanguage } from "../options";
import { addDays, centralClock, weekdayOf } from "./calendar-days";
import { WEEKDAYS } from "./options";
import type { ServiceKind, WeeklyService, Weekday } from "./options";

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
}

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
  /** The row's column, an operator and `:name` for a value or `:name*` for a list of them. */
  sql: string;
}

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
];

/** The filter at `now`: 'today' is San Antonio's weekday, 'weekend' Saturday and Sunday, a language the services held in it. */
export function conditionOf(filter: ServiceFilter, now: Date): ServiceCondition {
  const { day, date, language, weekly, ...rest } = filter;
  const languages = language ? { languages: SPOKEN_IN[language] } : {};
  if (date) return { ...rest, days: [weekdayOf(date)], ...(weekly ? {} : { dates: [{ day: weekdayOf(date), date }] }), ...languages };
  const days = day === "today" ? [centralClock(now).day] : day === "weekend" ? (["saturday", "sunday"] as const) : day ? [day] : undefined;
  return { ...rest, ...(days ? { days } : {}), ...(days && !weekly ? { dates: comingDates(days, now) } : {}), ...languages };
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
