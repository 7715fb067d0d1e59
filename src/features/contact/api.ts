import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { contactSchema, HONEYPOT_FIELD } from "../../contract/contact";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { clientAddress } from "../../http/client-address";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { parseBody } from "../../http/validate";
import { mailSite } from "../mail/site";
import { sendContactMessage } from "./service";

const isFormPost = (request: Request) => (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");

/**
 * POST /api/contacts. A filled honeypot is answered like a success and stores nothing; five
 * messages in ten minutes from one address is the limit. Without JavaScript the form posts here
 * and lands back on /contact with the thank-you or the first problem.
 */
export function contactApi(ctx: AppContext) {
  const limiter = new RateLimiter(5, 10 * 60_000);
  // Public, and reads its own body: a form post's problem goes back in the URL, not as JSON.
  return new Elysia({ name: "contact-api" }).use(routes(ctx)).post(
    "/api/contacts",
    ({ body, request, set }) => {
      const form = isFormPost(request);
      const answer = (outcome: { sent: true } | { error: string }) => {
        if (!form) {
          set.status = 201;
          return { ok: true };
        }
        set.status = 303;
        set.headers.location = "sent" in outcome ? "/contact?sent=1#message" : `/contact?error=${encodeURIComponent(outcome.error)}#message`;
      };
      if (limiter.hit(clientAddress(request))) {
        if (form) return answer({ error: messages.tooManyRequests });
        throw new HttpError(429, messages.tooManyRequests);
      }
      const trap = (body as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
      if (typeof trap === "string" && trap.trim() !== "") return answer({ sent: true });
      try {
        sendContactMessage(ctx.db, mailSite(ctx), ctx.env.CONTACT_TO, parseBody(contactSchema, body));
      } catch (error) {
        if (form && error instanceof HttpError) return answer({ error: error.message });
        throw error;
      }
      return answer({ sent: true });
    },
    { public: true },
  );
}
