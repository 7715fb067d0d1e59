import { integer } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

/** UTC instants, stored as milliseconds since the epoch. */
export const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
export const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
/** Rows made by the demo seed, so the site can say listings are sample data while they exist. */
export const isDemo = () => integer("is_demo", { mode: "boolean" }).notNull().default(false);
