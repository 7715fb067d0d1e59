import { DEFAULT_EVENT_HOUR, EVENTS_LIMIT, type PublicEvent } from "../../contract/events";
import { formatTime } from "../../contract/dates";
import type { Db } from "../../db/client";
import { centralDay, centralToUtc } from "../../lib/dates";
import { selectApprovedEvent, selectChurchEvents, selectUpcomingEvents, type EventRow } from "./queries";

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
    category: row.category,
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

export function findEvent(db: Db, id: number): PublicEvent | null {
  const row = selectApprovedEvent(db, id);
  return row ? toPublic(row) : null;
}
