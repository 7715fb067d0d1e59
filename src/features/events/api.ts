import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { upcomingEvents } from "./service";

/** GET /api/events: upcoming approved events, soonest first (docs/product.md V7). */
export function eventsApi(ctx: AppContext) {
  return new Elysia({ name: "events-api" })
    .use(routes(ctx))
    .get("/api/events", () => upcomingEvents(ctx.db), { public: true });
}
