import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churches, savedChurches } from "../../db/schema";

/** An account's saved churches, in the list's order (newest last). */
export function selectSavedChurches(db: Db, userId: number): number[] {
  return db.select({ id: savedChurches.churchId }).from(savedChurches).where(eq(savedChurches.userId, userId)).orderBy(asc(savedChurches.position)).all().map((row) => row.id);
}

/**
 * Writes an account's whole list in one transaction, in the given order; ids of churches no longer
 * in the database (a cookie saved before a church was deleted) are left out.
 */
export function replaceSavedChurches(db: Db, userId: number, ids: readonly number[]): number[] {
  return db.transaction((tx) => {
    const existing = new Set(ids.length ? tx.select({ id: churches.id }).from(churches).where(inArray(churches.id, [...ids])).all().map((row) => row.id) : []);
    const kept = ids.filter((id) => existing.has(id));
    tx.delete(savedChurches).where(eq(savedChurches.userId, userId)).run();
    if (kept.length) tx.insert(savedChurches).values(kept.map((churchId, position) => ({ userId, churchId, position }))).run();
    return kept;
  });
}
