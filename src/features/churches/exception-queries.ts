/** The dated exceptions to churches' weekly services (docs/service-times.md, Exceptions): their reads and writes. */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { StoredException } from "../../contract/service-times/exceptions";
import type { Db } from "../../db/client";
import { serviceExceptions } from "../../db/schema";

const columns = { id: serviceExceptions.id, churchId: serviceExceptions.churchId, date: serviceExceptions.date, time: serviceExceptions.time, kind: serviceExceptions.kind, newTime: serviceExceptions.newTime, note: serviceExceptions.note, updatedAt: serviceExceptions.updatedAt };

function buildStatements(db: Db) {
  return {
    // A page of churches' exceptions in one statement: the ids as one JSON array (json_each).
    fromDate: db
      .select(columns)
      .from(serviceExceptions)
      .where(and(sql`${serviceExceptions.churchId} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`, gte(serviceExceptions.date, sql.placeholder("fromDate"))))
      .orderBy(asc(serviceExceptions.date), asc(serviceExceptions.time))
      .prepare(),
  };
}
const statementCache = new WeakMap<Db, ReturnType<typeof buildStatements>>();
function statements(db: Db) {
  let built = statementCache.get(db);
  if (!built) statementCache.set(db, (built = buildStatements(db)));
  return built;
}

/** The exceptions of each church on or after a day ('YYYY-MM-DD'), by date and time. */
export function selectExceptions(db: Db, churchIds: number[], fromDate: string): Map<number, StoredException[]> {
  const byChurch = new Map<number, StoredException[]>();
  if (!churchIds.length) return byChurch;
  for (const { churchId, ...row } of statements(db).fromDate.all({ ids: JSON.stringify(churchIds), fromDate })) byChurch.set(churchId, [...(byChurch.get(churchId) ?? []), row]);
  return byChurch;
}

/** Sets the exception of a church's service on a date, replacing the one it had. */
export function upsertException(db: Db, churchId: number, exception: Omit<StoredException, "id">): number {
  const { id } = db
    .insert(serviceExceptions)
    .values({ churchId, ...exception })
    .onConflictDoUpdate({ target: [serviceExceptions.churchId, serviceExceptions.date, serviceExceptions.time], set: { kind: exception.kind, newTime: exception.newTime, note: exception.note, updatedAt: exception.updatedAt } })
    .returning({ id: serviceExceptions.id })
    .get();
  return id;
}

/** Removes one of a church's exceptions; whether there was one. */
export function deleteException(db: Db, churchId: number, id: number): boolean {
  return db.delete(serviceExceptions).where(and(eq(serviceExceptions.churchId, churchId), eq(serviceExceptions.id, id))).returning({ id: serviceExceptions.id }).all().length > 0;
}
