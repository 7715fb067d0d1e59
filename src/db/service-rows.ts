import { orderRows } from "../contract/service-times/format";
import type { SpecialService } from "../contract/service-times/occasions";
import type { ServiceRow } from "../contract/service-times/options";
import { specialServices, weeklyServices } from "./schema";

/** Service rows as the tables store them and back (docs/service-times.md). */

/** Weekly rows in the order every answer lists them (docs/service-times.md), numbered. */
export function weeklyInserts(churchId: number, rows: readonly ServiceRow[]): (typeof weeklyServices.$inferInsert)[] {
  return orderRows(rows).map((row, position) => ({ churchId, position, ...row }));
}

export function specialInserts(churchId: number, rows: readonly SpecialService[]): (typeof specialServices.$inferInsert)[] {
  return rows.map((row) => ({ churchId, ...row }));
}

export function toServiceRow({ day, time, durationMinutes, language, asl, kind, note, attendance, streamUrl, needsReview }: typeof weeklyServices.$inferSelect): ServiceRow {
  return { day, time, durationMinutes, language, asl, kind, note, attendance, streamUrl, needsReview };
}

export function toSpecialService({ occasion, date, time, durationMinutes, language, title, note }: typeof specialServices.$inferSelect): SpecialService {
  return { occasion, date, time, durationMinutes, language, title, note };
}
