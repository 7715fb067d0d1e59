import { sqliteTable, integer, text } from "drizzle-orm/sqlite-core";

/** The canonical denomination list (docs/product.md D10). */
export const denominations = sqliteTable("denominations", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});

/** The canonical list of the city's areas (docs/product.md D10). */
export const areas = sqliteTable("areas", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
});
