import { addDays, weekdayOf } from "../../contract/service-times/calendar-days";
import { EXCEPTION_DAYS_AHEAD, type ServiceException, type StoredException } from "../../contract/service-times/exceptions";
import type { ServiceExceptionInput } from "../../contract/service-times/exception-schema";
import { msg } from "../../contract/i18n/msg";
import { isWeeklyService, type WeeklyService } from "../../contract/service-times/options";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { centralDay } from "../../lib/dates";
import { assertOwnsChurch } from "./church-writes";
import { deleteException, upsertException } from "./exception-queries";
import { selectExceptions, selectSchedules, selectWeeklyServices } from "./page-rows-queries";
import { scheduleOn } from "../../contract/service-times/schedules";

/** A church's weekly services and its exceptions from today on, as the owner's page lists them. */
export interface ChurchExceptions {
  name: string;
  services: WeeklyService[];
  exceptions: StoredException[];
}

const refused = (field: string, message: string) => new HttpError(422, message, { fields: { [field]: message } });

export function ownersExceptions(db: Db, user: { id: number }, churchId: number, now = new Date()): ChurchExceptions {
  const { name } = assertOwnsChurch(db, user, churchId);
  return {
    name,
    services: (selectWeeklyServices(db, [churchId]).get(churchId) ?? []).filter(isWeeklyService),
    exceptions: selectExceptions(db, [churchId], centralDay(now)).get(churchId) ?? [],
  };
}

/**
 * The owner cancels, moves or changes one date of a weekly service (docs/service-times.md,
 * Exceptions). It goes live at once, unreviewed: it only tells visitors what the church itself
 * says about its own service (docs/decisions/0050-service-exceptions.md). A second exception
 * for the same service and date replaces the first.
 */
export function setServiceException(db: Db, user: { id: number }, churchId: number, input: ServiceExceptionInput, now = new Date()): ServiceException {
  return db.transaction(() => {
    // Another's church is not found before anything about the date is said.
    assertOwnsChurch(db, user, churchId);
    const today = centralDay(now);
    if (input.date < today) throw refused("date", msg("exceptionPast", "Choose today or a later date"));
    if (input.date > addDays(today, EXCEPTION_DAYS_AHEAD)) throw refused("date", msg("exceptionTooFar", "Choose a date within a year"));
    // On a date a temporary schedule holds, its services are the ones that happen (docs/service-times.md, Temporary schedules).
    const held = scheduleOn(selectSchedules(db, [churchId], input.date).get(churchId) ?? [], input.date)?.services;
    const services = held ?? (selectWeeklyServices(db, [churchId]).get(churchId) ?? []).filter(isWeeklyService);
    const service = services.find((s) => s.day === weekdayOf(input.date) && s.time === input.time);
    if (!service) throw refused("date", msg("exceptionNotOnDate", "That service does not happen on that date"));
    // Online only that day: at the address given, else the service's own stream; one it does not have is asked for.
    const streamUrl = input.kind === "online" ? (input.streamUrl ?? "") : "";
    if (input.kind === "online" && !streamUrl && !service.streamUrl) throw refused("streamUrl", msg("exceptionStreamNeeded", "This service has no stream: give the address it streams at that day"));
    const exception = { date: input.date, time: input.time, kind: input.kind, newTime: input.kind === "moved" ? input.newTime! : null, streamUrl, note: input.note ?? "", noteEs: input.noteEs ?? "" };
    const id = upsertException(db, churchId, { ...exception, updatedAt: now });
    recordAudit(db, { actorId: user.id, action: "church.service_exception_set", entityType: "church", entityId: churchId, details: exception });
    return { id, ...exception };
  });
}

/** The owner takes an exception back: the service happens as every week. */
export function removeServiceException(db: Db, user: { id: number }, churchId: number, id: number): void {
  db.transaction(() => {
    assertOwnsChurch(db, user, churchId);
    if (!deleteException(db, churchId, id)) throw notFound(msg("exceptionNotFound", "That change is not there any more"));
    recordAudit(db, { actorId: user.id, action: "church.service_exception_removed", entityType: "church", entityId: churchId, details: { id } });
  });
}

/** A church's exceptions from today on, for its calendar. */
export function upcomingExceptions(db: Db, churchId: number, now = new Date()): StoredException[] {
  return selectExceptions(db, [churchId], centralDay(now)).get(churchId) ?? [];
}
