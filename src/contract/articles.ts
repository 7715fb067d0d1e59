import type { Lang } from "./i18n/lang";
import type { ARTICLE_CATEGORIES } from "./options";

export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  category: ArticleCategory;
  /** The language it is written in (docs/decisions/0044-content-language.md). */
  language: Lang;
  publishedAt: string;
  updatedAt: string;
  readMinutes: number;
}

export interface PublicArticle extends ArticleSummary {
  /** Sanitised HTML. */
  content: string;
  createdAt: string;
}

export const ARTICLES_LIMIT = 100;
export const RELATED_ARTICLES = 3;

/** Read time: characters of text ÷ 1000, rounded up, at least 1 minute (docs/product.md V2). */
export function readMinutes(textLength: number): number {
  return Math.max(1, Math.ceil(textLength / 1000));
}
