import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { API_DEFAULT_LIMIT } from "../../contract/churches";
import { churchFiltersSchema, churchListQuerySchema, churchQuerySchema } from "../../contract/church-queries";
import { notFound } from "../../http/errors";
import { routes } from "../../http/routes";
import { queryOf } from "../../http/validate";
import { searchCounter } from "../search-stats/service";
import { areaOptions, denominationOptions, findChurch, listChurchesNow, mapPoints, searchDirectory } from "./service";

export const CHURCH_NOT_FOUND = "Church not found";
const ONE_HOUR = "public, max-age=3600";

/** The visitor-facing church API (docs/product.md V7). */
export function churchesApi(ctx: AppContext) {
  return new Elysia({ name: "churches-api" })
    .use(routes(ctx))
    .get(
      "/api/churches",
      ({ query, set }) => {
        const { featured, page = 1, limit = API_DEFAULT_LIMIT, ...filters } = query;
        const result = listChurchesNow(ctx.db, { ...filters, featured: featured === undefined ? undefined : featured === "true" }, page, limit);
        // The body is the list the spec describes; paging travels in headers.
        set.headers["x-total-count"] = String(result.total);
        set.headers["x-page"] = String(result.page);
        set.headers["x-page-count"] = String(result.pageCount);
        return result.churches;
      },
      { public: true, query: queryOf(churchListQuerySchema) },
    )
    // The directory's data: the page's own query string in, what the page shows out.
    .get(
      "/api/directory",
      async ({ request }) => {
        const { query, results } = await searchDirectory(ctx.db, ctx.env.NOMINATIM_URL, new URL(request.url).searchParams);
        searchCounter(ctx.db, query, results.near?.point, results.total)?.(request);
        return results;
      },
      { public: true },
    )
    .get("/api/churches/map", ({ query }) => mapPoints(ctx.db, query), { public: true, query: queryOf(churchFiltersSchema) })
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
