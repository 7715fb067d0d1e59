/** The service search's SQL: one weekly service meets every condition, on the coming date when the search names one (docs/service-times.md, Search). */
import { getTableName, sql, type SQL } from "drizzle-orm";
import { SERVICE_LISTS, SERVICE_RULE, type ServiceCondition } from "../../contract/service-times/match";
import { WEEKDAYS } from "../../contract/service-times/options";
import { churches, scheduleServices, serviceExceptions, temporarySchedules, weeklyServices } from "../../db/schema";

const p = (name: string) => sql.placeholder(name);
const MINUTES_PER_WEEK = 7 * 1440;

/**
 * A clause of the service rule (src/contract/service-times/match.ts) on a weekly service's row (of
 * weekly_services, or of schedule_services, which has the same columns): its column named as the
 * table's, `:name` a placeholder, `:name*` one per value of the list.
 */
function clauseSql(clause: string, service: ServiceCondition, table: typeof weeklyServices | typeof scheduleServices = weeklyServices): SQL {
  const parts = clause.split(/(:\w+\*?)/).filter(Boolean);
  const [column, ...rest] = parts;
  const head = sql.raw(`"${getTableName(table)}".${column!.trim().replace(/^(\w+)/, '"$1"')}`);
  return sql.join(
    [
      head,
      ...rest.map((part) => {
        if (!part.startsWith(":")) return sql.raw(part);
        const name = part.slice(1).replace("*", "");
        if (!part.endsWith("*")) return p(name);
        const list = SERVICE_LISTS[name as keyof typeof SERVICE_LISTS](service) ?? [];
        return sql.join(list.map((_, i) => p(`${name}${i}`)), sql`, `);
      }),
    ],
    sql``,
  );
}

/** The conditions one weekly service row meets, all on the same row: the service rule's clauses that apply. */
export function sameService(service: ServiceCondition | undefined): SQL {
  const conditions: SQL[] = [
    sql`${weeklyServices.needsReview} = 0`,
    sql`${weeklyServices.day} IS NOT NULL`,
    sql`${weeklyServices.time} IS NOT NULL`,
    ...(service ? SERVICE_RULE.filter((clause) => clause.applies(service)).map((clause) => clauseSql(clause.sql, service)) : []),
  ];
  // On a date, a service cancelled or moved away that day is not there (docs/service-times.md, Search on a date).
  if (service?.dates) {
    conditions.push(notCancelledOrMoved(service, weeklyServices));
    conditions.push(notReplaced(service));
  }
  return sql.join(conditions, sql` AND `);
}

/** Not cancelled or moved away on its date; nor held online only, when the search wants a service in person. */
/** Nor is a weekly service there on a date a temporary schedule replaces the pattern (a closure leaves it: the card says closed). */
function notReplaced(service: ServiceCondition): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${temporarySchedules} WHERE ${temporarySchedules.churchId} = ${weeklyServices.churchId} AND ${temporarySchedules.kind} = 'replaced' AND ${dateOfDay(service, weeklyServices.day)} BETWEEN ${temporarySchedules.startsOn} AND ${temporarySchedules.endsOn})`;
}

function notCancelledOrMoved(service: ServiceCondition, table: typeof weeklyServices | typeof scheduleServices): SQL {
  const gone = wantsInPersonOnly(service) ? sql.raw("('cancelled', 'moved', 'online')") : sql.raw("('cancelled', 'moved')");
  return sql`NOT EXISTS (SELECT 1 FROM ${serviceExceptions} WHERE ${serviceExceptions.churchId} = ${table.churchId} AND ${serviceExceptions.time} = ${table.time} AND ${serviceExceptions.kind} IN ${gone} AND ${serviceExceptions.date} = ${dateOfDay(service, table.day)})`;
}

/** The search asks for attendances, and watching online is not one of them. */
const wantsInPersonOnly = (service: ServiceCondition) => service.attendances !== undefined && !service.attendances.includes("online");
/** The search asks for a service people can watch online. */
export const wantsOnline = (service: ServiceCondition) => service.attendances?.includes("online") === true;

/**
 * A weekly service held online only on one of the searched dates, when the search asks for one
 * online: found whatever its usual attendance, at its own time, its other conditions its row's.
 */
export function onlineHere(service: ServiceCondition): SQL {
  const { attendances: _attendances, days: _days, ...rest } = service;
  const onRow = SERVICE_RULE.filter((clause) => clause.applies(rest)).map((clause) => clauseSql(clause.sql, rest));
  const conditions = [
    sql`${serviceExceptions.churchId} = ${churches.id}`,
    sql`${serviceExceptions.kind} = 'online'`,
    sql`${weeklyServices.needsReview} = 0`,
    sql`${weeklyServices.day} = CASE ${serviceExceptions.date} ${sql.join(service.dates!.map((_, i) => sql`WHEN ${p(`xdate${i}`)} THEN ${p(`xday${i}`)}`), sql` `)} END`,
    ...onRow,
    notReplaced(service),
  ];
  return sql`EXISTS (SELECT 1 FROM ${serviceExceptions} JOIN ${weeklyServices} ON ${weeklyServices.churchId} = ${serviceExceptions.churchId} AND ${weeklyServices.time} = ${serviceExceptions.time} WHERE ${sql.join(conditions, sql` AND `)})`;
}

/**
 * A service of a temporary schedule that holds on one of the searched dates and meets the search
 * (docs/service-times.md, Temporary schedules): found as a weekly service is, on its date.
 */
export function scheduledHere(service: ServiceCondition): SQL {
  const conditions = [
    sql`${scheduleServices.churchId} = ${churches.id}`,
    sql`${temporarySchedules.kind} = 'replaced'`,
    ...SERVICE_RULE.filter((clause) => clause.applies(service)).map((clause) => clauseSql(clause.sql, service, scheduleServices)),
    sql`${dateOfDay(service, scheduleServices.day)} BETWEEN ${temporarySchedules.startsOn} AND ${temporarySchedules.endsOn}`,
    notCancelledOrMoved(service, scheduleServices),
  ];
  return sql`EXISTS (SELECT 1 FROM ${scheduleServices} JOIN ${temporarySchedules} ON ${temporarySchedules.id} = ${scheduleServices.scheduleId} WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** The searched date of a row's weekday: `:xdateN` for `:xdayN`. */
function dateOfDay(service: ServiceCondition, day: typeof weeklyServices.day | typeof scheduleServices.day): SQL {
  return sql`CASE ${day} ${sql.join(service.dates!.map((_, i) => sql`WHEN ${p(`xday${i}`)} THEN ${p(`xdate${i}`)}`), sql` `)} END`;
}

/**
 * A weekly service moved on one of the searched dates to a time the search asks: found at its new
 * time. Its other conditions (language, kind, ASL) are its weekly row's.
 */
export function movedHere(service: ServiceCondition): SQL {
  const { from, to, days: _days, ...rest } = service;
  const onRow = SERVICE_RULE.filter((clause) => clause.applies(rest)).map((clause) => clauseSql(clause.sql, rest));
  const conditions = [
    sql`${serviceExceptions.churchId} = ${churches.id}`,
    sql`${serviceExceptions.kind} = 'moved'`,
    sql`${weeklyServices.needsReview} = 0`,
    sql`${weeklyServices.day} = CASE ${serviceExceptions.date} ${sql.join(service.dates!.map((_, i) => sql`WHEN ${p(`xdate${i}`)} THEN ${p(`xday${i}`)}`), sql` `)} END`,
    ...(from ? [sql`${serviceExceptions.newTime} >= ${p("from")}`] : []),
    ...(to ? [sql`${serviceExceptions.newTime} <= ${p("to")}`] : []),
    ...onRow,
    notReplaced(service),
  ];
  return sql`EXISTS (SELECT 1 FROM ${serviceExceptions} JOIN ${weeklyServices} ON ${weeklyServices.churchId} = ${serviceExceptions.churchId} AND ${weeklyServices.time} = ${serviceExceptions.time} WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** Minutes from now (`weekMinute`) to a service's next start, 0 to a week: the order of sort=time. */
export const minutesUntil = sql`((CASE ${weeklyServices.day} ${sql.raw(WEEKDAYS.map((d, i) => `WHEN '${d}' THEN ${i}`).join(" "))} END) * 1440 + CAST(substr(${weeklyServices.time}, 1, 2) AS INTEGER) * 60 + CAST(substr(${weeklyServices.time}, 4, 2) AS INTEGER) - ${p("weekMinute")} + ${MINUTES_PER_WEEK}) % ${MINUTES_PER_WEEK}`;

