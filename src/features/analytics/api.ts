import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { analyticsClickSchema, analyticsViewSchema } from "../../contract/church-queries";
import { messages } from "../../contract/messages";
import { HttpError, notFound } from "../../http/errors";
import { clientKey } from "../../http/client-address";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf, parseQuery } from "../../http/validate";
import { approvedChurchExists } from "../churches/service";
import { AnalyticsRecorder, clickCounter, isBot, viewCounter, type Counter } from "./service";
import { msg } from "../../contract/i18n/msg";

/**
 * The pings of docs/product.md V7. They answer 204 at once; nothing on a page waits for them.
 * Bots are ignored, a visitor's repeats within a day count once, and one address may send at
 * most 300 a minute (a directory page shows dozens of cards).
 */
export function analyticsApi(ctx: AppContext) {
  const recorder = new AnalyticsRecorder(ctx.db);
  const limiter = new RateLimiter(300, 60_000);

  function ping(rawId: string, counter: Counter, request: Request, set: { status?: number | string }) {
    if (!/^\d{1,12}$/.test(rawId)) throw new HttpError(400, msg("churchIdNumber", "The church id must be a number."));
    const address = clientKey(request);
    if (limiter.hit(address)) throw new HttpError(429, messages.tooManyRequests);
    const id = Number(rawId);
    if (!approvedChurchExists(ctx.db, id)) throw notFound(msg("churchNotFound", "Church not found"));
    const userAgent = request.headers.get("user-agent");
    if (!isBot(userAgent)) recorder.record(id, counter, { address, userAgent: userAgent ?? "" });
    set.status = 204;
  }

  // A ping's body is built by our script, never shown as a form: a bad one is a bad request (400).
  return new Elysia({ name: "analytics-api" })
    .use(routes(ctx))
    .post(
      "/api/analytics/view/:churchId",
      ({ params, body, request, set }) => {
        if (body.viewType !== "directory") throw new HttpError(400, "This address counts directory views.");
        ping(params.churchId, viewCounter(body.viewType), request, set);
      },
      { public: true, body: bodyOf(analyticsViewSchema, parseQuery) },
    )
    .post("/api/analytics/church/:id/view", ({ params, body, request, set }) => ping(params.id, viewCounter(body.viewType), request, set), { public: true, body: bodyOf(analyticsViewSchema, parseQuery) })
    .post("/api/analytics/church/:id/click", ({ params, body, request, set }) => ping(params.id, clickCounter(body.clickType), request, set), { public: true, body: bodyOf(analyticsClickSchema, parseQuery) });
}
