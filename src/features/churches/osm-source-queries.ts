import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churches, churchOsmSources } from "../../db/schema";

export type OsmSourceRow = typeof churchOsmSources.$inferSelect;

/** Every imported church's source with its name and owner: the import compares a whole export with them. */
export function selectOsmSources(db: Db) {
  return db
    .select({ churchId: churchOsmSources.churchId, element: churchOsmSources.element, fields: churchOsmSources.fields, name: churches.name, ownerId: churches.ownerId })
    .from(churchOsmSources)
    .innerJoin(churches, eq(churches.id, churchOsmSources.churchId))
    .all();
}

export function selectOsmElementOf(db: Db, churchId: number): string | null {
  return db.select({ element: churchOsmSources.element }).from(churchOsmSources).where(eq(churchOsmSources.churchId, churchId)).get()?.element ?? null;
}

export function upsertOsmSource(db: Db, row: OsmSourceRow): void {
  db.insert(churchOsmSources)
    .values(row)
    .onConflictDoUpdate({ target: churchOsmSources.churchId, set: { element: row.element, fields: row.fields, seenAt: row.seenAt } })
    .run();
}
