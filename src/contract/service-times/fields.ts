import * as z from "zod/mini";
import { option, singleLine } from "../fields";
import type { SpecialService } from "./occasions";
import { DEFAULT_DURATION_MINUTES, IN_PERSON, WEEKDAYS, type ServiceRow, type WeeklyService, type Weekday } from "./options";
import { serviceTime, specialServiceSchema, weeklyServiceSchema } from "./schemas";
import { msg } from "../i18n/msg";

/**
 * The service-time fields of the bodies that save a church (docs/service-times.md): weekly
 * services, the rows still to review, special services. A blank row is dropped, as the string
 * rows' are; a message's path names the row as it was sent ('serviceTimes.2.time').
 */

export const MAX_WEEKLY_SERVICES = 30;
export const MAX_SPECIAL_SERVICES = 30;
/** The longest service string a church may write, and so the longest text a row to review keeps. */
export const SERVICE_TEXT_MAX = 100;

/** A row the parser could not read for sure, as answers show it and bodies send it back. */
export interface ServiceToReview {
  /** The text as the church wrote it. */
  note: string;
  day: Weekday | null;
  time: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Rows checked one by one with `schema`; blank ones (nothing in `keys`) left out. */
function rows<S extends z.ZodMiniType>(schema: S, keys: readonly string[], max: number, what: string) {
  return z.pipe(
    z.array(z.unknown(), msg("sendAsList", `Send the ${what} as a list`)).check(z.maxLength(max, msg("atMostRows", `At most ${max} ${what}`))),
    z.transform((list: unknown[], ctx) => {
      const kept: z.output<S>[] = [];
      list.forEach((row, i) => {
        if (isRecord(row) && keys.every((key) => blank(row[key]))) return;
        const result = z.safeParse(schema, isRecord(row) ? row : {});
        if (result.success) kept.push(result.data);
        else for (const issue of result.error.issues) ctx.issues.push({ code: "custom", message: issue.message, input: row, path: [i, ...issue.path] });
      });
      return kept;
    }),
  );
}

const nullWhenBlank = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(z.transform((v: unknown) => (blank(v) ? null : v)), z.nullable(schema));

export const serviceToReviewSchema = z.object({
  note: z.string(msg("serviceAsWritten", "Enter the service as written")).check(
    singleLine(),
    z.trim(),
    z.minLength(1, msg("serviceAsWritten", "Enter the service as written")),
    z.maxLength(SERVICE_TEXT_MAX, msg("atMostCharacters", `At most ${SERVICE_TEXT_MAX} characters`)),
  ),
  day: nullWhenBlank(option(WEEKDAYS, msg("chooseDay", "Choose a day"))),
  time: nullWhenBlank(serviceTime()),
});

export const weeklyServicesField = () => rows(weeklyServiceSchema, ["day", "time", "note"], MAX_WEEKLY_SERVICES, msg("whatWeeklyServices", "weekly services"));
export const servicesToReviewField = () => rows(serviceToReviewSchema, ["note"], MAX_WEEKLY_SERVICES, msg("whatServicesToReview", "services to review"));
export const specialServicesField = () => rows(specialServiceSchema, ["date", "time", "title", "note"], MAX_SPECIAL_SERVICES, msg("whatSpecialServices", "special services"));

/** A weekly service or a row to review as stored. */
export const storedRow = (s: WeeklyService): ServiceRow => ({ ...s, needsReview: false });
export const rowToReview = (r: ServiceToReview): ServiceRow => ({
  day: r.day,
  time: r.time,
  durationMinutes: DEFAULT_DURATION_MINUTES,
  language: "english",
  asl: false,
  kind: "worship",
  note: r.note,
  ...IN_PERSON,
  needsReview: true,
});

/** What a body's service fields hold once checked. */
export interface ServiceFieldsInput {
  serviceTimes?: WeeklyService[];
  servicesToReview?: ServiceToReview[];
  specialServices?: SpecialService[];
  services?: string[];
}

/** The body sends structured rows (serviceTimes or servicesToReview), which win over the strings. */
export const sendsRows = (input: ServiceFieldsInput) => input.serviceTimes !== undefined || input.servicesToReview !== undefined;

/** How many services a checked body holds, whichever way it sends them. */
export const serviceCount = (input: ServiceFieldsInput) =>
  sendsRows(input) ? (input.serviceTimes?.length ?? 0) + (input.servicesToReview?.length ?? 0) : (input.services?.length ?? 0);
