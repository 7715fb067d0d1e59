import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { messages } from "../../contract/messages";
import { updateRequestSchema } from "../../contract/update-requests";
import { HttpError } from "../../http/errors";
import { clientKey } from "../../http/client-address";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { sessionUser } from "../../http/session";
import { bodyOf } from "../../http/validate";
import { updateFormPost } from "./form-post";
import { submitUpdateRequest } from "./service";

/**
 * POST /api/church-updates: anyone may propose changes (no account needed); 10 an hour per client,
 * with the form's time-trap token and honeypot (docs/decisions/0046-hardening-round-3.md).
 */
export function updatesApi(ctx: AppContext) {
  const limiter = new RateLimiter(10, 60 * 60_000);
  return new Elysia({ name: "updates-api" })
    .use(routes(ctx))
    // The same form without JavaScript, counted against the same limit.
    .use(updateFormPost(ctx, limiter))
    .post(
      "/api/church-updates",
      ({ body, request, set, spam }) => {
        if (limiter.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
        set.status = 201;
        if (spam) return { status: "pending" };
        // Counted for the admins' flood summary; the request waits for review either way.
        ctx.formFlood.admit("update");
        // A signed-in sender is remembered with the request.
        const id = submitUpdateRequest(ctx.db, body, sessionUser(ctx, request)?.id ?? null);
        return { id, status: "pending" };
      },
      { public: true, guard: "update", body: bodyOf(updateRequestSchema) },
    );
}
