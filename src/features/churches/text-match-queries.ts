import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The ids of the churches, of any status, the text index finds for an FTS5 query. */
export function selectTextMatchIds(db: Db, match: string): number[] {
  return db.values<[number]>(sql`SELECT rowid FROM churches_fts WHERE churches_fts MATCH ${match}`).map((row) => row[0]);
}
