/** The dated exceptions' writes (docs/service-times.md, Exceptions); a page of churches reads them with its other rows (page-rows-queries.ts). */
import { and, eq } from "drizzle-orm";
import type { StoredException } from "../../contract/service-times/exceptions";
import type { Db } from "../../db/client";
import { serviceExceptions } from "../../db/schema";

/** Sets the exception of a church's service on a date, replacing the one it had (a calendar sync's becomes the owner's). */
export function upsertException(db: Db, churchId: number, exception: Omit<StoredException, "id">): number {
  const { id } = db
    .insert(serviceExceptions)
    .values({ churchId, ...exception })
    .onConflictDoUpdate({ target: [serviceExceptions.churchId, serviceExceptions.date, serviceExceptions.time], set: { kind: exception.kind, newTime: exception.newTime, streamUrl: exception.streamUrl, note: exception.note, noteEs: exception.noteEs, updatedAt: exception.updatedAt, feedUid: null } })
    .returning({ id: serviceExceptions.id })
    .get();
  return id;
}

/** Removes one of a church's exceptions; whether there was one. */
export function deleteException(db: Db, churchId: number, id: number): boolean {
  return db.delete(serviceExceptions).where(and(eq(serviceExceptions.churchId, churchId), eq(serviceExceptions.id, id))).returning({ id: serviceExceptions.id }).all().length > 0;
}
