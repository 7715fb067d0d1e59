import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** How many churches, of any status, the text index finds for an FTS5 query. */
export function countTextMatches(db: Db, match: string): number {
  return db.get<[number]>(sql`SELECT count(*) FROM churches_fts WHERE churches_fts MATCH ${match}`)[0];
}
