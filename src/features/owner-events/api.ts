import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { eventSubmissionSchema } from "../../contract/event-submission";
import { messages } from "../../contract/messages";
import { requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { sessionPlugin } from "../../http/session";
import { parseOr422 } from "../../http/validate";
import { submitEvent, submittedEvents } from "./service";

/** Owners submit events for their church and follow their review (DECISIONS.md 8). */
export function ownerEventsApi(ctx: AppContext) {
  // Twenty events a day is a very busy parish.
  const limiter = new RateLimiter(20, 24 * 3600_000);
  return new Elysia({ name: "owner-events-api" })
    .use(sessionPlugin(ctx))
    .onBeforeHandle(({ set }) => {
      set.headers["cache-control"] = "no-store";
    })
    .get("/api/user/events", ({ user }) => submittedEvents(ctx.db, requireUser(user)))
    .post("/api/user/events", ({ body, user, set }) => {
      const owner = requireUser(user);
      const input = parseOr422(eventSubmissionSchema, body);
      if (limiter.hit(`user:${owner.id}`)) throw new HttpError(429, messages.tooManyRequests);
      set.status = 201;
      return submitEvent(ctx.db, owner, input);
    });
}
