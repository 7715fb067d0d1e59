import { ARTICLES_LIMIT, readMinutes, RELATED_ARTICLES, type ArticleCategory, type ArticleSummary, type PublicArticle } from "../../contract/articles";
import type { Db } from "../../db/client";
import { htmlToText, sanitizeArticleHtml } from "../../lib/sanitize";
import { selectPublishedArticle, selectPublishedArticles, selectRelatedArticles } from "./queries";

type Row = ReturnType<typeof selectPublishedArticles>[number];

function toSummary({ content, ...row }: Row): ArticleSummary {
  return {
    ...row,
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readMinutes: readMinutes(htmlToText(content).length),
  };
}

/** GET /api/articles: published articles, newest first (the list leaves the bodies out). */
export function listArticles(db: Db, category?: ArticleCategory, limit = ARTICLES_LIMIT): ArticleSummary[] {
  return selectPublishedArticles(db, category, limit).map(toSummary);
}

/** One published article, its HTML sanitised again on the way out (sanitised on save too). */
export function findArticle(db: Db, slug: string): PublicArticle | null {
  const row = selectPublishedArticle(db, slug);
  if (!row) return null;
  const { createdAt, ...rest } = row;
  return { ...toSummary(rest), content: sanitizeArticleHtml(row.content), createdAt: createdAt.toISOString() };
}

export function relatedArticles(db: Db, article: Pick<PublicArticle, "id" | "category">): ArticleSummary[] {
  return selectRelatedArticles(db, article.category, article.id, RELATED_ARTICLES).map(toSummary);
}
