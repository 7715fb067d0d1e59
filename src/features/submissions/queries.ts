import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsText } from "../../db/like";
import { slugify } from "../../lib/slug";
import { areas, churchClaims, churches, churchLanguages, denominations, uploadGrants } from "../../db/schema";
import type { ServiceLanguage } from "../../contract/options";

export type ChurchInsert = typeof churches.$inferInsert;
export type StoredChurch = typeof churches.$inferSelect;

export function selectChurchById(db: Db, id: number): StoredChurch | undefined {
  return db.select().from(churches).where(eq(churches.id, id)).get();
}

export function countOwnedChurches(db: Db, userId: number): number {
  return db.select({ n: sql<number>`count(*)` }).from(churches).where(eq(churches.ownerId, userId)).get()!.n;
}

export function selectPendingClaim(db: Db, userId: number) {
  return db.select({ id: churchClaims.id, churchId: churchClaims.churchId }).from(churchClaims).where(and(eq(churchClaims.userId, userId), eq(churchClaims.status, "pending"))).get();
}

export function insertClaim(db: Db, churchId: number, userId: number): number {
  return db.insert(churchClaims).values({ churchId, userId }).returning({ id: churchClaims.id }).get().id;
}

export function slugTaken(db: Db, slug: string): boolean {
  return db.select({ id: churches.id }).from(churches).where(eq(churches.slug, slug)).get() !== undefined;
}

export function insertChurch(db: Db, row: ChurchInsert): StoredChurch {
  return db.insert(churches).values(row).returning().get();
}

export function updateChurch(db: Db, id: number, row: Partial<ChurchInsert>): void {
  db.update(churches).set({ ...row, updatedAt: new Date() }).where(eq(churches.id, id)).run();
}

export function selectChurchLanguages(db: Db, churchId: number): ServiceLanguage[] {
  return db.select({ language: churchLanguages.language }).from(churchLanguages).where(eq(churchLanguages.churchId, churchId)).all().map((r) => r.language);
}

export function replaceChurchLanguages(db: Db, churchId: number, languages: ServiceLanguage[]): void {
  db.delete(churchLanguages).where(eq(churchLanguages.churchId, churchId)).run();
  if (languages.length) db.insert(churchLanguages).values(languages.map((language) => ({ churchId, language }))).run();
}

/** Approved churches nobody owns, by name, optionally matching a search; bounded. */
export function selectUnclaimed(db: Db, search: string | undefined, limit: number) {
  const where = and(
    eq(churches.status, "approved"),
    isNull(churches.ownerId),
    search ? or(containsText(churches.name, search), containsText(churches.address, search), containsText(areas.name, search)) : undefined,
  );
  const base = db
    .select({ id: churches.id, name: churches.name, address: churches.address, area: areas.name, denomination: denominations.name })
    .from(churches)
    .leftJoin(areas, eq(areas.id, churches.areaId))
    .leftJoin(denominations, eq(denominations.id, churches.denominationId))
    .where(where);
  const rows = base.orderBy(asc(churches.name)).limit(limit).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(churches).leftJoin(areas, eq(areas.id, churches.areaId)).where(where).get()!.n;
  return { rows, total };
}

/** An upload this user finished, by the path of its stored image. */
export function userUploadedImage(db: Db, userId: number, objectPath: string): boolean {
  return db.select({ id: uploadGrants.id }).from(uploadGrants).where(and(eq(uploadGrants.userId, userId), eq(uploadGrants.objectPath, objectPath))).get() !== undefined;
}

/** The name's slug, numbered when another church has it already. */
export function uniqueSlug(db: Db, name: string): string {
  const base = slugify(name) || "church";
  let slug = base;
  for (let n = 2; slugTaken(db, slug); n++) slug = `${base}-${n}`;
  return slug;
}
