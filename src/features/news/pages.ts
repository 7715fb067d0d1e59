import * as z from "zod/mini";
import { ArticlePage } from "../../../web/pages/ArticlePage";
import { NewsPage } from "../../../web/pages/NewsPage";
import { articleListQuerySchema } from "../../contract/news-queries";
import { siteUrl } from "../../http/site-origin";
import { translator } from "../../contract/i18n/catalogue";
import { newsText } from "../../contract/i18n/news-text";
import { newsFeedIn } from "../feeds/alternates";
import { definePage } from "../../render/page-route";
import { articleStructuredData } from "./structured-data";
import { findArticle, listArticles, relatedArticles } from "./service";

/** The news shows articles only: a church's edit leaves its pages kept (docs/caching.md). */
const ARTICLES = { kinds: ["articles"] } as const;

export const newsPages = [
  definePage({
    path: "/news",
    query: ["category"],
    component: NewsPage,
    load: ({ ctx, url, lang }) => {
      const t = translator(newsText, lang);
      const parsed = z.safeParse(articleListQuerySchema, { category: url.searchParams.get("category") ?? undefined });
      const category = (parsed.success && parsed.data.category) || null;
      return {
        props: { articles: listArticles(ctx.db, category ?? undefined), category },
        scope: ARTICLES,
        head: { title: t("pageTitle"), description: t("headDescription"), alternates: [newsFeedIn(lang)] },
      };
    },
  }),
  definePage({
    path: "/news/:slug",
    component: ArticlePage,
    load: ({ ctx, params, pageUrl, lang }) => {
      const t = translator(newsText, lang);
      const article = (params.slug?.length ?? 0) <= 200 ? findArticle(ctx.db, params.slug ?? "") : null;
      if (!article) return { props: { article: null, related: [], url: pageUrl }, status: 404, head: { title: t("notFoundTitle"), noindex: true } };
      return {
        props: { article, related: relatedArticles(ctx.db, article), url: pageUrl },
        scope: ARTICLES,
        head: {
          title: article.title,
          description: article.excerpt || t("articleDescription"),
          ogType: "article",
          ...(article.imageUrl ? { ogImage: siteUrl(ctx.origin, article.imageUrl) } : {}),
          structuredData: [articleStructuredData(article, pageUrl)],
          alternates: [newsFeedIn(lang)],
        },
      };
    },
  }),
];
