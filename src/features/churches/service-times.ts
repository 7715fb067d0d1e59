import { rowToReview, sendsRows, storedRow, type ServiceFieldsInput, type ServiceToReview } from "../../contract/service-times/fields";
import { orderRows, serviceStrings } from "../../contract/service-times/format";
import { languagesOfServices } from "../../contract/service-times/languages";
import { nextService, type NextService } from "../../contract/service-times/next";
import type { SpecialService } from "../../contract/service-times/occasions";
import type { ServiceException } from "../../contract/service-times/exceptions";
import { addDays } from "../../contract/service-times/calendar-days";
import { NOTICE_DAYS, noticesOf, occurrences, scheduleNotices, type Notice } from "../../contract/service-times/occurrences";
import type { TemporarySchedule } from "../../contract/service-times/schedules";
import { selectExceptions, selectSchedules } from "./page-rows-queries";
import { isWeeklyService, type ServiceRow, type WeeklyService } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { centralDay } from "../../lib/dates";
import { parseServiceStrings } from "../../lib/service-times/parse";
import type { HolidayService } from "../../contract/holiday-services";
import type { ServiceLanguage } from "../../contract/options";
import { SPOKEN_IN } from "../../contract/service-times/match";
import type { DatedOccasion } from "../../contract/service-times/occasions";
import { hasOccasionService, selectOccasionServices, replaceSpecialServices, replaceWeeklyServices, selectSpecialServices, selectWeeklyServices } from "./page-rows-queries";
import { replaceChurchLanguages, selectChurchLanguages, updateChurch } from "./queries";

/** A church's services as stored and as every answer shows them (docs/service-times.md). */

export interface ChurchServices {
  /** Weekly rows in the church's order, rows to review included. */
  weekly: ServiceRow[];
  /** Special services from today on (San Antonio), by date. */
  special: SpecialService[];
  /** Dated exceptions from today on, by date (docs/service-times.md, Exceptions). */
  exceptions: ServiceException[];
  /** Temporary schedules that end today or later, by first date (docs/service-times.md, Temporary schedules). */
  schedules: TemporarySchedule[];
}

/** The services of each church, read in two queries whatever the number of churches. */
export function churchServices(db: Db, ids: number[], now = new Date()): Map<number, ChurchServices> {
  const weekly = selectWeeklyServices(db, ids);
  const today = centralDay(now);
  const special = selectSpecialServices(db, ids, today);
  const exceptions = selectExceptions(db, ids, today);
  const schedules = selectSchedules(db, ids, today);
  return new Map(ids.map((id) => [id, { weekly: weekly.get(id) ?? [], special: special.get(id) ?? [], exceptions: exceptions.get(id) ?? [], schedules: schedules.get(id) ?? [] }]));
}

/** The service fields of a church in every answer. */
export interface ServiceAnswer {
  /** Display strings derived from the weekly services, rows to review last as written. */
  services: string[];
  serviceTimes: WeeklyService[];
  servicesToReview: ServiceToReview[];
  specialServices: SpecialService[];
  nextService: NextService | null;
  /** The coming fortnight's cancellations, moves and changes. */
  notices: Notice[];
}

export function serviceAnswer({ weekly, special, exceptions, schedules }: ChurchServices, now = new Date()): ServiceAnswer {
  // Stored in order (src/db/service-rows.ts): services by day and time, then the rows to review.
  const complete = weekly.filter(isWeeklyService);
  const today = centralDay(now);
  return {
    services: serviceStrings(weekly),
    serviceTimes: complete.map(({ needsReview: _, ...s }) => s),
    servicesToReview: weekly.filter((row) => !isWeeklyService(row)).map(({ note, day, time }) => ({ note, day, time })),
    specialServices: special,
    nextService: nextService(complete, now, exceptions, schedules),
    notices: [
      ...scheduleNotices(schedules, today, addDays(today, NOTICE_DAYS - 1)),
      ...(exceptions.length ? noticesOf(occurrences(complete, special, exceptions, today, addDays(today, NOTICE_DAYS - 1), schedules)) : []),
    ],
  };
}

/**
 * The weekly rows a checked body sends: its rows (serviceTimes and servicesToReview) when it has
 * any, else its strings read by the parser; undefined when it sends neither (no change).
 */
export function servicesOfBody(input: ServiceFieldsInput): ServiceRow[] | undefined {
  if (sendsRows(input)) return [...(input.serviceTimes ?? []).map(storedRow), ...(input.servicesToReview ?? []).map(rowToReview)];
  return input.services === undefined ? undefined : parseServiceStrings(input.services);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Special services as they are read back: by date, then time. */
const byDate = (rows: readonly SpecialService[]) => [...rows].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));

/**
 * Saves a church's services: weekly rows, and special services unless undefined (kept). Writes
 * only what changed; the church's languages follow its weekly services. With `confirm` (an owner
 * or an admin saved them), a change also stamps `servicesConfirmedAt`. Call it inside the
 * caller's transaction. Answers what changed, as the audit log records it: the display strings
 * and the special services, each before and after.
 */
export function setChurchServices(
  db: Db,
  churchId: number,
  weekly: readonly ServiceRow[] | undefined,
  special: readonly SpecialService[] | undefined,
  { confirm, now = new Date() }: { confirm: boolean; now?: Date },
): Record<string, [unknown, unknown]> {
  const stored = churchServices(db, [churchId], now).get(churchId)!;
  const changes: Record<string, [unknown, unknown]> = {};
  if (weekly !== undefined && !same(orderRows(weekly), stored.weekly)) {
    replaceWeeklyServices(db, churchId, weekly);
    replaceChurchLanguages(db, churchId, languagesOfServices(weekly, selectChurchLanguages(db, churchId)));
    changes.services = [serviceStrings(stored.weekly), serviceStrings(weekly)];
  }
  if (special !== undefined && !same(byDate(special), stored.special)) {
    replaceSpecialServices(db, churchId, byDate(special));
    changes.specialServices = [stored.special, byDate(special)];
  }
  if (confirm && Object.keys(changes).length > 0) updateChurch(db, churchId, { servicesConfirmedAt: now });
  return changes;
}

/** Whether saving these rows would change nothing: weekly rows and special services (undefined: kept) as stored. */
export function servicesUnchanged(db: Db, churchId: number, weekly: readonly ServiceRow[] | undefined, special: readonly SpecialService[] | undefined, now = new Date()): { weekly: boolean; special: boolean } {
  const stored = churchServices(db, [churchId], now).get(churchId)!;
  return {
    weekly: weekly === undefined || same(orderRows(weekly), stored.weekly),
    special: special === undefined || same(byDate(special), stored.special),
  };
}

/** 'These times are still right': the owner confirms the services as they are. */
export function confirmServices(db: Db, churchId: number, at = new Date()): void {
  updateChurch(db, churchId, { servicesConfirmedAt: at });
}

/**
 * Occasion listings per data version: the same for every visitor until a write, and the home page
 * asks for one on every drawing (0.36 ms of its 2 ms at 160 churches, the query built each time).
 */
const occasionLists = memoByVersion<string, readonly Omit<HolidayService, "distanceMiles">[]>(64);

/**
 * The special services of approved churches for an occasion from `first` to `last`, by date and
 * time, at most `limit`: a language finds what is spoken in it (a bilingual service in English
 * and in Spanish too, as everywhere services are matched). Shared between callers: not to be changed.
 */
export function occasionServices(
  db: Db,
  occasion: DatedOccasion,
  { first, last, language, limit }: { first: string; last: string; language?: ServiceLanguage; limit: number },
): readonly Omit<HolidayService, "distanceMiles">[] {
  return occasionLists(db, JSON.stringify([occasion, first, last, language, limit]), () =>
    Object.freeze(
      selectOccasionServices(db, occasion, first, last, language && SPOKEN_IN[language], limit).map(({ churchId, name, slug, address, zip, latitude, longitude, ...service }) => ({
        church: { id: churchId, name, slug, address, zip, latitude, longitude },
        ...service,
      })),
    ),
  );
}

const occasionsListed = memoByVersion<string, boolean>(16);

/** Whether any approved church lists a service for the occasion from `first` to `last` (the home page's link to it), per data version. */
export function occasionListed(db: Db, occasion: DatedOccasion, { first, last }: { first: string; last: string }): boolean {
  return occasionsListed(db, `${occasion} ${first} ${last}`, () => hasOccasionService(db, occasion, first, last));
}
