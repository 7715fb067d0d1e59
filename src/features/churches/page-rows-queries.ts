/** The rows a page of churches shows beside each church: languages, services and their dated exceptions, facts; and their writes. */
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { ServiceLanguage } from "../../contract/options";
import type { Occasion, SpecialService } from "../../contract/service-times/occasions";
import { type ServiceRow, type WeeklyService } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { churches, churchFacts, churchLanguages, churchVisitInfo, scheduleServices, serviceExceptions, specialServices, temporarySchedules, weeklyServices } from "../../db/schema";
import type { StoredException } from "../../contract/service-times/exceptions";
import type { StoredSchedule } from "../../contract/service-times/schedules";
import type { FactKey, PracticalFacts } from "../../contract/visit-facts";
import { specialInserts, toServiceRow, toSpecialService, weeklyInserts } from "../../db/service-rows";

/**
 * The statements a page of churches reads its rows with: prepared once per database, the page's
 * ids passed as one JSON array (json_each), since an IN list of the page's length would make a
 * new statement each time (docs/decisions/0015-table-owners-and-data-version.md, answers).
 */
function buildPageStatements(db: Db) {
  const inPage = (column: typeof weeklyServices.churchId | typeof specialServices.churchId | typeof serviceExceptions.churchId | typeof temporarySchedules.churchId | typeof scheduleServices.churchId | typeof churchLanguages.churchId | typeof churchFacts.churchId | typeof churchVisitInfo.churchId) =>
    sql`${column} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`;
  return {
    languages: db.select().from(churchLanguages).where(inPage(churchLanguages.churchId)).prepare(),
    facts: db.select().from(churchFacts).where(inPage(churchFacts.churchId)).prepare(),
    visitInfo: db.select().from(churchVisitInfo).where(inPage(churchVisitInfo.churchId)).prepare(),
    weekly: db.select().from(weeklyServices).where(inPage(weeklyServices.churchId)).orderBy(asc(weeklyServices.churchId), asc(weeklyServices.position)).prepare(),
    exceptions: db
      .select({ id: serviceExceptions.id, churchId: serviceExceptions.churchId, date: serviceExceptions.date, time: serviceExceptions.time, kind: serviceExceptions.kind, newTime: serviceExceptions.newTime, streamUrl: serviceExceptions.streamUrl, note: serviceExceptions.note, noteEs: serviceExceptions.noteEs, updatedAt: serviceExceptions.updatedAt })
      .from(serviceExceptions)
      .where(and(inPage(serviceExceptions.churchId), gte(serviceExceptions.date, sql.placeholder("fromDate"))))
      .orderBy(asc(serviceExceptions.date), asc(serviceExceptions.time))
      .prepare(),
    schedules: db
      .select()
      .from(temporarySchedules)
      .where(and(inPage(temporarySchedules.churchId), gte(temporarySchedules.endsOn, sql.placeholder("fromDate"))))
      .orderBy(asc(temporarySchedules.startsOn))
      .prepare(),
    scheduleServices: db
      .select({ service: scheduleServices, endsOn: temporarySchedules.endsOn })
      .from(scheduleServices)
      .innerJoin(temporarySchedules, eq(temporarySchedules.id, scheduleServices.scheduleId))
      .where(and(inPage(scheduleServices.churchId), gte(temporarySchedules.endsOn, sql.placeholder("fromDate"))))
      .orderBy(asc(scheduleServices.id))
      .prepare(),
    special: db
      .select()
      .from(specialServices)
      .where(and(inPage(specialServices.churchId), gte(specialServices.date, sql.placeholder("fromDate"))))
      .orderBy(asc(specialServices.date), asc(specialServices.time), asc(specialServices.id))
      .prepare(),
  };
}
const pageStatementCache = new WeakMap<Db, ReturnType<typeof buildPageStatements>>();
function pageStatements(db: Db) {
  let statements = pageStatementCache.get(db);
  if (!statements) pageStatementCache.set(db, (statements = buildPageStatements(db)));
  return statements;
}

/** The weekly service rows of each church, in the church's order: one query for a page of churches. */
export function selectWeeklyServices(db: Db, churchIds: number[]): Map<number, ServiceRow[]> {
  const byChurch = new Map<number, ServiceRow[]>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).weekly.all({ ids: JSON.stringify(churchIds) })) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), toServiceRow(row)]);
  return byChurch;
}

/** The special services of each church on or after a day ('YYYY-MM-DD'), by date and time. */
export function selectSpecialServices(db: Db, churchIds: number[], fromDate: string): Map<number, SpecialService[]> {
  const byChurch = new Map<number, SpecialService[]>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).special.all({ ids: JSON.stringify(churchIds), fromDate })) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), toSpecialService(row)]);
  return byChurch;
}

/** The dated exceptions of each church on or after a day ('YYYY-MM-DD'), by date and time. */
export function selectExceptions(db: Db, churchIds: number[], fromDate: string): Map<number, StoredException[]> {
  const byChurch = new Map<number, StoredException[]>();
  if (!churchIds.length) return byChurch;
  for (const { churchId, ...row } of pageStatements(db).exceptions.all({ ids: JSON.stringify(churchIds), fromDate })) byChurch.set(churchId, [...(byChurch.get(churchId) ?? []), row]);
  return byChurch;
}

/** The temporary schedules of each church that end on or after a day, by first date, each with its services in order. */
export function selectSchedules(db: Db, churchIds: number[], fromDate: string): Map<number, StoredSchedule[]> {
  const byChurch = new Map<number, StoredSchedule[]>();
  if (!churchIds.length) return byChurch;
  const ids = JSON.stringify(churchIds);
  const services = new Map<number, WeeklyService[]>();
  for (const { service } of pageStatements(db).scheduleServices.all({ ids, fromDate })) {
    const { id: _, scheduleId, churchId: __, ...weekly } = service;
    services.set(scheduleId, [...(services.get(scheduleId) ?? []), weekly]);
  }
  for (const { churchId, ...row } of pageStatements(db).schedules.all({ ids, fromDate })) byChurch.set(churchId, [...(byChurch.get(churchId) ?? []), { ...row, services: services.get(row.id) ?? [] }]);
  return byChurch;
}

/** The yes/no facts each church said, by church id. */
export function selectChurchFacts(db: Db, churchIds: number[]): Map<number, Map<FactKey, boolean>> {
  const byChurch = new Map<number, Map<FactKey, boolean>>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).facts.all({ ids: JSON.stringify(churchIds) })) {
    let facts = byChurch.get(row.churchId);
    if (!facts) byChurch.set(row.churchId, (facts = new Map()));
    facts.set(row.fact, row.value);
  }
  return byChurch;
}

/** The practical facts of each church that said any, by church id. */
export function selectVisitInfo(db: Db, churchIds: number[]): Map<number, PracticalFacts> {
  if (!churchIds.length) return new Map();
  return new Map(pageStatements(db).visitInfo.all({ ids: JSON.stringify(churchIds) }).map(({ churchId, ...info }) => [churchId, info]));
}

/** Replaces a church's facts: `said` holds only the facts it said; `info` null when it said nothing practical. */
export function replaceVisitFacts(db: Db, churchId: number, said: [FactKey, boolean][], info: PracticalFacts | null): void {
  db.delete(churchFacts).where(eq(churchFacts.churchId, churchId)).run();
  if (said.length) db.insert(churchFacts).values(said.map(([fact, value]) => ({ churchId, fact, value }))).run();
  db.delete(churchVisitInfo).where(eq(churchVisitInfo.churchId, churchId)).run();
  if (info) db.insert(churchVisitInfo).values({ churchId, ...info }).run();
}

export function replaceWeeklyServices(db: Db, churchId: number, rows: readonly ServiceRow[]): void {
  db.delete(weeklyServices).where(eq(weeklyServices.churchId, churchId)).run();
  if (rows.length) db.insert(weeklyServices).values(weeklyInserts(churchId, rows)).run();
}

/**
 * Replaces a church's special services. A row sent back exactly as its calendar sync made it keeps
 * its `feed_uid`, so the next sync still knows it; one the owner changed becomes the owner's
 * (docs/service-times.md, Calendar sync).
 */
export function replaceSpecialServices(db: Db, churchId: number, rows: readonly SpecialService[]): void {
  const key = (s: SpecialService) => JSON.stringify([s.occasion, s.date, s.time, s.durationMinutes, s.language, s.title, s.note]);
  const synced = new Map<string, string[]>();
  for (const row of db.select().from(specialServices).where(and(eq(specialServices.churchId, churchId), isNotNull(specialServices.feedUid))).all()) {
    const k = key(toSpecialService(row));
    synced.set(k, [...(synced.get(k) ?? []), row.feedUid!]);
  }
  db.delete(specialServices).where(eq(specialServices.churchId, churchId)).run();
  if (rows.length) db.insert(specialServices).values(specialInserts(churchId, rows).map((row, i) => ({ ...row, feedUid: synced.get(key(rows[i]!))?.shift() ?? null }))).run();
}

/**
 * An occasion's special services from `first` to `last` ('YYYY-MM-DD') of approved churches, by
 * date and time, bounded; the church's name, address and place for the holiday page. `languages`
 * narrows to those languages (the index on occasion and date comes first).
 */
export function selectOccasionServices(db: Db, occasion: Occasion, first: string, last: string, languages: readonly ServiceLanguage[] | undefined, limit: number) {
  return db
    .select({
      churchId: churches.id,
      name: churches.name,
      slug: churches.slug,
      address: churches.address,
      zip: churches.zip,
      latitude: churches.latitude,
      longitude: churches.longitude,
      date: specialServices.date,
      time: specialServices.time,
      durationMinutes: specialServices.durationMinutes,
      language: specialServices.language,
      title: specialServices.title,
      note: specialServices.note,
    })
    .from(specialServices)
    .innerJoin(churches, eq(churches.id, specialServices.churchId))
    .where(
      and(
        eq(specialServices.occasion, occasion),
        gte(specialServices.date, first),
        lte(specialServices.date, last),
        eq(churches.status, "approved"),
        languages ? inArray(specialServices.language, [...languages]) : undefined,
      ),
    )
    .orderBy(asc(specialServices.date), asc(specialServices.time), asc(churches.name), asc(specialServices.id))
    .limit(limit)
    .all();
}

/**
 * Whether an approved church lists a service for an occasion from `first` to `last`: one probe of
 * the occasion's index. The listing's order would sort a whole day's services first (735,000 on
 * Christmas Eve in the country bench: 140 ms) to answer the same question.
 */
export function hasOccasionService(db: Db, occasion: Occasion, first: string, last: string): boolean {
  const found = db
    .select({ id: specialServices.id })
    .from(specialServices)
    .innerJoin(churches, eq(churches.id, specialServices.churchId))
    .where(and(eq(specialServices.occasion, occasion), gte(specialServices.date, first), lte(specialServices.date, last), eq(churches.status, "approved")))
    .limit(1)
    .get();
  return found !== undefined;
}

/** Languages of each church, by church id. */
export function selectLanguages(db: Db, churchIds: number[]): Map<number, ServiceLanguage[]> {
  const byChurch = new Map<number, ServiceLanguage[]>();
  if (!churchIds.length) return byChurch;
  for (const row of pageStatements(db).languages.all({ ids: JSON.stringify(churchIds) })) byChurch.set(row.churchId, [...(byChurch.get(row.churchId) ?? []), row.language]);
  return byChurch;
}

