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

/** POST /api/church-updates: anyone may propose changes (no account needed); 10 an hour per address. */
export function updatesApi(ctx: AppContext) {
  const limiter = new RateLimiter(10, 60 * 60_000);
  return new Elysia({ name: "updates-api" })
    .use(routes(ctx))
    // The same form without JavaScript, counted against the same limit.
    .use(updateFormPost(ctx, limiter))
    .post(
      "/api/church-updates",
      ({ body, request, set }) => {
        if (limiter.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
        // A signed-in sender is remembered with the request.
        const id = submitUpdateRequest(ctx.db, body, sessionUser(ctx, request)?.id ?? null);
        set.status = 201;
        return { id, status: "pending" };
      },
      { public: true, body: bodyOf(updateRequestSchema) },
    );
}
