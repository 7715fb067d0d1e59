import * as z from "zod/mini";
import { option, singleLine } from "../fields";
import { SERVICE_LANGUAGES } from "../options";
import { isCalendarDate } from "./calendar-days";
import { DETAIL_SEPARATOR } from "./format";
import { OCCASIONS, occasionDateProblem } from "./occasions";
import {
  ATTENDANCES,
  DEFAULT_DURATION_MINUTES,
  KIND_LABELS,
  LANGUAGE_LABELS,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
  NOTE_MAX,
  SERVICE_KINDS,
  TITLE_MAX,
  WEEKDAYS,
} from "./options";
import { readClockTime } from "./time";
import { isPublicHttpsUrl } from "../public-address";
import { msg } from "../i18n/msg";

/** One schema per service, for the owner's form and the server alike (docs/service-times.md). */

const TIME_MESSAGE = msg("timeLike24", "Enter a time like 10:30");
/** 24-hour '18:30' (a time input) or '6:30 PM', stored as 'HH:MM'. */
export const serviceTime = () =>
  z.string(TIME_MESSAGE).check(z.trim(), z.refine((v) => readClockTime(v) !== null, TIME_MESSAGE), z.overwrite((v) => readClockTime(v) ?? v));

const DURATION_MESSAGE = msg("durationRange", `Enter a duration from ${MIN_DURATION_MINUTES} to ${MAX_DURATION_MINUTES} minutes`);
/** Minutes as a number or as a form's text; blank is the usual hour. */
const duration = () =>
  z.pipe(
    z.transform((v: number | string | null | undefined) =>
      v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? DEFAULT_DURATION_MINUTES : Number(v),
    ),
    z.number(DURATION_MESSAGE).check(z.int(DURATION_MESSAGE), z.minimum(MIN_DURATION_MINUTES, DURATION_MESSAGE), z.maximum(MAX_DURATION_MINUTES, DURATION_MESSAGE)),
  );

// A note that is only a label would read back as that label from the service's display string.
const LABELS = new Set([...Object.values(LANGUAGE_LABELS), ...Object.values(KIND_LABELS), "ASL"].map((l) => l.toLowerCase()));

/** A short one-line note, '' when none. */
const note = () =>
  z._default(
    z.pipe(
      z.transform((v: string | null) => v ?? ""),
      z.string(msg("shortNote", "Enter a short note")).check(
        singleLine(),
        z.trim(),
        z.maxLength(NOTE_MAX, msg("atMostCharacters", `At most ${NOTE_MAX} characters`)),
        z.refine((v) => !v.includes(DETAIL_SEPARATOR.trim()), msg("noteDot", "A note cannot hold “·”")),
        z.refine((v) => !LABELS.has(v.toLowerCase()), msg("chooseAboveNotNote", "Choose the language, ASL or kind of service above rather than in the note")),
      ),
    ),
    "",
  );

const language = () => z._default(option(SERVICE_LANGUAGES, msg("chooseLanguage", "Choose a language")), "english");

const STREAM_URL_MESSAGE = msg("streamUrlPublic", "Enter the stream's https address, for example https://www.youtube.com/@yourchurch/live");
/** An https address on the public internet, '' when none (docs/service-times.md, Attendance). */
const streamUrl = () =>
  z._default(
    z.pipe(
      z.transform((v: string | null) => v ?? ""),
      z.string(STREAM_URL_MESSAGE).check(z.trim(), z.maxLength(500, STREAM_URL_MESSAGE), z.refine((v) => v === "" || isPublicHttpsUrl(v), STREAM_URL_MESSAGE)),
    ),
    "",
  );

export const weeklyServiceSchema = z
  .object({
    day: option(WEEKDAYS, msg("chooseDay", "Choose a day")),
    time: serviceTime(),
    durationMinutes: z._default(duration(), DEFAULT_DURATION_MINUTES),
    language: language(),
    asl: z._default(z.boolean(msg("aslYesNo", "ASL interpretation is yes or no")), false),
    kind: z._default(option(SERVICE_KINDS, msg("chooseKind", "Choose a kind of service")), "worship"),
    note: note(),
    attendance: z._default(option(ATTENDANCES, msg("chooseAttendance", "Choose in person, online only, or both")), "in-person"),
    streamUrl: streamUrl(),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (s.attendance !== "in-person" && s.streamUrl === "")
        ctx.addIssue({ code: "custom", path: ["streamUrl"], message: msg("streamUrlNeeded", "An online service needs the address it streams at"), input: s.streamUrl });
    }),
    // A service held only in person streams nowhere: an address left in the form is not kept.
    z.overwrite((s) => (s.attendance === "in-person" ? { ...s, streamUrl: "" } : s)),
  );
export type WeeklyServiceInput = z.input<typeof weeklyServiceSchema>;

export const specialServiceSchema = z
  .object({
    occasion: option(OCCASIONS, msg("chooseOccasion", "Choose an occasion")),
    date: z.string(msg("dateLike", "Enter a date like 2026-12-24")).check(z.trim(), z.refine(isCalendarDate, msg("dateLike", "Enter a date like 2026-12-24"))),
    time: serviceTime(),
    durationMinutes: z._default(duration(), DEFAULT_DURATION_MINUTES),
    language: language(),
    title: z._default(
      z.pipe(
        z.transform((v: string | null) => v ?? ""),
        z.string(msg("enterTitle", "Enter a title")).check(singleLine(), z.trim(), z.maxLength(TITLE_MAX, msg("atMostCharacters", `At most ${TITLE_MAX} characters`))),
      ),
      "",
    ),
    note: note(),
  })
  .check(
    z.superRefine((s, ctx) => {
      if (!isCalendarDate(s.date)) return;
      const problem = occasionDateProblem(s.occasion, s.date);
      if (problem) ctx.addIssue({ code: "custom", path: ["date"], message: problem, input: s.date });
    }),
  );
export type SpecialServiceInput = z.input<typeof specialServiceSchema>;
