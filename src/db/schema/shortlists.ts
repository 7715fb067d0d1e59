import { sqliteTable, integer, primaryKey } from "drizzle-orm/sqlite-core";
import { churches } from "./churches";
import { users } from "./users";

/**
 * A signed-in account's shortlist (docs/product.md V10, docs/decisions/0062-shortlist-accounts.md):
 * the churches it saved, `position` giving the list's order (newest last), at most as many as the
 * cookie holds. Goes with the account or the church.
 */
export const savedChurches = sqliteTable(
  "saved_churches",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    churchId: integer("church_id")
      .notNull()
      .references(() => churches.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.churchId] })],
);
