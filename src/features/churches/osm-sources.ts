import type { Db } from "../../db/client";
import { selectOsmElementOf, selectOsmSources, upsertOsmSource } from "./osm-source-queries";

/** The OpenStreetMap elements imported churches came from (docs/city-data.md, Re-importing). */
export const osmSources = (db: Db) => selectOsmSources(db);

/** The element a church was imported from (`node/123`), or null when it was not imported. */
export const osmElementOf = (db: Db, churchId: number) => selectOsmElementOf(db, churchId);

/** Remembers what an import read for a church; call it inside the import's transaction. */
export function rememberOsmSource(db: Db, churchId: number, element: string, fields: Record<string, unknown>, seenAt: Date): void {
  upsertOsmSource(db, { churchId, element, fields, seenAt });
}
