import type { EVENT_CATEGORIES } from "./options";

export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** An event as the public API and pages show it (docs/product.md V3). */
export interface PublicEvent {
  id: number;
  title: string;
  description: string;
  /** The day in San Antonio, YYYY-MM-DD. */
  date: string;
  /** 'h:mm AM/PM' in San Antonio, or null when no time was given. */
  time: string | null;
  /** ISO instant of the start (10:00 local when no time was given). */
  startsAt: string;
  location: string;
  category: EventCategory;
  church: { id: number; name: string; slug: string } | null;
}

/** Events last 2 hours and default to a 10:00 start (docs/product.md V9). */
export const EVENT_DURATION_MS = 2 * 3600 * 1000;
export const DEFAULT_EVENT_HOUR = 10;
export const EVENTS_LIMIT = 100;

/** An event's place as a maps search or a calendar wants it: always ends in San Antonio, TX. */
export function eventPlace(location: string): string {
  if (!location) return "San Antonio, TX";
  return /san antonio/i.test(location) ? `${location.replace(/,?\s*TX$/i, "")}, TX` : `${location}, San Antonio, TX`;
}
