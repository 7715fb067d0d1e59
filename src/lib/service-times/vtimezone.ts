import { TIME_ZONE } from "../../contract/site";

/**
 * US Central time as RFC 5545 VTIMEZONE: daylight time from the second Sunday of March to the
 * first Sunday of November at 2:00 (the rule since 2007), so calendar readers place a weekly
 * 9:00 service at 9:00 in both seasons. The test compares it with the runtime's time-zone data.
 */
const CENTRAL = [
  "BEGIN:VTIMEZONE",
  `TZID:${TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0600",
  "TZOFFSETTO:-0500",
  "TZNAME:CDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0600",
  "TZNAME:CST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** ical-generator's VTIMEZONE generator: San Antonio's zone, and no other. */
export const vtimezone = (zone: string): string | null => (zone === TIME_ZONE ? CENTRAL : null);
