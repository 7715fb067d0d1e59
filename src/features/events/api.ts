import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { upcomingEvents } from "./service";

/** GET /api/events: upcoming approved events, soonest first (visitor spec 7). */
export function eventsApi(ctx: AppContext) {
  return new Elysia({ name: "events-api" }).get("/api/events", () => upcomingEvents(ctx.db));
}
