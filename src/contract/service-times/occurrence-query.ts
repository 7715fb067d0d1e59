import * as z from "zod/mini";
import { msg } from "../i18n/msg";
import { daysBetween, isCalendarDate } from "./calendar-days";
import { OCCURRENCE_DAYS_MAX } from "./occurrences";

const DATE = msg("occurrenceDate", "from and to are dates, YYYY-MM-DD");
const date = z.optional(z.string(DATE).check(z.refine(isCalendarDate, DATE)));

/** GET /api/churches/{id}/occurrences: from and to (both optional: today and 13 days on), at most 62 days apart. */
export const occurrenceQuerySchema = z.object({ from: date, to: date }).check(
  z.refine((q) => !q.from || !q.to || (q.from <= q.to && daysBetween(q.from, q.to) < OCCURRENCE_DAYS_MAX), {
    message: msg("occurrenceSpan", `to is on or after from, at most ${OCCURRENCE_DAYS_MAX} days on`),
    path: ["to"],
  }),
);
export type OccurrenceQuery = z.infer<typeof occurrenceQuerySchema>;
