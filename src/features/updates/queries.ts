import type { Db } from "../../db/client";
import { churchUpdateRequests } from "../../db/schema";

export function insertUpdateRequest(db: Db, row: typeof churchUpdateRequests.$inferInsert): number {
  return db.insert(churchUpdateRequests).values(row).returning({ id: churchUpdateRequests.id }).get().id;
}
