import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { churchClaims, churches, churchUpdateRequests, users } from "../../db/schema";

const LIMIT = 200;

/** Churches waiting for review, oldest first, with their owner's username. */
export function selectPendingChurches(db: Db) {
  return db
    .select({ church: churches, owner: users.username })
    .from(churches)
    .leftJoin(users, eq(users.id, churches.ownerId))
    .where(eq(churches.status, "pending"))
    .orderBy(asc(churches.createdAt))
    .limit(LIMIT)
    .all();
}

export function selectPendingClaims(db: Db) {
  return db
    .select({
      id: churchClaims.id,
      churchId: churchClaims.churchId,
      churchName: churches.name,
      churchAddress: churches.address,
      claimant: users.username,
      claimantEmail: users.email,
      role: churchClaims.role,
      phone: churchClaims.phone,
      note: churchClaims.note,
      verificationEmail: churchClaims.verificationEmail,
      emailVerifiedAt: churchClaims.emailVerifiedAt,
      createdAt: churchClaims.createdAt,
    })
    .from(churchClaims)
    .innerJoin(churches, eq(churches.id, churchClaims.churchId))
    .innerJoin(users, eq(users.id, churchClaims.userId))
    .where(eq(churchClaims.status, "pending"))
    .orderBy(asc(churchClaims.createdAt))
    .limit(LIMIT)
    .all();
}

export function selectClaim(db: Db, id: number) {
  return db.select().from(churchClaims).where(eq(churchClaims.id, id)).get();
}

export function selectPendingUpdateRequests(db: Db) {
  return db
    .select({ request: churchUpdateRequests, church: churches })
    .from(churchUpdateRequests)
    .innerJoin(churches, eq(churches.id, churchUpdateRequests.churchId))
    .where(eq(churchUpdateRequests.status, "pending"))
    .orderBy(asc(churchUpdateRequests.createdAt))
    .limit(LIMIT)
    .all();
}

export function selectUpdateRequest(db: Db, id: number) {
  return db.select().from(churchUpdateRequests).where(eq(churchUpdateRequests.id, id)).get();
}

