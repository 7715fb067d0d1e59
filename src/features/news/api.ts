import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { articleListQuerySchema } from "../../contract/news-queries";
import { notFound } from "../../http/errors";
import { routes } from "../../http/routes";
import { queryOf } from "../../http/validate";
import { findArticle, listArticles } from "./service";

export const ARTICLE_NOT_FOUND = "Article not found";

export function newsApi(ctx: AppContext) {
  return new Elysia({ name: "news-api" })
    .use(routes(ctx))
    .get("/api/articles", ({ query }) => listArticles(ctx.db, query.category), { public: true, query: queryOf(articleListQuerySchema) })
    .get(
      "/api/articles/slug/:slug",
      ({ params }) => {
        const article = typeof params.slug === "string" && params.slug.length <= 200 ? findArticle(ctx.db, params.slug) : null;
        if (!article) throw notFound(ARTICLE_NOT_FOUND);
        return article;
      },
      { public: true },
    );
}
