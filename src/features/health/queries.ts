import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export function pingDatabase(db: Db): void {
  db.get(sql`SELECT 1`);
}
