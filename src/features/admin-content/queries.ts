import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { articles, churches, events, users } from "../../db/schema";

export function selectAllArticles(db: Db, limit: number) {
  return db.select().from(articles).orderBy(desc(articles.updatedAt)).limit(limit).all();
}
export const selectArticle = (db: Db, id: number) => db.select().from(articles).where(eq(articles.id, id)).get();
export const articleSlugTaken = (db: Db, slug: string, exceptId = 0) =>
  db.select({ id: articles.id }).from(articles).where(sql`${articles.slug} = ${slug} AND ${articles.id} != ${exceptId}`).get() !== undefined;
export const insertArticle = (db: Db, row: typeof articles.$inferInsert) => db.insert(articles).values(row).returning().get();
export const updateArticle = (db: Db, id: number, row: Partial<typeof articles.$inferInsert>) => db.update(articles).set({ ...row, updatedAt: new Date() }).where(eq(articles.id, id)).run();
export const deleteArticle = (db: Db, id: number) => db.delete(articles).where(eq(articles.id, id)).run();

/** Events for the admin: pending first, then by start; bounded. */
export function selectAdminEvents(db: Db, limit: number) {
  return db
    .select({ event: events, churchName: churches.name, submittedBy: users.username })
    .from(events)
    .leftJoin(churches, eq(churches.id, events.churchId))
    .leftJoin(users, eq(users.id, events.submittedBy))
    .orderBy(sql`${events.status} != 'pending'`, asc(events.startsAt))
    .limit(limit)
    .all();
}
export const selectEvent = (db: Db, id: number) => db.select().from(events).where(eq(events.id, id)).get();
