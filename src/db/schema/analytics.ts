import { sqliteTable, integer, text, primaryKey, index } from "drizzle-orm/sqlite-core";
import { churches } from "./churches";

/** Counters per church and day (America/Chicago). No IP address or user agent is kept. */
export const analyticsDaily = sqliteTable(
  "analytics_daily",
  {
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    directoryViews: integer("directory_views").notNull().default(0),
    profileViews: integer("profile_views").notNull().default(0),
    websiteClicks: integer("website_clicks").notNull().default(0),
    phoneClicks: integer("phone_clicks").notNull().default(0),
    directionClicks: integer("direction_clicks").notNull().default(0),
    /** Visitors who saved the church to their shortlist, each counted once a month, on the day of their first save (docs/decisions/0062-shortlist-accounts.md). */
    saves: integer("saves").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.day] }), index("analytics_daily_day_idx").on(t.day)],
);

/** A daily-salted hash of (visitor, church, kind) so repeated views count once a day (docs/product.md D20). */
export const analyticsSeen = sqliteTable(
  "analytics_seen",
  {
    day: text("day").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/**
 * A monthly-salted hash of (visitor, church) so a visitor saving a church again within the month
 * counts once (docs/decisions/0062-shortlist-accounts.md); `month` is YYYY-MM. The salt lives in
 * memory, as the daily one does: past months' hashes are dropped.
 */
export const analyticsSavesSeen = sqliteTable(
  "analytics_saves_seen",
  {
    month: text("month").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.hash] })],
);
