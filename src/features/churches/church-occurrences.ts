import { addDays } from "../../contract/service-times/calendar-days";
import { occurrences, type Occurrence } from "../../contract/service-times/occurrences";
import { isWeeklyService } from "../../contract/service-times/options";
import type { Db } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { selectExceptions, selectSchedules, selectSpecialServices, selectWeeklyServices } from "./page-rows-queries";
import { selectApprovedChurch } from "./queries";

/**
 * What happens at an approved church (by id or slug) from `from` to `to` (today and 13 days on
 * when not given): the list the page, the calendar and GET /api/churches/{id}/occurrences share
 * (docs/service-times.md, Occurrences). Null when there is no such church.
 */
export function churchOccurrences(db: Db, idOrSlug: string, range: { from?: string; to?: string }, now = new Date()): Occurrence[] | null {
  const row = selectApprovedChurch(db, /^\d{1,12}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() });
  if (!row) return null;
  const from = range.from ?? centralDay(now);
  const to = range.to ?? addDays(from, 13);
  const weekly = (selectWeeklyServices(db, [row.id]).get(row.id) ?? []).filter(isWeeklyService);
  const special = selectSpecialServices(db, [row.id], from).get(row.id) ?? [];
  const schedules = selectSchedules(db, [row.id], from).get(row.id) ?? [];
  return occurrences(weekly, special, selectExceptions(db, [row.id], from).get(row.id) ?? [], from, to, schedules);
}
