import { addDays, daysBetween } from "../../contract/service-times/calendar-days";
import { msg } from "../../contract/i18n/msg";
import type { TemporaryScheduleInput } from "../../contract/service-times/schedule-schema";
import { SCHEDULE_DAYS_MAX, type StoredSchedule, type TemporarySchedule } from "../../contract/service-times/schedules";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { centralDay } from "../../lib/dates";
import { assertOwnsChurch } from "./church-writes";
import { selectSchedules } from "./page-rows-queries";
import { deleteSchedule, insertSchedule } from "./schedule-queries";

const refused = (field: string, message: string) => new HttpError(422, message, { fields: { [field]: message } });

/** A church's schedules that have not ended, for the owner's page and its calendar. */
export function currentSchedules(db: Db, churchId: number, now = new Date()): StoredSchedule[] {
  return selectSchedules(db, [churchId], centralDay(now)).get(churchId) ?? [];
}

/**
 * The owner replaces the church's weekly pattern for a range of dates, or closes it (docs/service-times.md,
 * Temporary schedules). Like a dated exception it goes live at once: it is the church's own word
 * about its own services (docs/decisions/0052-temporary-schedules.md). It may not overlap another.
 */
export function setTemporarySchedule(db: Db, user: { id: number }, churchId: number, input: TemporaryScheduleInput, now = new Date()): TemporarySchedule {
  return db.transaction(() => {
    assertOwnsChurch(db, user, churchId);
    const today = centralDay(now);
    if (input.endsOn < today) throw refused("endsOn", msg("schedulePast", "Choose a last date from today on"));
    if (input.startsOn > addDays(today, SCHEDULE_DAYS_MAX)) throw refused("startsOn", msg("scheduleTooFar", "Choose a first date within a year"));
    if (daysBetween(input.startsOn, input.endsOn) >= SCHEDULE_DAYS_MAX) throw refused("endsOn", msg("scheduleTooLong", "A temporary schedule lasts at most a year"));
    const others = currentSchedules(db, churchId, now);
    if (others.some((s) => s.startsOn <= input.endsOn && input.startsOn <= s.endsOn)) throw refused("startsOn", msg("scheduleOverlaps", "This overlaps another temporary schedule: change or remove that one first"));
    const schedule = { kind: input.kind, startsOn: input.startsOn, endsOn: input.endsOn, note: input.note ?? "", noteEs: input.noteEs ?? "", services: input.services };
    const id = insertSchedule(db, churchId, { ...schedule, updatedAt: now });
    recordAudit(db, { actorId: user.id, action: "church.temporary_schedule_set", entityType: "church", entityId: churchId, details: schedule });
    return { id, ...schedule };
  });
}

/** The owner takes a schedule back: the weekly pattern holds again on its dates. */
export function removeTemporarySchedule(db: Db, user: { id: number }, churchId: number, id: number): void {
  db.transaction(() => {
    assertOwnsChurch(db, user, churchId);
    if (!deleteSchedule(db, churchId, id)) throw notFound(msg("scheduleNotFound", "That schedule is not there any more"));
    recordAudit(db, { actorId: user.id, action: "church.temporary_schedule_removed", entityType: "church", entityId: churchId, details: { id } });
  });
}
