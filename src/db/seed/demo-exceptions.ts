import { asc, eq } from "drizzle-orm";
import { addDays, weekdayOf } from "../../contract/service-times/calendar-days";
import type { ExceptionKind } from "../../contract/service-times/exceptions";
import { fromMinutes, toMinutes } from "../../contract/service-times/time";
import type { Db } from "../client";
import { scheduleServices, serviceExceptions, temporarySchedules, weeklyServices } from "../schema";

/** What the demo's changed services say: a cancellation this week, a moved service, a change, and one the week after. */
const DEMO_CHANGES: { kind: ExceptionKind; weeks: number; note: string; moveBy?: number }[] = [
  { kind: "cancelled", weeks: 0, note: "No service this week: the hall is being repaired" },
  { kind: "moved", weeks: 0, note: "Baptisms: one service, half an hour later", moveBy: 30 },
  { kind: "changed", weeks: 0, note: "One bilingual service this week" },
  { kind: "moved", weeks: 1, note: "Choir festival: we start an hour earlier", moveBy: -60 },
  { kind: "cancelled", weeks: 1, note: "Parish retreat" },
];

/**
 * A handful of demo churches whose first weekly service is cancelled, moved or changed on a coming
 * date (docs/service-times.md, Exceptions), so the notices, the calendar and the search on a date
 * show on a fresh demo. `today` is San Antonio's day the demo was seeded.
 */
export function seedDemoExceptions(db: Db, churchIds: readonly number[], today: string, now: Date): void {
  DEMO_CHANGES.forEach((change, i) => {
    const churchId = churchIds[(i * 23 + 5) % churchIds.length];
    if (churchId === undefined) return;
    const service = db.select().from(weeklyServices).where(eq(weeklyServices.churchId, churchId)).orderBy(asc(weeklyServices.position)).all().find((s) => s.day && s.time && !s.needsReview);
    if (!service?.day || !service.time) return;
    const first = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)).find((d) => weekdayOf(d) === service.day)!;
    const moved = change.moveBy ? fromMinutes(Math.min(Math.max(toMinutes(service.time) + change.moveBy, 0), 23 * 60 + 59)) : null;
    db.insert(serviceExceptions).values({ churchId, date: addDays(first, 7 * change.weeks), time: service.time, kind: change.kind, newTime: moved, note: change.note, updatedAt: now }).run();
  });
}

/**
 * Two demo churches on a temporary schedule (docs/service-times.md, Temporary schedules): one closed
 * for the next ten days and worshipping elsewhere, one keeping a single bilingual service at 10:00
 * on Sundays for the coming six weeks.
 */
export function seedDemoSchedules(db: Db, churchIds: readonly number[], today: string, now: Date): void {
  const closed = churchIds[31 % churchIds.length];
  const replaced = churchIds[47 % churchIds.length];
  if (closed === undefined || replaced === undefined || closed === replaced) return;
  db.insert(temporarySchedules).values({ churchId: closed, kind: "closed", startsOn: today, endsOn: addDays(today, 10), note: "Building closed for roof repairs: worshipping at the Mission Road community hall, 500 Mission Rd", noteEs: "Edificio cerrado por reparaciones del techo: nos reunimos en el salón comunitario de Mission Road, 500 Mission Rd", updatedAt: now }).run();
  const { id } = db
    .insert(temporarySchedules)
    .values({ churchId: replaced, kind: "replaced", startsOn: addDays(today, 1), endsOn: addDays(today, 42), note: "Holiday schedule: one bilingual service on Sundays", noteEs: "Horario de fiestas: un servicio bilingüe los domingos", updatedAt: now })
    .returning({ id: temporarySchedules.id })
    .get();
  db.insert(scheduleServices).values({ scheduleId: id, churchId: replaced, day: "sunday", time: "10:00", language: "bilingual" }).run();
}
