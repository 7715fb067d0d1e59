import { and, count, eq, gte, inArray, isNull, lt, gt, isNotNull, ne, notExists, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { articles, bannerAds, churches, images, uploadGrants, users } from "../../db/schema";

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
export function selectUserUpload(db: Db, userId: number, objectPath: string): boolean {
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
export function deleteExpiredGrants(db: Db, before: Date): void {
  db.delete(uploadGrants).where(and(lt(uploadGrants.expiresAt, before), isNull(uploadGrants.objectPath))).run();
}

/** Upload URLs this user was given since the moment. */
export function countGrantsSince(db: Db, userId: number, since: Date): number {
  return db.select({ n: count() }).from(uploadGrants).where(and(eq(uploadGrants.userId, userId), gte(uploadGrants.createdAt, since))).get()!.n;
}

/**
 * Uploads of an account (not an admin's, whose pictures may sit in articles' and newsletters' HTML)
 * stored before the moment and used nowhere: attached to no church, named by no church's hero or
 * logo, no banner and no article. Read across those tables in one statement: the daily job asks once.
 */
export function selectUnusedUploads(db: Db, before: Date): string[] {
  return db
    .select({ objectPath: images.objectPath })
    .from(images)
    .innerJoin(users, eq(users.id, images.uploadedBy))
    .where(
      and(
        ne(users.role, "admin"),
        isNull(images.churchId),
        lt(images.createdAt, before),
        notExists(db.select({ id: churches.id }).from(churches).where(or(eq(churches.heroImage, images.objectPath), eq(churches.logoImage, images.objectPath)))),
        notExists(db.select({ id: bannerAds.id }).from(bannerAds).where(eq(bannerAds.imageUrl, images.objectPath))),
        notExists(db.select({ id: articles.id }).from(articles).where(eq(articles.imageUrl, images.objectPath))),
      ),
    )
    .all()
    .map((row) => row.objectPath);
}

/** Forgets stored images and the upload URLs that made them. */
export function deleteImages(db: Db, objectPaths: string[]): void {
  if (objectPaths.length === 0) return;
  db.transaction((tx) => {
    tx.delete(uploadGrants).where(inArray(uploadGrants.objectPath, objectPaths)).run();
    tx.delete(images).where(inArray(images.objectPath, objectPaths)).run();
  });
}
