import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churchUpdateRequests } from "../../db/schema";

export function insertUpdateRequest(db: Db, row: typeof churchUpdateRequests.$inferInsert): number {
  return db.insert(churchUpdateRequests).values(row).returning({ id: churchUpdateRequests.id }).get().id;
}

export function updateRequestStatus(db: Db, id: number, status: "approved" | "rejected", adminId: number): void {
  db.update(churchUpdateRequests).set({ status, decidedAt: new Date(), decidedBy: adminId }).where(eq(churchUpdateRequests.id, id)).run();
}
