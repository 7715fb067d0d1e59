import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { eventListQuerySchema } from "../../contract/event-queries";
import { EVENTS_LIMIT } from "../../contract/events";
import { routes } from "../../http/routes";
import { queryOf } from "../../http/validate";
import { listEvents } from "./service";

/**
 * GET /api/events: upcoming approved events, soonest first, filtered by date range, category and
 * church (docs/product.md V7). Without a limit a page holds 100, the list the API always answered.
 */
export function eventsApi(ctx: AppContext) {
  return new Elysia({ name: "events-api" })
    .use(routes(ctx))
    .get(
      "/api/events",
      ({ query, set }) => {
        const { limit = EVENTS_LIMIT, ...filters } = query;
        const result = listEvents(ctx.db, filters, limit);
        // The body stays the list; paging travels in headers, as GET /api/churches does.
        set.headers["x-total-count"] = String(result.total);
        set.headers["x-page"] = String(result.page);
        set.headers["x-page-count"] = String(result.pageCount);
        return result.events;
      },
      { public: true, query: queryOf(eventListQuerySchema) },
    );
}
