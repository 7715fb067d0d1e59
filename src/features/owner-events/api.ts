import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { eventSubmissionSchema } from "../../contract/event-submission";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf } from "../../http/validate";
import { eventFormPost } from "./form-post";
import { submitEvent, submittedEvents } from "./service";

/** Owners submit events for their church and follow their review (docs/product.md D8). */
export function ownerEventsApi(ctx: AppContext) {
  // Twenty events a day is a very busy parish.
  const limiter = new RateLimiter(20, 24 * 3600_000);
  return new Elysia({ name: "owner-events-api" })
    .use(routes(ctx))
    // The same form without JavaScript, sharing the daily limit.
    .use(eventFormPost(ctx, limiter))
    .get("/api/user/events", ({ user }) => submittedEvents(ctx.db, user), { auth: "owner" })
    .post(
      "/api/user/events",
      ({ body, user, set, spam }) => {
        if (limiter.hit(`user:${user.id}`)) throw new HttpError(429, messages.tooManyRequests);
        set.status = 201;
        if (spam) return { status: "pending" as const };
        // Counted for the admins' flood summary; the event waits for review either way (decision 0046).
        ctx.formFlood.admit("event");
        return submitEvent(ctx.db, user, body);
      },
      { auth: "owner", guard: "event", body: bodyOf(eventSubmissionSchema) },
    );
}
