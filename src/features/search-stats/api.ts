import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { unansweredSearches } from "./service";

/** Admins' list of the searches that found nothing (docs/product.md, Monthly reports). */
export function searchStatsApi(ctx: AppContext) {
  return new Elysia({ name: "search-stats-api" })
    .use(routes(ctx))
    .get("/api/admin/searches/unanswered", () => unansweredSearches(ctx.db), { auth: "admin" });
}
