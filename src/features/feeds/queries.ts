import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { articles, churches } from "../../db/schema";

/** Every approved church's address and last change, for the sitemap (bounded by the sitemap limit). */
export function selectChurchSitemap(db: Db, limit: number) {
  return db
    .select({ slug: churches.slug, updatedAt: churches.updatedAt })
    .from(churches)
    .where(eq(churches.status, "approved"))
    .orderBy(asc(churches.id))
    .limit(limit)
    .all();
}

export function selectArticleSitemap(db: Db, limit: number) {
  return db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.status, "published")))
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
    .all();
}
