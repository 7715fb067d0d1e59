import { count } from "drizzle-orm";
import { AREAS, DENOMINATIONS } from "../../contract/options";
import { slugify } from "../../lib/slug";
import type { Db } from "../client";
import { areas, churches, denominations, users } from "../schema";

/**
 * The canonical areas and denominations exist in every database, demo or not; on a fresh one
 * their ids follow the lists' order. Idempotent: runs at every start.
 */
export function ensureTaxonomy(db: Db): void {
  db.transaction((tx) => {
    for (const name of DENOMINATIONS) {
      tx.insert(denominations).values({ name, slug: slugify(name) }).onConflictDoNothing().run();
    }
    for (const name of AREAS) {
      tx.insert(areas).values({ name, slug: slugify(name) }).onConflictDoNothing().run();
    }
  });
}

export function taxonomyIds(db: Db) {
  const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  return {
    denominations: byName(db.select({ id: denominations.id, name: denominations.name }).from(denominations).all()),
    areas: byName(db.select({ id: areas.id, name: areas.name }).from(areas).all()),
  };
}

export function countRows(db: Db, table: "churches" | "users"): number {
  return db.select({ n: count() }).from(table === "churches" ? churches : users).get()!.n;
}
