import * as z from "zod/mini";
import { option, optionalText } from "../fields";
import { msg } from "../i18n/msg";
import { readClock } from "../service-search";
import { isCalendarDate } from "./calendar-days";
import { EXCEPTION_KINDS, EXCEPTION_NOTE_MAX } from "./exceptions";
import { isPublicHttpsUrl } from "../public-address";

const KIND = msg("exceptionKind", "Choose cancelled, moved or changed");
const CHOOSE_DATE = msg("exceptionDate", "Choose the date, as YYYY-MM-DD");
const CHOOSE_SERVICE = msg("exceptionService", "Choose the service");
const NEW_TIME = msg("exceptionNewTime", "Give the time the service moves to");
const NOTE_NEEDED = msg("exceptionNote", "Say what changes");
const STREAM = msg("streamUrlPublic", "Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live");
const blankToUndefined = z.transform((v: unknown) => (v === "" || v === null ? undefined : v));
const clockTime = (message: string) => z.pipe(z.string(message), z.transform((v, ctx) => readClock(v) ?? (ctx.issues.push({ code: "custom", message, input: v }), z.NEVER)));
// The refinements below read the other fields; they run even when one of those failed.
const always = () => true;

/**
 * One date's cancellation, move or change of a weekly service, as the owner's form and
 * POST /api/user/churches/{id}/exceptions send it (docs/service-times.md, Exceptions). The date
 * is checked against the church's services and today on the server.
 */
export const serviceExceptionSchema = z
  .object({
    date: z.string(CHOOSE_DATE).check(z.trim(), z.refine(isCalendarDate, CHOOSE_DATE)),
    time: clockTime(CHOOSE_SERVICE),
    kind: option(EXCEPTION_KINDS, KIND),
    newTime: z.optional(z.pipe(blankToUndefined, z.optional(clockTime(NEW_TIME)))),
    note: optionalText(EXCEPTION_NOTE_MAX),
    noteEs: optionalText(EXCEPTION_NOTE_MAX),
    streamUrl: z.optional(z.pipe(blankToUndefined, z.optional(z.string(STREAM).check(z.trim(), z.maxLength(500, STREAM), z.refine(isPublicHttpsUrl, STREAM))))),
  })
  .check(
    z.refine((v) => v.kind !== "moved" || (v.newTime !== undefined && v.newTime !== v.time), { message: NEW_TIME, path: ["newTime"], when: always }),
    z.refine((v) => v.kind !== "changed" || (v.note ?? "") !== "", { message: NOTE_NEEDED, path: ["note"], when: always }),
  );
export type ServiceExceptionInput = z.infer<typeof serviceExceptionSchema>;

/** The problems the owner's page may be sent back with (the server's own included): anything else in its address is not shown. */
export const EXCEPTION_PROBLEMS: ReadonlySet<string> = new Set([
  CHOOSE_DATE,
  CHOOSE_SERVICE,
  NEW_TIME,
  NOTE_NEEDED,
  KIND,
  msg("atMostCharacters", `At most ${EXCEPTION_NOTE_MAX} characters`),
  msg("exceptionNotOnDate", "That service does not happen on that date"),
  msg("exceptionPast", "Choose today or a later date"),
  msg("exceptionTooFar", "Choose a date within a year"),
  msg("exceptionNotFound", "That change is not there any more"),
  STREAM,
  msg("exceptionStreamNeeded", "This service has no stream: give the address it streams at that day"),
]);
