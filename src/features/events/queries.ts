import { and, asc, count, eq, gte, isNull, lt, or, type SQL } from "drizzle-orm";
import type { EventCategory } from "../../contract/events";
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
  language: events.language,
  churchId: churches.id,
  churchName: churches.name,
  churchSlug: churches.slug,
  churchAddress: churches.address,
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

/** What the events list narrows by: a span of time, a category, a church. */
export interface EventWhere {
  from: Date;
  until?: Date;
  category?: EventCategory;
  churchSlug?: string;
}

function listWhere(where: EventWhere): SQL | undefined {
  return and(
    isPublic(),
    gte(events.startsAt, where.from),
    where.until ? lt(events.startsAt, where.until) : undefined,
    where.category ? eq(events.category, where.category) : undefined,
    where.churchSlug ? eq(churches.slug, where.churchSlug) : undefined,
  );
}

/** One page of the public events that match, soonest first. */
export function selectEventsPage(db: Db, where: EventWhere, offset: number, limit: number) {
  return db
    .select(columns)
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .where(listWhere(where))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit)
    .offset(offset)
    .all();
}

export function countEvents(db: Db, where: EventWhere): number {
  return db.select({ n: count() }).from(events).leftJoin(churches, eq(churches.id, events.churchId)).where(listWhere(where)).get()?.n ?? 0;
}

/** The churches that host a public event from `from` on, by name: the church filter's options. */
export function selectHostChurches(db: Db, from: Date) {
  return db
    .selectDistinct({ name: churches.name, slug: churches.slug })
    .from(events)
    .innerJoin(churches, eq(churches.id, events.churchId))
    .where(and(isPublic(), gte(events.startsAt, from)))
    .orderBy(asc(churches.name))
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

export const insertEventRow = (db: Db, row: typeof events.$inferInsert): number => db.insert(events).values(row).returning({ id: events.id }).get().id;
export const updateEventRow = (db: Db, id: number, row: Partial<typeof events.$inferInsert>) => db.update(events).set({ ...row, updatedAt: new Date() }).where(eq(events.id, id)).run();
export const deleteEventRow = (db: Db, id: number) => db.delete(events).where(eq(events.id, id)).run();
