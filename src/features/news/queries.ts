import { and, desc, eq, ne } from "drizzle-orm";
import type { ArticleCategory } from "../../contract/articles";
import type { Db } from "../../db/client";
import { articles } from "../../db/schema";

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  imageUrl: articles.imageUrl,
  category: articles.category,
  language: articles.language,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  content: articles.content,
};

const published = eq(articles.status, "published");

/** Published articles, newest first, optionally of one category, bounded. */
export function selectPublishedArticles(db: Db, category: ArticleCategory | undefined, limit: number) {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(category ? and(published, eq(articles.category, category)) : published)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .all();
}

export function selectPublishedArticle(db: Db, slug: string) {
  return db
    .select({ ...summaryColumns, createdAt: articles.createdAt })
    .from(articles)
    .where(and(published, eq(articles.slug, slug)))
    .get();
}

export function selectRelatedArticles(db: Db, category: ArticleCategory, excludeId: number, limit: number) {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(and(published, eq(articles.category, category), ne(articles.id, excludeId)))
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
    .all();
}
