import { and, eq, isNull, lt, gt, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { images, uploadGrants } from "../../db/schema";

export function insertGrant(db: Db, id: string, userId: number, expiresAt: Date): void {
  db.insert(uploadGrants).values({ id, userId, expiresAt }).run();
}

export function selectGrant(db: Db, id: string) {
  return db.select().from(uploadGrants).where(eq(uploadGrants.id, id)).get();
}

/** Marks a grant used, atomically: true only for the first of any number of concurrent uses. */
export function useGrant(db: Db, id: string, now: Date): boolean {
  const used = db
    .update(uploadGrants)
    .set({ usedAt: now })
    .where(and(eq(uploadGrants.id, id), isNull(uploadGrants.usedAt), gt(uploadGrants.expiresAt, now)))
    .returning({ id: uploadGrants.id })
    .all();
  return used.length === 1;
}

export function finishGrant(db: Db, id: string, objectPath: string): void {
  db.update(uploadGrants).set({ objectPath }).where(eq(uploadGrants.id, id)).run();
}

/** An upload this user finished, by the path of its stored image. */
export function userUploadedImage(db: Db, userId: number, objectPath: string): boolean {
  return db.select({ id: uploadGrants.id }).from(uploadGrants).where(and(eq(uploadGrants.userId, userId), eq(uploadGrants.objectPath, objectPath))).get() !== undefined;
}

/** The stored image of a finished upload of this user. */
export function selectFinishedGrant(db: Db, id: string, userId: number) {
  return db
    .select({ objectPath: uploadGrants.objectPath })
    .from(uploadGrants)
    .where(and(eq(uploadGrants.id, id), eq(uploadGrants.userId, userId), isNotNull(uploadGrants.objectPath)))
    .get();
}

export function insertImage(db: Db, row: typeof images.$inferInsert): void {
  db.insert(images).values(row).onConflictDoNothing({ target: images.objectPath }).run();
}

export function attachImage(db: Db, objectPath: string, churchId: number): void {
  db.update(images).set({ churchId }).where(eq(images.objectPath, objectPath)).run();
}

/** Upload URLs that expired without storing an image (finished ones prove who uploaded what). */
export function deleteStaleGrants(db: Db, before: Date): void {
  db.delete(uploadGrants).where(and(lt(uploadGrants.expiresAt, before), isNull(uploadGrants.objectPath))).run();
}
