import type { WeeklyService } from "./options";

/**
 * Temporary schedules (docs/service-times.md, Temporary schedules): for a range of dates a
 * church's weekly pattern is replaced ('Summer schedule: one service at 9:30') or suspended
 * ('Building closed until repairs end: worshipping at St. Mark's hall'). They end by themselves
 * after their last date.
 */
export const SCHEDULE_KINDS = ["replaced", "closed"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** The longest public note on a schedule. */
export const SCHEDULE_NOTE_MAX = 140;
/** The longest range, and how far ahead one may start. */
export const SCHEDULE_DAYS_MAX = 366;
/** Services a replacing schedule may list. */
export const SCHEDULE_SERVICES_MAX = 30;

export interface TemporarySchedule {
  id: number;
  kind: ScheduleKind;
  /** First and last date it holds, 'YYYY-MM-DD' in San Antonio, both included. */
  startsOn: string;
  endsOn: string;
  /** What visitors are told, as the church wrote it. */
  note: string;
  /** The same in Spanish, '' when the church gave none. */
  noteEs: string;
  /** The weekly services in force meanwhile (a replaced pattern); none when closed. */
  services: WeeklyService[];
}

/** A schedule as stored: when it was last set is its calendar events' LAST-MODIFIED. */
export interface StoredSchedule extends TemporarySchedule {
  updatedAt: Date;
}

/** The schedule that holds on a date, if any (schedules of a church do not overlap). */
export const scheduleOn = <S extends Pick<TemporarySchedule, "startsOn" | "endsOn">>(schedules: readonly S[], date: string): S | undefined =>
  schedules.find((s) => s.startsOn <= date && date <= s.endsOn);
