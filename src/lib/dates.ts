import { TIME_ZONE } from "../contract/site";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in San Antonio (America/Chicago), as YYYY-MM-DD. */
export function centralDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}
