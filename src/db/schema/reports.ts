import { sqliteTable, integer, text, primaryKey, index, uniqueIndex } from "drizzle-orm/sqlite-core";
import { churches } from "./churches";
import { createdAt } from "./columns";

/**
 * What visitors searched the directory for, per San Antonio day and normalised filters, with how
 * many results they got (docs/decisions/0036-monthly-reports.md). No address, user agent, user or
 * coordinates: `filters` holds only option values, an area name and a capped, lower-cased search text.
 */
export const searchStats = sqliteTable(
  "search_stats",
  {
    day: text("day").notNull(),
    /** The normalised filters as JSON with sorted keys (src/features/search-stats/key.ts). */
    filters: text("filters").notNull(),
    searches: integer("searches").notNull().default(0),
    /** Searches that found no church. */
    noResults: integer("no_results").notNull().default(0),
    /** Searches that found one or two. */
    fewResults: integer("few_results").notNull().default(0),
    /** The results of all its searches added up (with `searches`, the mean). */
    resultsSum: integer("results_sum").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.filters] })],
);

/**
 * One premium church's report of one month (YYYY-MM): its figures as written and mailed, kept for
 * the dashboard; the unique church and month make a second run send nothing twice.
 */
export const monthlyReports = sqliteTable(
  "monthly_reports",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    /** The report as built (src/contract/reports.ts MonthlyReportFigures). */
    figures: text("figures", { mode: "json" }).notNull(),
    /** When its mail was queued; null when the church had no owner address to send it to. */
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("monthly_reports_church_month_idx").on(t.churchId, t.month), index("monthly_reports_month_idx").on(t.month)],
);
