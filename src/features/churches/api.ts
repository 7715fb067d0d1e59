import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { API_DEFAULT_LIMIT } from "../../contract/churches";
import { churchListQuerySchema, churchQuerySchema, type ChurchListQuery } from "../../contract/church-queries";
import { churchMapQuerySchema } from "./map-query";
import { notFound } from "../../http/errors";
import { routes } from "../../http/routes";
import { queryOf } from "../../http/validate";
import { requestLang } from "../../http/request-lang";
import { ApiAnswerCache, queryKey, type CachedAnswer } from "./api-answer-cache";
import { searchCounter } from "../search-stats/service";
import { areaOptions, denominationOptions, findChurch, listAnswerJson, mapPointsJson, searchDirectory } from "./service";
import { msg } from "../../contract/i18n/msg";
import { occurrenceQuerySchema } from "../../contract/service-times/occurrence-query";
import { churchOccurrences } from "./church-occurrences";

export const CHURCH_NOT_FOUND = msg("churchNotFound", "Church not found");
const ONE_HOUR = "public, max-age=3600";

/** The visitor-facing church API (docs/product.md V7). */
export function churchesApi(ctx: AppContext) {
  const answers = new ApiAnswerCache(ctx.db.dataVersion);
  ctx.metrics?.watchCache("api", answers);
  // A list asked before is answered by the request handler, before the app (src/http/kept-answers.ts).
  ctx.keptAnswers.register("/api/churches", (request) => {
    const key = queryKey(request.url);
    const kept = answers.get(key, false);
    return kept && answers.send(request, key, kept);
  });
  return new Elysia({ name: "churches-api" })
    .use(routes(ctx))
    .get(
      "/api/churches",
      ({ query, request }) => {
        const key = queryKey(request.url);
        return answers.send(request, key, answers.get(key) ?? listAnswer(ctx, answers, key, query));
      },
      { public: true, query: queryOf(churchListQuerySchema) },
    )
    // The directory's data: the page's own query string in, what the page shows out.
    .get(
      "/api/directory",
      async ({ request }) => {
        // The island sends its page's language: a Spanish page gets Spanish cards (docs/i18n.md, The API).
        const { query, results } = await searchDirectory(ctx.db, ctx.env.NOMINATIM_URL, new URL(request.url).searchParams, new Date(), requestLang(request));
        searchCounter(ctx.db, query, results.near?.point, results.total)?.(request);
        return results;
      },
      { public: true },
    )
    .get(
      "/api/churches/map",
      ({ query: { bbox, ...filters } }) => new Response(mapPointsJson(ctx.db, filters, bbox), { headers: { "content-type": "application/json;charset=utf-8" } }),
      { public: true, query: queryOf(churchMapQuerySchema) },
    )
    .get(
      "/api/churches/:id",
      ({ params, query }) => {
        // Elysia leaves a parameter with a malformed escape undefined.
        const key = typeof params.id === "string" && params.id.length <= 120 ? params.id : null;
        const church = key ? findChurch(ctx.db, key, query.near) : null;
        if (!church) throw notFound(CHURCH_NOT_FOUND);
        return church;
      },
      { public: true, query: queryOf(churchQuerySchema) },
    )
    .get(
      "/api/churches/:id/occurrences",
      ({ params, query }) => {
        const key = typeof params.id === "string" && params.id.length <= 120 ? params.id : null;
        const list = key ? churchOccurrences(ctx.db, key, query) : null;
        if (!list) throw notFound(CHURCH_NOT_FOUND);
        return list.map(({ special, ...o }) => ({ ...o, title: special?.title || null, occasion: special?.occasion ?? null }));
      },
      { public: true, query: queryOf(occurrenceQuerySchema) },
    )
    .get(
      "/api/denominations",
      ({ set }) => {
        set.headers["cache-control"] = ONE_HOUR;
        return denominationOptions(ctx.db);
      },
      { public: true },
    )
    .get(
      "/api/areas",
      ({ set }) => {
        set.headers["cache-control"] = ONE_HOUR;
        return areaOptions(ctx.db);
      },
      { public: true },
    );
}

/**
 * Computes and serialises GET /api/churches' answer for a query, remembered from its second
 * asking (docs/decisions/0041-api-answer-cache.md): the body is the list the spec describes, paging
 * travels in headers.
 */
function listAnswer(ctx: AppContext, answers: ApiAnswerCache, key: string, query: ChurchListQuery): CachedAnswer {
  const { featured, page = 1, limit = API_DEFAULT_LIMIT, view, ...rest } = query;
  const filters = { ...rest, featured: featured === undefined ? undefined : featured === "true" };
  const version = ctx.db.dataVersion.current;
  // Kept from its second asking: a first asking is written into a reused buffer, sent and forgotten.
  const keep = answers.askedBefore(key);
  const result = listAnswerJson(ctx.db, filters, page, limit, view === "full", new Date(), !keep);
  const headers = {
    "content-type": "application/json;charset=utf-8",
    "x-total-count": String(result.total),
    "x-page": String(result.page),
    "x-page-count": String(result.pageCount),
    // Among many churches a search's count may be an estimate (docs/decisions/0097-walk-by-name.md).
    ...(result.estimated ? { "x-total-count-estimated": "true" } : {}),
  };
  return keep ? answers.set(key, result.body, headers, version, result.expiresAt) : answers.transient(result.body, headers, version, result.expiresAt);
}
