import { and, asc, desc, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, newsletterSubscriptions } from "../../db/schema";

export function selectContactMessages(db: Db, limit: number) {
  const rows = db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(contactMessages).get()!.n;
  return { rows, total };
}

/** Every message, oldest first, in pages (CSV export). */
export function selectContactMessagesAfter(db: Db, afterId: number, limit: number) {
  return db.select().from(contactMessages).where(sql`${contactMessages.id} > ${afterId}`).orderBy(asc(contactMessages.id)).limit(limit).all();
}


/** Subscribers who confirmed their address and have not unsubscribed: the newsletter's readers (docs/mail.md). */
export function selectSubscribers(db: Db, limit: number) {
  const active = and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt));
  const rows = db.select().from(newsletterSubscriptions).where(active).orderBy(desc(newsletterSubscriptions.createdAt)).limit(limit).all();
  const total = db.select({ n: sql<number>`count(*)` }).from(newsletterSubscriptions).where(active).get()!.n;
  return { rows, total };
}

export function selectSubscribersAfter(db: Db, afterId: number, limit: number) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`${newsletterSubscriptions.id} > ${afterId} AND ${newsletterSubscriptions.confirmedAt} IS NOT NULL AND ${newsletterSubscriptions.unsubscribedAt} IS NULL`)
    .orderBy(asc(newsletterSubscriptions.id))
    .limit(limit)
    .all();
}
