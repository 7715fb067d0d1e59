import { addDays, daysBetween, weekdayOf } from "./calendar-days";
import type { ExceptionKind, ServiceException } from "./exceptions";
import type { SpecialService } from "./occasions";
import type { Attendance, ServiceKind, ServiceLanguage, WeeklyService } from "./options";
import { scheduleOn, type ScheduleKind, type TemporarySchedule } from "./schedules";

/**
 * What happens at a church on each date (docs/service-times.md, Occurrences): its weekly services,
 * or a temporary schedule's in their stead (none while it is closed), with the dated exceptions
 * applied, and its special services, a special at the very time of a weekly service taking that
 * service's place. The page, the API, the calendar and the next
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
  asl: boolean;
  attendance: Attendance;
  /** Where it streams, '' when it does not. */
  streamUrl: string;
  status: OccurrenceStatus;
  /** The weekly service's own start, when it has one (a moved service's old time). */
  weeklyTime: string | null;
  /** The special service's title or occasion, when it is one. */
  special: SpecialService | null;
  note: string;
  /** The exception's note in Spanish, '' when none. */
  noteEs: string;
}

/** The longest span asked at once: a calendar's two months. */
export const OCCURRENCE_DAYS_MAX = 62;

const exceptionKey = (date: string, time: string) => `${date} ${time}`;

/** Every occurrence from `first` to `last` (both 'YYYY-MM-DD', at most OCCURRENCE_DAYS_MAX days apart), by date and time. */
export function occurrences(
  usual: readonly WeeklyService[],
  special: readonly SpecialService[],
  exceptions: readonly ServiceException[],
  first: string,
  last: string,
  schedules: readonly Pick<TemporarySchedule, "startsOn" | "endsOn" | "services">[] = [],
): Occurrence[] {
  const span = Math.min(daysBetween(first, last), OCCURRENCE_DAYS_MAX);
  const byKey = new Map(exceptions.map((e) => [exceptionKey(e.date, e.time), e]));
  const specialsOn = new Map<string, SpecialService[]>();
  for (const s of special) specialsOn.set(s.date, [...(specialsOn.get(s.date) ?? []), s]);
  const list: Occurrence[] = [];
  for (let i = 0; i <= span; i++) {
    const date = addDays(first, i);
    const day = weekdayOf(date);
    const specials = specialsOn.get(date) ?? [];
    // A closure's schedule lists no services: only special services happen then.
    const weekly = scheduleOn(schedules, date)?.services ?? usual;
    for (const s of weekly) {
      if (s.day !== day || specials.some((sp) => sp.time === s.time)) continue;
      const exception = byKey.get(exceptionKey(date, s.time));
      list.push({
        date,
        time: exception?.kind === "moved" && exception.newTime ? exception.newTime : s.time,
        durationMinutes: s.durationMinutes,
        language: s.language,
        kind: s.kind,
        asl: s.asl,
        // Online only that date: at the stream it gave, else the service's own.
        attendance: exception?.kind === "online" ? "online" : s.attendance,
        streamUrl: exception?.kind === "online" ? exception.streamUrl || s.streamUrl : s.streamUrl,
        status: exception?.kind ?? "scheduled",
        weeklyTime: s.time,
        special: null,
        note: exception?.note ?? "",
        noteEs: exception?.noteEs ?? "",
      });
    }
    for (const sp of specials) {
      const slot = weekly.find((s) => s.day === day && s.time === sp.time);
      list.push({
        date,
        time: sp.time,
        durationMinutes: sp.durationMinutes,
        language: sp.language,
        kind: slot?.kind ?? "worship",
        asl: false,
        // A special service is held at the church; its slot's stream, if any, carries it too.
        attendance: slot?.attendance ?? "in-person",
        streamUrl: slot?.streamUrl ?? "",
        status: "scheduled",
        weeklyTime: slot ? slot.time : null,
        special: sp,
        note: sp.note,
        noteEs: "",
      });
    }
  }
  return list.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

/** What visitors are told ahead of the times: the coming days' cancellations, moves and changes, and the schedules in force. */
export type Notice = DateNotice | ScheduleNotice;

/** One date of a service: cancelled, moved or changed. */
export interface DateNotice {
  kind: ExceptionKind;
  date: string;
  /** The weekly service's own start. */
  from: string;
  /** A moved service's new start. */
  to?: string;
  text: string;
  /** The church's note in Spanish, when it gave one. */
  textEs?: string;
  /** Where a service online only that date streams. */
  streamUrl?: string;
}

/** A temporary schedule or a closure: its first and last dates. */
export interface ScheduleNotice {
  kind: "schedule" | "closed";
  from: string;
  to: string;
  text: string;
  textEs?: string;
}

export const isDateNotice = (notice: Notice): notice is DateNotice => notice.kind !== "schedule" && notice.kind !== "closed";
const NOTICE_OF_SCHEDULE: Record<ScheduleKind, ScheduleNotice["kind"]> = { replaced: "schedule", closed: "closed" };

/** The schedules that hold on some day from `first` to `last`, as notices, first: a closure matters more than one date. */
export function scheduleNotices(schedules: readonly Pick<TemporarySchedule, "kind" | "startsOn" | "endsOn" | "note" | "noteEs">[], first: string, last: string): ScheduleNotice[] {
  return schedules.filter((s) => s.startsOn <= last && s.endsOn >= first).map((s) => ({ kind: NOTICE_OF_SCHEDULE[s.kind], from: s.startsOn, to: s.endsOn, text: s.note, ...(s.noteEs ? { textEs: s.noteEs } : {}) }));
}

/** How many days ahead a church's answer tells its notices. */
export const NOTICE_DAYS = 14;

export function noticesOf(list: readonly Occurrence[]): DateNotice[] {
  return list
    .filter((o) => o.status !== "scheduled")
    .map((o) => ({ kind: o.status as ExceptionKind, date: o.date, from: o.weeklyTime!, ...(o.status === "moved" ? { to: o.time } : {}), text: o.note, ...(o.noteEs ? { textEs: o.noteEs } : {}), ...(o.status === "online" ? { streamUrl: o.streamUrl } : {}) }));
}
