import { sql } from "drizzle-orm";
import { sqliteTable, integer, text, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { SERVICE_LANGUAGES } from "../../contract/options";
import { EXCEPTION_KINDS } from "../../contract/service-times/exceptions";
import { SCHEDULE_KINDS } from "../../contract/service-times/schedules";
import { OCCASIONS } from "../../contract/service-times/occasions";
import { ATTENDANCES, DEFAULT_DURATION_MINUTES, SERVICE_KINDS, WEEKDAYS } from "../../contract/service-times/options";
import { churches } from "./churches";

/** What a weekly service is beyond its day and time: the columns of a weekly row and of a temporary schedule's service alike. */
const serviceDetails = () => ({
  durationMinutes: integer("duration_minutes").notNull().default(DEFAULT_DURATION_MINUTES),
  language: text("language", { enum: SERVICE_LANGUAGES }).notNull().default("english"),
  asl: integer("asl", { mode: "boolean" }).notNull().default(false),
  kind: text("kind", { enum: SERVICE_KINDS }).notNull().default("worship"),
  note: text("note").notNull().default(""),
  attendance: text("attendance", { enum: ATTENDANCES }).notNull().default("in-person"),
  /** https, public host: set for online and hybrid services (docs/service-times.md, Attendance). */
  streamUrl: text("stream_url").notNull().default(""),
});

/**
 * A church's services (docs/service-times.md). Weekly rows in the church's order (`position`); a
 * row the parser could not read for sure keeps the text in `note`, `needs_review` set and `day` /
 * `time` null unless it named one of each.
 */
export const weeklyServices = sqliteTable(
  "weekly_services",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    day: text("day", { enum: WEEKDAYS }),
    /** 24-hour 'HH:MM', America/Chicago wall clock. */
    time: text("time"),
    ...serviceDetails(),
    needsReview: integer("needs_review", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [
    // Services by day, time and language; a church's rows in order; and a church's services as
    // the directory's search probes them, covering what it reads (docs/decisions/0023-service-search.md).
    index("weekly_services_search_idx").on(t.day, t.time, t.language),
    index("weekly_services_church_idx").on(t.churchId, t.position),
    index("weekly_services_church_search_idx").on(t.churchId, t.day, t.time, t.language, t.kind, t.needsReview),
    // The churches with an ASL-interpreted service, for the visit facts' ASL search (docs/decisions/0037-visit-facts.md).
    index("weekly_services_asl_idx").on(t.churchId).where(sql`asl = 1 AND needs_review = 0`),
  ],
);

/** Services on one date for an occasion (Christmas Eve, Holy Week, Las Posadas …). */
export const specialServices = sqliteTable(
  "special_services",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    occasion: text("occasion", { enum: OCCASIONS }).notNull(),
    /** 'YYYY-MM-DD' in San Antonio. */
    date: text("date").notNull(),
    time: text("time").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(DEFAULT_DURATION_MINUTES),
    language: text("language", { enum: SERVICE_LANGUAGES }).notNull().default("english"),
    title: text("title").notNull().default(""),
    note: text("note").notNull().default(""),
    /** The calendar event it was synced from (docs/service-times.md, Calendar sync); null when the owner typed it. */
    feedUid: text("feed_uid"),
  },
  (t) => [index("special_services_occasion_idx").on(t.occasion, t.date), index("special_services_church_idx").on(t.churchId, t.date)],
);

/** A weekly service cancelled, moved or changed on one date (docs/service-times.md, Exceptions). */
export const serviceExceptions = sqliteTable(
  "service_exceptions",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    /** 'YYYY-MM-DD' in San Antonio. */
    date: text("date").notNull(),
    /** The weekly service's own start, 'HH:MM'. */
    time: text("time").notNull(),
    kind: text("kind", { enum: EXCEPTION_KINDS }).notNull(),
    newTime: text("new_time"),
    /** An online-only date's stream, '' for the service's own (docs/service-times.md, Exceptions). */
    streamUrl: text("stream_url").notNull().default(""),
    note: text("note").notNull().default(""),
    /** The note in Spanish, '' when the church gave none (docs/i18n.md, Content). */
    noteEs: text("note_es").notNull().default(""),
    /** When it was last set: its calendar override's LAST-MODIFIED and SEQUENCE (docs/service-times.md, Church calendar). */
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    /** The calendar event that cancelled it (docs/service-times.md, Calendar sync); null when the owner set it. */
    feedUid: text("feed_uid"),
  },
  (t) => [uniqueIndex("service_exceptions_church_date_idx").on(t.churchId, t.date, t.time)],
);

/** A range of dates in which a church's weekly pattern is replaced or suspended (docs/service-times.md, Temporary schedules). */
export const temporarySchedules = sqliteTable(
  "temporary_schedules",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: SCHEDULE_KINDS }).notNull(),
    /** First and last date it holds, 'YYYY-MM-DD' in San Antonio, both included. */
    startsOn: text("starts_on").notNull(),
    endsOn: text("ends_on").notNull(),
    note: text("note").notNull().default(""),
    /** The note in Spanish, '' when the church gave none. */
    noteEs: text("note_es").notNull().default(""),
    /** When it was last set: its calendar events' LAST-MODIFIED and SEQUENCE. */
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("temporary_schedules_church_idx").on(t.churchId, t.endsOn)],
);

/** The weekly services a replacing schedule holds meanwhile: the columns of a weekly service. */
export const scheduleServices = sqliteTable(
  "schedule_services",
  {
    id: integer("id").primaryKey(),
    scheduleId: integer("schedule_id").notNull().references(() => temporarySchedules.id, { onDelete: "cascade" }),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    day: text("day", { enum: WEEKDAYS }).notNull(),
    time: text("time").notNull(),
    ...serviceDetails(),
  },
  // The search probes a church's schedule services as it probes its weekly ones.
  (t) => [index("schedule_services_church_idx").on(t.churchId, t.day, t.time), index("schedule_services_schedule_idx").on(t.scheduleId)],
);
