import { TIME_ZONE } from "./site";

/** Dates and times as San Antonio reads them (US Central), for server and browser alike. */
const longDate = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, weekday: "long", month: "long", day: "numeric", year: "numeric" });
const shortDate = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short", day: "numeric", year: "numeric" });
const monthShort = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "short" });
const dayOfMonth = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, day: "numeric" });
const time12 = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true });

export const formatLongDate = (at: Date | string) => longDate.format(new Date(at));
export const formatShortDate = (at: Date | string) => shortDate.format(new Date(at));
export const formatTime = (at: Date | string) => time12.format(new Date(at));
const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
type WallClockPart = "year" | "month" | "day" | "hour" | "minute" | "second";
/** The wall clock in San Antonio at an instant, each part as two (the year four) digits. */
export const centralParts = (at: Date) => Object.fromEntries(wallClock.formatToParts(at).map((x) => [x.type, x.value])) as Record<WallClockPart, string>;
export const dateBadge = (at: Date | string) => ({ month: monthShort.format(new Date(at)), day: dayOfMonth.format(new Date(at)) });

/**
 * An event's time as people type it: 12-hour 'h:mm AM/PM' or 24-hour 'HH:mm'. Answers hours
 * and minutes, or null when it is neither.
 */
export function parseEventTime(text: string): { hour: number; minute: number } | null {
  const t = text.trim().toUpperCase();
  const twelve = t.match(/^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    return { hour: (hour % 12) + (twelve[3] === "P" ? 12 : 0), minute };
  }
  const twentyFour = t.match(/^(\d{1,2}):(\d{2})$/);
  if (twentyFour) {
    const hour = Number(twentyFour[1]);
    const minute = Number(twentyFour[2]);
    return hour <= 23 && minute <= 59 ? { hour, minute } : null;
  }
  return null;
}
