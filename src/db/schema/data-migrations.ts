import { sqliteTable, integer, text } from "drizzle-orm/sqlite-core";

/** The data migrations applied to this database, by name: each runs once (src/db/data-migrations/). */
export const dataMigrations = sqliteTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: integer("applied_at", { mode: "timestamp_ms" }).notNull(),
});
