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
