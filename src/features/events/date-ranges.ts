import type { EventRange } from "../../contract/events";
import { centralDay, centralToUtc } from "../../lib/dates";

/** A span of San Antonio days, first and last included, and the instants that bound it. */
export interface DaySpan {
  firstDay: string;
  lastDay: string;
  from: Date;
  /** The start of the day after the last: events before it are in the span. */
  until: Date;
}

function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, of a calendar day. */
function weekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

function lastDayOfMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The days a range covers, from today on San Antonio's calendar (docs/product.md, Events):
 * 'this week' is today through Sunday; 'this weekend' is the coming Saturday and Sunday (on a
 * Saturday or Sunday, the weekend under way, from today); 'this month' is today through the
 * month's last day.
 */
export function eventDaySpan(range: EventRange, now: Date): DaySpan {
  const today = centralDay(now);
  const dow = weekday(today);
  const [firstDay, lastDay] =
    range === "week"
      ? [today, addDays(today, (7 - dow) % 7)]
      : range === "weekend"
        ? dow === 0
          ? [today, today]
          : [addDays(today, 6 - dow), addDays(today, 7 - dow)]
        : [today, lastDayOfMonth(today)];
  return { firstDay, lastDay, from: centralToUtc(firstDay, 0, 0), until: centralToUtc(addDays(lastDay, 1), 0, 0) };
}
