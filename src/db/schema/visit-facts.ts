import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { ACCESS_FACTS, FAMILY_FACTS } from "../../contract/visit-facts";
import { DRESS, PARKING } from "../../contract/visit-fact-details";
import { churches } from "./churches";

/**
 * A church's yes/no visit facts (docs/visit-facts.md): one row per fact it said, none for 'not
 * said'. The search asks 'is this fact true here' once per named fact: the key (church, fact)
 * answers a church's probe, (fact, value, church) a rare fact's list (docs/decisions/0037-visit-facts.md).
 */
export const churchFacts = sqliteTable(
  "church_facts",
  {
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    fact: text("fact", { enum: [...ACCESS_FACTS, ...FAMILY_FACTS] }).notNull(),
    value: integer("value", { mode: "boolean" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.fact] }), index("church_facts_fact_idx").on(t.fact, t.value, t.churchId)],
);

/** A church's practical facts; no row while it said none. */
export const churchVisitInfo = sqliteTable("church_visit_info", {
  churchId: integer("church_id").primaryKey().references(() => churches.id, { onDelete: "cascade" }),
  parking: text("parking", { enum: PARKING }),
  livestream: text("livestream"),
  serviceMinutes: integer("service_minutes"),
  dress: text("dress", { enum: DRESS }),
  firstVisit: text("first_visit").notNull().default(""),
});
