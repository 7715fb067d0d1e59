import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { newsletterSubscribeSchema } from "../../contract/newsletter";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { clientAddress, RateLimiter } from "../../http/rate-limit";
import { parseOr422 } from "../../http/validate";
import { subscribe } from "./service";

export function newsletterApi(ctx: AppContext) {
  // Ten sign-ups a minute from one address is more than any person needs.
  const limiter = new RateLimiter(10, 60_000);
  return new Elysia({ name: "newsletter-api" }).post("/api/newsletter/subscribe", ({ body, request, server }) => {
    if (limiter.hit(clientAddress(server, request))) throw new HttpError(429, messages.tooManyRequests);
    subscribe(ctx.db, parseOr422(newsletterSubscribeSchema, body));
    return { ok: true, message: messages.subscribedBody };
  });
}
