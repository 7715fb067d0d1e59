import { addDays, daysBetween, weekdayOf } from "./calendar-days";
import type { ExceptionKind, ServiceException } from "./exceptions";
import type { SpecialService } from "./occasions";
import type { ServiceKind, ServiceLanguage, WeeklyService } from "./options";

/**
 * What happens at a church on each date (docs/service-times.md, Occurrences): its weekly services
 * with the dated exceptions applied, and its special services, a special at the very time of a
 * weekly service taking that service's place. The page, the API, the calendar and the next
 * service all read this list; nothing else works it out again.
 */
export type OccurrenceStatus = "scheduled" | ExceptionKind;

export interface Occurrence {
  /** 'YYYY-MM-DD' in San Antonio. */
  date: string;
  /** When it starts, 'HH:MM' (a moved service's new time). */
  time: string;
  durationMinutes: number;
  language: ServiceLanguage;
  kind: ServiceKind;
  status: OccurrenceStatus;
  /** The weekly service's own start, when it has one (a moved service's old time). */
  weeklyTime: string | null;
  /** The special service's title or occasion, when it is one. */
  special: SpecialService | null;
  note: string;
}

/** The longest span asked at once: a calendar's two months. */
export const OCCURRENCE_DAYS_MAX = 62;

const exceptionKey = (date: string, time: string) => `${date} ${time}`;

/** Every occurrence from `first` to `last` (both 'YYYY-MM-DD', at most OCCURRENCE_DAYS_MAX days apart), by date and time. */
export function occurrences(weekly: readonly WeeklyService[], special: readonly SpecialService[], exceptions: readonly ServiceException[], first: string, last: string): Occurrence[] {
  const span = Math.min(daysBetween(first, last), OCCURRENCE_DAYS_MAX);
  const byKey = new Map(exceptions.map((e) => [exceptionKey(e.date, e.time), e]));
  const specialsOn = new Map<string, SpecialService[]>();
  for (const s of special) specialsOn.set(s.date, [...(specialsOn.get(s.date) ?? []), s]);
  const list: Occurrence[] = [];
  for (let i = 0; i <= span; i++) {
    const date = addDays(first, i);
    const day = weekdayOf(date);
    const specials = specialsOn.get(date) ?? [];
    for (const s of weekly) {
      if (s.day !== day || specials.some((sp) => sp.time === s.time)) continue;
      const exception = byKey.get(exceptionKey(date, s.time));
      list.push({
        date,
        time: exception?.kind === "moved" && exception.newTime ? exception.newTime : s.time,
        durationMinutes: s.durationMinutes,
        language: s.language,
        kind: s.kind,
        status: exception?.kind ?? "scheduled",
        weeklyTime: s.time,
        special: null,
        note: exception?.note ?? "",
      });
    }
    for (const sp of specials) {
      const slot = weekly.find((s) => s.day === day && s.time === sp.time);
      list.push({ date, time: sp.time, durationMinutes: sp.durationMinutes, language: sp.language, kind: slot?.kind ?? "worship", status: "scheduled", weeklyTime: slot ? slot.time : null, special: sp, note: sp.note });
    }
  }
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

/** What visitors are told ahead of the times: the coming days' cancellations, moves and changes. */
export interface Notice {
  kind: ExceptionKind;
  date: string;
  /** The weekly service's own start. */
  from: string;
  /** A moved service's new start. */
  to?: string;
  text: string;
}

/** How many days ahead a church's answer tells its notices. */
export const NOTICE_DAYS = 14;

export function noticesOf(list: readonly Occurrence[]): Notice[] {
  return list
    .filter((o) => o.status !== "scheduled")
    .map((o) => ({ kind: o.status as ExceptionKind, date: o.date, from: o.weeklyTime!, ...(o.status === "moved" ? { to: o.time } : {}), text: o.note }));
}
