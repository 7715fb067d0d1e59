import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import type { SyncChanges } from "../../contract/service-times/calendar-feed";
import { churches } from "./churches";

/**
 * A church's own public iCalendar feed and how its events map to services (docs/service-times.md,
 * Calendar sync): one per church. The special services and exceptions it made carry `feed_uid`;
 * nothing the owner typed does. Not a visible table: visitors see its rows only through those.
 */
export const calendarFeeds = sqliteTable("calendar_feeds", {
  id: integer("id").primaryKey(),
  churchId: integer("church_id")
    .notNull()
    .unique()
    .references(() => churches.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  /** The owner's words: titles holding one become special services, or cancel a weekly service. */
  servicesMatch: text("services_match").notNull().default(""),
  cancelMatch: text("cancel_match").notNull().default(""),
  /** The last copy's validators, sent back only on the San Antonio day it was read (`read_on`): the window of dates moves each day. */
  etag: text("etag"),
  lastModified: text("last_modified"),
  readOn: text("read_on"),
  lastFetchedAt: integer("last_fetched_at", { mode: "timestamp_ms" }),
  /** null until first read. */
  lastStatus: text("last_status", { enum: ["ok", "error"] }),
  lastError: text("last_error"),
  failingSince: integer("failing_since", { mode: "timestamp_ms" }),
  failures: integer("failures").notNull().default(0),
  eventsFound: integer("events_found").notNull().default(0),
  leftOut: integer("left_out").notNull().default(0),
  /** Set when the owner undoes a sync, so the next hour does not redo it; Sync now and Save clear it. */
  paused: integer("paused", { mode: "boolean" }).notNull().default(false),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Each sync of a feed that changed something: what it added and removed, so the last one can be undone. */
export const calendarSyncRuns = sqliteTable(
  "calendar_sync_runs",
  {
    id: integer("id").primaryKey(),
    feedId: integer("feed_id")
      .notNull()
      .references(() => calendarFeeds.id, { onDelete: "cascade" }),
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    changes: text("changes", { mode: "json" }).$type<SyncChanges>().notNull(),
    undoneAt: integer("undone_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("calendar_sync_runs_feed_idx").on(t.feedId, t.id)],
);
