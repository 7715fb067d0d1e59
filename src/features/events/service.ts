import type { EventFilters } from "../../contract/event-queries";
import { DEFAULT_EVENT_HOUR, EVENTS_LIMIT, type PublicEvent } from "../../contract/events";
import { formatTime } from "../../contract/dates";
import type { Db } from "../../db/client";
import { centralDay, centralToUtc } from "../../lib/dates";
import { eventDaySpan, type DaySpan } from "./date-ranges";
import { sortByName } from "../../contract/name-order";
import { countEvents, deleteEventRow, insertEventRow, selectApprovedEvent, updateEventRow, selectChurchEvents, selectEventsPage, selectHostChurches, selectUpcomingEvents, type EventRow } from "./queries";

/** When the event starts: its time, or 10:00 local on its day when it has none (docs/product.md V9). */
export function eventStart(row: Pick<EventRow, "startsAt" | "hasTime">): Date {
  return row.hasTime ? row.startsAt : centralToUtc(centralDay(row.startsAt), DEFAULT_EVENT_HOUR, 0);
}

function toPublic(row: EventRow): PublicEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: centralDay(row.startsAt),
    time: row.hasTime ? formatTime(row.startsAt) : null,
    startsAt: eventStart(row).toISOString(),
    location: row.location,
    address: row.location || row.churchAddress || "",
    category: row.category,
    language: row.language,
    church: row.churchId !== null && row.churchName !== null && row.churchSlug !== null ? { id: row.churchId, name: row.churchName, slug: row.churchSlug } : null,
  };
}

/** Upcoming approved events, soonest first: everything from the start of today in San Antonio. */
export function upcomingEvents(db: Db, now = new Date(), limit = EVENTS_LIMIT): PublicEvent[] {
  return selectUpcomingEvents(db, centralToUtc(centralDay(now), 0, 0), limit).map(toPublic);
}

/** A church's upcoming approved events, soonest first (its calendar). */
export function churchEvents(db: Db, churchId: number, now = new Date(), limit = EVENTS_LIMIT): PublicEvent[] {
  return selectChurchEvents(db, churchId, centralToUtc(centralDay(now), 0, 0), limit).map(toPublic);
}

export interface EventsPage {
  events: PublicEvent[];
  total: number;
  page: number;
  pageCount: number;
  /** The days a date range covers, when one was asked for. */
  span: DaySpan | null;
}

/**
 * One page of upcoming approved events that match the filters, soonest first (docs/decisions/0029-events-paging.md).
 * A page past the last answers the last page's events with its number.
 */
export function listEvents(db: Db, filters: EventFilters, pageSize: number, now = new Date()): EventsPage {
  const span = filters.when ? eventDaySpan(filters.when, now) : null;
  const where = { from: span?.from ?? centralToUtc(centralDay(now), 0, 0), until: span?.until, category: filters.category, churchSlug: filters.church };
  const total = countEvents(db, where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filters.page ?? 1, pageCount);
  return { events: selectEventsPage(db, where, (page - 1) * pageSize, pageSize).map(toPublic), total, page, pageCount, span };
}

/** The churches the church filter offers: those with an upcoming approved event, by name. */
export function eventHostChurches(db: Db, now = new Date()): { name: string; slug: string }[] {
  const hosts = selectHostChurches(db, centralToUtc(centralDay(now), 0, 0)).flatMap((c) => (c.name !== null && c.slug !== null ? [{ name: c.name, slug: c.slug }] : []));
  return sortByName(hosts, (c) => c.name);
}

export function findEvent(db: Db, id: number): PublicEvent | null {
  const row = selectApprovedEvent(db, id);
  return row ? toPublic(row) : null;
}

/** A new event, an admin's (approved) or an owner's (pending): the events table is this feature's (docs/architecture.md). Answers its id. */
export const addEvent = (db: Db, row: Parameters<typeof insertEventRow>[1]): number => insertEventRow(db, row);
/** Changes an event's columns: an admin's edit or decision. */
export const changeEvent = (db: Db, id: number, row: Parameters<typeof updateEventRow>[2]): void => void updateEventRow(db, id, row);
/** Deletes an event (an admin's). */
export const removeEventRow = (db: Db, id: number): void => void deleteEventRow(db, id);
