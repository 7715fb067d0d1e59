import { and, asc, count, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
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

const p = (name: string) => sql.placeholder(name);

/**
 * The events list's two statements for the filters present, with placeholders: prepared once per
 * database and combination (eight at most), since building and compiling them took a profile page
 * a sixth of its drawing (docs/decisions/0079-render-cost.md).
 */
function buildListStatements(db: Db, where: EventWhere) {
  const matching = and(
    isPublic(),
    gte(events.startsAt, p("from")),
    where.until ? lt(events.startsAt, p("until")) : undefined,
    where.category ? eq(events.category, p("category")) : undefined,
    where.churchSlug ? eq(churches.slug, p("churchSlug")) : undefined,
  );
  return {
    page: db
      .select(columns)
      .from(events)
      .leftJoin(churches, eq(churches.id, events.churchId))
      .where(matching)
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(p("limit"))
      .offset(p("offset"))
      .prepare(),
    count: db.select({ n: count() }).from(events).leftJoin(churches, eq(churches.id, events.churchId)).where(matching).prepare(),
  };
}
const listStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildListStatements>>>();
function statementsFor(db: Db, where: EventWhere) {
  let byShape = listStatements.get(db);
  if (!byShape) listStatements.set(db, (byShape = new Map()));
  const shape = [where.until, where.category, where.churchSlug].map((v) => (v === undefined ? 0 : 1)).join("");
  let statements = byShape.get(shape);
  if (!statements) byShape.set(shape, (statements = buildListStatements(db, where)));
  return statements;
}
// Timestamps are stored in milliseconds; a placeholder's value is bound as given.
const values = (where: EventWhere) => ({ from: where.from.getTime(), until: where.until?.getTime() ?? null, category: where.category ?? null, churchSlug: where.churchSlug ?? null });

/** One page of the public events that match, soonest first. */
export function selectEventsPage(db: Db, where: EventWhere, offset: number, limit: number) {
  return statementsFor(db, where).page.all({ ...values(where), offset, limit });
}

export function countEvents(db: Db, where: EventWhere): number {
  return statementsFor(db, where).count.get(values(where))?.n ?? 0;
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
