/** The temporary schedules' writes (docs/service-times.md, Temporary schedules); a page of churches reads them with its other rows (page-rows-queries.ts). */
import { and, eq } from "drizzle-orm";
import type { StoredSchedule } from "../../contract/service-times/schedules";
import type { Db } from "../../db/client";
import { scheduleServices, temporarySchedules } from "../../db/schema";

/** Adds a schedule with its services; its id. */
export function insertSchedule(db: Db, churchId: number, { services, ...schedule }: Omit<StoredSchedule, "id">): number {
  const { id } = db.insert(temporarySchedules).values({ churchId, ...schedule }).returning({ id: temporarySchedules.id }).get();
  if (services.length) db.insert(scheduleServices).values(services.map((s) => ({ scheduleId: id, churchId, ...s }))).run();
  return id;
}

/** Removes one of a church's schedules and its services; whether there was one. */
export function deleteSchedule(db: Db, churchId: number, id: number): boolean {
  return db.delete(temporarySchedules).where(and(eq(temporarySchedules.churchId, churchId), eq(temporarySchedules.id, id))).returning({ id: temporarySchedules.id }).all().length > 0;
}
