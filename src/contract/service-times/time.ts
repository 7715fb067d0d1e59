import { parseEventTime } from "../dates";
import type { Lang } from "../i18n/lang";

/** Wall-clock times of services: stored as 24-hour 'HH:MM', shown as 'h:mm AM'. */

const pad = (n: number) => String(n).padStart(2, "0");

/** Minutes after midnight of 'HH:MM'. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'HH:MM' of minutes after midnight, wrapping past midnight. */
export function fromMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** '10:30', '9:05', '18:00' or '10:30 AM', '7:00 p.m.' as 'HH:MM'; null when it is no time. */
export function readClockTime(text: string): string | null {
  const t = parseEventTime(text);
  return t ? `${pad(t.hour)}:${pad(t.minute)}` : null;
}

/** '18:30' → '6:30 PM', in Spanish '6:30 p. m.' (docs/i18n.md, dates and times). */
export function formatClockTime(time: string, lang: Lang = "en"): string {
  const hour = Number(time.slice(0, 2));
  const period = lang === "es" ? (hour < 12 ? "a. m." : "p. m.") : hour < 12 ? "AM" : "PM";
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${period}`;
}
