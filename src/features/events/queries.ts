import { and, asc, eq, gte } from "drizzle-orm";
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

/** Approved events from `from` on, soonest first, bounded. */
export function selectUpcomingEvents(db: Db, from: Date, limit: number) {
  return db
    .select(columns)
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .where(and(eq(events.status, "approved"), gte(events.startsAt, from)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .all();
}

export function selectApprovedEvent(db: Db, id: number) {
  return db
    .select(columns)
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .where(and(eq(events.id, id), eq(events.status, "approved")))
    .get();
}
