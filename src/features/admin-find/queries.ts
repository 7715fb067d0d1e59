import { and, between, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churches } from "../../db/schema";

/** Churches whose name or address equals these (case and spacing aside), or that sit in the box. */
export function selectPossibleDuplicates(db: Db, name: string, address: string | null, box: { south: number; north: number; west: number; east: number } | null) {
  const byName = sql`lower(trim(${churches.name})) = ${name.trim().toLowerCase()}`;
  const byAddress = address ? sql`lower(trim(${churches.address})) = ${address.trim().toLowerCase()}` : sql`0`;
  const nearby = box ? and(between(churches.latitude, box.south, box.north), between(churches.longitude, box.west, box.east)) : sql`0`;
  return db
    .select({ id: churches.id, name: churches.name, address: churches.address, latitude: churches.latitude, longitude: churches.longitude })
    .from(churches)
    .where(sql`(${byName}) OR (${byAddress}) OR (${nearby})`)
    .limit(50)
    .all();
}

