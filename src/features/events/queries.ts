import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churches, events } from "../../db/schema";

const columns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startsAt: events.startsAt,
  hasTime: events.hasTime,
  location: events.location,
  category: events.category,
  churchId: churches.id,
  churchName: churches.name,
  churchSlug: churches.slug,
};

export type EventRow = NonNullable<ReturnType<typeof selectApprovedEvent>>;

// Public events: approved, and hosted by no church or by an approved one (a pending or rejected
// church, and the name its owner gave it, are not shown anywhere; docs/decisions/0013).
const isPublic = () => and(eq(events.status, "approved"), or(isNull(events.churchId), eq(churches.status, "approved")));

/** Public events from `from` on, soonest first, bounded. */
export function selectUpcomingEvents(db: Db, from: Date, limit: number) {
  return db
    .select(columns)
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .where(and(isPublic(), gte(events.startsAt, from)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .all();
}

/** A church's public events from `from` on, soonest first, bounded. */
export function selectChurchEvents(db: Db, churchId: number, from: Date, limit: number) {
  return db
    .select(columns)
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .where(and(isPublic(), eq(events.churchId, churchId), gte(events.startsAt, from)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .all();
}

export function selectApprovedEvent(db: Db, id: number) {
  return db
    .select(columns)
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .where(and(eq(events.id, id), isPublic()))
    .get();
}
