import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { containsText } from "../../db/like";
import { areas, churchClaims, churches, denominations } from "../../db/schema";

/** The user's pending claim, with its church's name. */
export function selectPendingClaim(db: Db, userId: number) {
  return db
    .select({ id: churchClaims.id, churchId: churchClaims.churchId, name: churches.name })
    .from(churchClaims)
    .innerJoin(churches, eq(churches.id, churchClaims.churchId))
    .where(and(eq(churchClaims.userId, userId), eq(churchClaims.status, "pending")))
    .get();
}

export type ClaimDetails = Pick<typeof churchClaims.$inferInsert, "role" | "phone" | "note" | "verificationEmail" | "verificationTokenHash" | "verificationExpiresAt">;

export function insertClaim(db: DbOrTx, churchId: number, userId: number, details: ClaimDetails): number {
  return db.insert(churchClaims).values({ churchId, userId, ...details }).returning({ id: churchClaims.id }).get().id;
}

/** A pending claim's usable verification link: its address and church, or nothing (unknown, used or expired). */
export function selectClaimByToken(db: Db, tokenHash: string, now: Date) {
  return db
    .select({ id: churchClaims.id, email: churchClaims.verificationEmail, churchName: churches.name })
    .from(churchClaims)
    .innerJoin(churches, eq(churches.id, churchClaims.churchId))
    .where(usableLink(tokenHash, now))
    .get();
}

/** Uses the link once: one conditional UPDATE, so two clicks at once verify once. */
export function markClaimEmailVerified(db: Db, tokenHash: string, now: Date): number | undefined {
  return db
    .update(churchClaims)
    .set({ emailVerifiedAt: now, verificationTokenHash: null })
    .where(usableLink(tokenHash, now))
    .returning({ id: churchClaims.id })
    .get()?.id;
}

const usableLink = (tokenHash: string, now: Date) =>
  and(eq(churchClaims.verificationTokenHash, tokenHash), gt(churchClaims.verificationExpiresAt, now), eq(churchClaims.status, "pending"), isNull(churchClaims.emailVerifiedAt));

/** The ids of the approved churches nobody owns, optionally matching a search: the service orders them by name (docs/decisions/0058-distance-and-name-order.md). */
export function selectUnclaimedIds(db: Db, search: string | undefined): number[] {
  const where = and(
    eq(churches.status, "approved"),
    isNull(churches.ownerId),
    search ? or(containsText(churches.name, search), containsText(churches.address, search), containsText(areas.name, search)) : undefined,
  );
  return db.select({ id: churches.id }).from(churches).leftJoin(areas, eq(areas.id, churches.areaId)).where(where).all().map((r) => r.id);
}

/** The unclaimed churches of `ids` as the claim search lists them, in the ids' order. */
export function selectUnclaimedRows(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = db
    .select({ id: churches.id, name: churches.name, address: churches.address, area: areas.name, denomination: denominations.name })
    .from(churches)
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .where(inArray(churches.id, ids))
    .all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

const ownedColumns = {
  id: churches.id,
  slug: churches.slug,
  name: churches.name,
  status: churches.status,
  featured: churches.featured,
  isPremium: churches.isPremium,
  denomination: denominations.name,
  area: areas.name,
  address: churches.address,
  updatedAt: churches.updatedAt,
  createdAt: churches.createdAt,
  servicesConfirmedAt: churches.servicesConfirmedAt,
  rejectionReason: churches.rejectionReason,
};

/** The user's churches (any status), most recently changed first. An owner has one; bounded anyway. */
export function selectOwnedChurches(db: Db, userId: number) {
  return db
    .select(ownedColumns)
    .from(churches)
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(eq(churches.ownerId, userId))
    .orderBy(desc(churches.updatedAt))
    .limit(20)
    .all();
}

/** Churches the user asked to claim, with the claim's status and reason (never the church's own). */
export function selectClaims(db: Db, userId: number) {
  return db
    .select({ ...ownedColumns, rejectionReason: churchClaims.rejectionReason, claimStatus: churchClaims.status, claimedAt: churchClaims.createdAt })
    .from(churchClaims)
    .innerJoin(churches, eq(churches.id, churchClaims.churchId))
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .where(eq(churchClaims.userId, userId))
    .orderBy(desc(churchClaims.createdAt))
    .limit(20)
    .all();
}

export function updateClaimStatus(db: Db, id: number, status: "approved" | "rejected", adminId: number, rejectionReason: string | null): void {
  db.update(churchClaims).set({ status, rejectionReason, decidedAt: new Date(), decidedBy: adminId }).where(eq(churchClaims.id, id)).run();
}

/** The church's other pending claims end when one is approved; answers their claimants, to be told. */
export function rejectPendingClaimsBut(db: Db, churchId: number, keptId: number, adminId: number): number[] {
  return db
    .update(churchClaims)
    .set({ status: "rejected", decidedAt: new Date(), decidedBy: adminId })
    .where(and(eq(churchClaims.churchId, churchId), eq(churchClaims.status, "pending"), ne(churchClaims.id, keptId)))
    .returning({ userId: churchClaims.userId })
    .all()
    .map((r) => r.userId);
}
