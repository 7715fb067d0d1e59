import type { EventFilters } from "./event-queries";
import type { Lang } from "./i18n/lang";
import type { EVENT_CATEGORIES } from "./options";
import { routes } from "./routes";

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
  /** Where it takes place, as a street address: its location, else its church's address ('' when neither). */
  address: string;
  category: EventCategory;
  /** The language it is written in (docs/decisions/0044-content-language.md). */
  language: Lang;
  church: { id: number; name: string; slug: string } | null;
}

/** Events last 2 hours and default to a 10:00 start (docs/product.md V9). */
export const EVENT_DURATION_MS = 2 * 3600 * 1000;
export const DEFAULT_EVENT_HOUR = 10;
export const EVENTS_LIMIT = 100;
/** Events on one page of /events (docs/decisions/0029-events-paging.md). */
export const EVENTS_PAGE_SIZE = 12;
/** A church's coming events its profile lists; more link to /events for that church (docs/decisions/0075-events-on-the-profile.md). */
export const PROFILE_EVENTS = 5;

/** The date ranges visitors filter by, on San Antonio's calendar (docs/product.md, Events). */
export const EVENT_RANGES = ["week", "weekend", "month"] as const;
export type EventRange = (typeof EVENT_RANGES)[number];
/** How a range reads in a sentence: 'No events this weekend.' */
export const EVENT_RANGE_LABEL: Record<EventRange, string> = { week: "this week", weekend: "this weekend", month: "this month" };

/** An event's place as a maps search or a calendar wants it: always ends in San Antonio, TX. */
export function eventPlace(location: string): string {
  if (!location) return "San Antonio, TX";
  // A full street address already ends in the state and ZIP code.
  if (/\bTX\s+\d{5}(-\d{4})?$/i.test(location)) return location;
  return /san antonio/i.test(location) ? `${location.replace(/,?\s*TX$/i, "")}, TX` : `${location}, San Antonio, TX`;
}

/** The events page's address for these filters; page 1 is left out, so each list has one address. */
export function eventsUrl(filters: EventFilters): string {
  const params = new URLSearchParams();
  if (filters.when) params.set("when", filters.when);
  if (filters.category) params.set("category", filters.category);
  if (filters.church) params.set("church", filters.church);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `${routes.events}?${query}` : routes.events;
}
