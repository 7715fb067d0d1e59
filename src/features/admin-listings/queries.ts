import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsText } from "../../db/like";
import { auditLog, churches, users } from "../../db/schema";
import type { ChurchStatus } from "../../contract/options";

/**
 * The ids of every church whatever its status, optionally searched, or only those whose services
 * were confirmed before `confirmedBefore` or never; and the count per status. The service puts
 * them in name order (docs/decisions/0058-distance-and-name-order.md).
 */
export function selectAllChurchIds(db: Db, filters: { search?: string; status?: ChurchStatus; confirmedBefore?: Date }) {
  const where = and(
    filters.status ? eq(churches.status, filters.status) : undefined,
    filters.confirmedBefore ? or(isNull(churches.servicesConfirmedAt), lt(churches.servicesConfirmedAt, filters.confirmedBefore)) : undefined,
    filters.search ? or(containsText(churches.name, filters.search), containsText(churches.address, filters.search), containsText(churches.zip, filters.search)) : undefined,
  );
  const ids = db.select({ id: churches.id }).from(churches).where(where).all().map((r) => r.id);
  const counts = db.select({ status: churches.status, n: sql<number>`count(*)` }).from(churches).groupBy(churches.status).all();
  return { ids, counts };
}

/** The churches of `ids` with their owners, in the ids' order. */
export function selectAdminRows(db: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = db.select({ church: churches, owner: users.username }).from(churches).leftJoin(users, eq(users.id, churches.ownerId)).where(inArray(churches.id, ids)).all();
  const byId = new Map(rows.map((r) => [r.church.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** Every church for the CSV export, by name, streamed in pages by the caller. */
export function selectChurchesForExport(db: Db, limit: number, afterId: number) {
  return db.select().from(churches).where(sql`${churches.id} > ${afterId}`).orderBy(asc(churches.id)).limit(limit).all();
}

export function selectHistory(db: Db, churchId: number) {
  return db
    .select({ at: auditLog.createdAt, actor: users.username, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, "church"), eq(auditLog.entityId, String(churchId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(100)
    .all();
}

/** The churches of an admin's 'Ask owners again', by id: what decides whether an owner is asked. */
export function selectChurchesToAsk(db: Db, ids: number[]) {
  return db.select({ id: churches.id, name: churches.name, status: churches.status, ownerId: churches.ownerId, servicesAskedAt: churches.servicesAskedAt }).from(churches).where(inArray(churches.id, ids)).orderBy(asc(churches.id)).all();
}
