import { centralParts } from "../dates";
import { WEEKDAYS, type Weekday } from "./options";
import { madeOnce } from "../made-once";

/** Calendar days as 'YYYY-MM-DD' and the wall clock in San Antonio (America/Chicago). */

const DAY_MS = 86_400_000;
const utcOf = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' of a day that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && dateOf(utcOf(text)) === text;
}

export const addDays = (date: string, days: number) => dateOf(utcOf(date) + days * DAY_MS);
export const daysBetween = (from: string, to: string) => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
export const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(utcOf(date)).getUTCDay()]!;

type CentralClock = { readonly date: string; readonly day: Weekday; readonly time: string };
// A page of churches asks for the same instant once per church: Intl's formatToParts is the
// costly part, so the last instant's answer is kept.
let lastClock: { at: number; clock: CentralClock } | null = null;

/** The day, weekday and 'HH:MM' it is in San Antonio at an instant. */
export function centralClock(at: Date): CentralClock {
  const ms = at.getTime();
  if (lastClock?.at === ms) return lastClock.clock;
  const p = centralParts(at);
  const date = `${p.year}-${p.month}-${p.day}`;
  const clock = Object.freeze({ date, day: weekdayOf(date), time: `${p.hour}:${p.minute}` });
  lastClock = { at: ms, clock };
  return clock;
}

const monthDay = madeOnce(() => new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" }));
/** '2026-04-05' → 'April 5'. */
export const formatMonthDay = (date: string) => monthDay().format(utcOf(date));
