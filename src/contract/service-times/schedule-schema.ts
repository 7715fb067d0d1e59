import * as z from "zod/mini";
import { option, optionalText } from "../fields";
import { msg } from "../i18n/msg";
import { isCalendarDate } from "./calendar-days";
import { SCHEDULE_KINDS, SCHEDULE_NOTE_MAX, SCHEDULE_SERVICES_MAX } from "./schedules";
import { weeklyServiceSchema } from "./schemas";

const KIND = msg("scheduleKind", "Choose a temporary schedule or a closure");
const STARTS = msg("scheduleStarts", "Choose the first date, as YYYY-MM-DD");
const ENDS = msg("scheduleEnds", "Choose the last date, on or after the first");
const SERVICES = msg("scheduleServices", "List the services held meanwhile");
const NOTE = msg("scheduleNote", "Say what visitors should know, for example where you worship meanwhile");
const SERVICES_TEXT = msg("scheduleServicesText", "Write each service on its own line, like Sunday 9:30 AM or Sunday 11:00 AM · Spanish");
// The refinements below read the other fields; they run even when one of those failed.
const always = () => true;
const isDate = (v: unknown): v is string => typeof v === "string" && isCalendarDate(v);
const date = (message: string) => z.string(message).check(z.trim(), z.refine(isCalendarDate, message));

/**
 * A temporary schedule or a closure, as the owner's form and POST /api/user/churches/{id}/schedules
 * send it (docs/service-times.md, Temporary schedules): a replaced pattern lists its services, a
 * closure says where the church worships meanwhile. Today and the church's other schedules are
 * checked on the server.
 */
export const temporaryScheduleSchema = z
  .object({
    kind: option(SCHEDULE_KINDS, KIND),
    startsOn: date(STARTS),
    endsOn: date(ENDS),
    note: optionalText(SCHEDULE_NOTE_MAX),
    noteEs: optionalText(SCHEDULE_NOTE_MAX),
    services: z._default(z.array(weeklyServiceSchema).check(z.maxLength(SCHEDULE_SERVICES_MAX, msg("atMostServiceTimes", "At most 30 service times"))), []),
  })
  .check(
    // Run when another field failed too, so the dates may be anything a body sent: only two dates compare.
    z.refine((v) => !isDate(v.startsOn) || !isDate(v.endsOn) || v.endsOn >= v.startsOn, { message: ENDS, path: ["endsOn"], when: always }),
    z.refine((v) => v.kind !== "replaced" || (v.services?.length ?? 0) > 0, { message: SERVICES, path: ["services"], when: always }),
    z.refine((v) => v.kind !== "closed" || (v.note ?? "") !== "", { message: NOTE, path: ["note"], when: always }),
    // A closure holds no services: rows sent with it are not kept.
    z.overwrite((v) => (v.kind === "closed" ? { ...v, services: [] } : v)),
  );
export type TemporaryScheduleInput = z.infer<typeof temporaryScheduleSchema>;

/** The problems the owner's page may be sent back with for this form: anything else in its address is not shown. */
export const SCHEDULE_PROBLEMS: ReadonlySet<string> = new Set([
  KIND,
  STARTS,
  ENDS,
  SERVICES,
  NOTE,
  SERVICES_TEXT,
  msg("atMostCharacters", `At most ${SCHEDULE_NOTE_MAX} characters`),
  msg("atMostServiceTimes", "At most 30 service times"),
  msg("schedulePast", "Choose a last date from today on"),
  msg("scheduleTooLong", "A temporary schedule lasts at most a year"),
  msg("scheduleTooFar", "Choose a first date within a year"),
  msg("scheduleOverlaps", "This overlaps another temporary schedule: change or remove that one first"),
  msg("scheduleNotFound", "That schedule is not there any more"),
]);
export { SERVICES_TEXT as SCHEDULE_SERVICES_TEXT_MESSAGE };
