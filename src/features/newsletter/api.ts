import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { newsletterConfirmSchema, newsletterSubscribeSchema } from "../../contract/newsletter";
import { messages } from "../../contract/messages";
import { localePath } from "../../contract/i18n/lang";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { requestLang } from "../../http/request-lang";
import { clientKey } from "../../http/client-address";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf, parseBody } from "../../http/validate";
import { mailSite } from "../../mail/site";
import { confirmSubscription, subscribe, unsubscribe } from "./service";
import { msg } from "../../contract/i18n/msg";
import { translator } from "../../contract/i18n/catalogue";
import { newsletterText } from "../../contract/i18n/newsletter-text";

const isFormPost = (request: Request) =>
  (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");

export function newsletterApi(ctx: AppContext) {
  // Ten sign-ups a minute from one address is more than any person needs.
  const limiter = new RateLimiter(10, 60_000);
  return new Elysia({ name: "newsletter-api" })
    .use(routes(ctx))
    // Reads its own body: a form post's problem becomes a page, not JSON.
    .post(
      "/api/newsletter/subscribe",
      async ({ body, request, set }) => {
        if (limiter.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
        // Without JavaScript the footer form posts here directly: answer with a page, not JSON.
        if (isFormPost(request)) {
          let status = "subscribed";
          try {
            subscribe(ctx.db, mailSite(ctx), ctx.mailCaps, parseBody(newsletterSubscribeSchema, body), pageLangOf(request));
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            status = "invalid";
          }
          set.status = 303;
          set.headers.location = localePath(pageLangOf(request), `/newsletter?status=${status}`);
          return;
        }
        subscribe(ctx.db, mailSite(ctx), ctx.mailCaps, parseBody(newsletterSubscribeSchema, body), requestLang(request));
        return { ok: true, message: translator(newsletterText, requestLang(request))("subscribedBody") };
      },
      { public: true },
    )
    // The confirm page's button (a POST, so a mail scanner opening the link confirms nothing); a form post lands on a page.
    .post(
      "/newsletter/confirm",
      ({ body, request, set }) => {
        const confirmed = confirmSubscription(ctx.db, body.token);
        if (isFormPost(request)) {
          set.status = 303;
          set.headers.location = localePath(pageLangOf(request), `/newsletter?status=${confirmed ? "confirmed" : "confirm-invalid"}`);
          return;
        }
        if (!confirmed) throw new HttpError(422, msg("confirmationUsed", "This confirmation link has expired or was already used."), { fields: { token: msg("confirmationUsed", "This confirmation link has expired or was already used.") } });
        return { ok: true };
      },
      { public: true, body: bodyOf(newsletterConfirmSchema) },
    )
    // Opening the link shows a page with a button (src/features/newsletter/pages.ts). Two posts
    // unsubscribe: that button (a form, answered with the result page) and a mail client's
    // one-click POST of RFC 8058 (body `List-Unsubscribe=One-Click`, answered 204).
    .post(
      "/newsletter/unsubscribe",
      async ({ body, query, request, set }) => {
        const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
        const token = typeof fields.token === "string" ? fields.token : query.token;
        const ok = typeof token === "string" && (await unsubscribe(ctx.db, ctx.env.SESSION_SECRET, token));
        if (isFormPost(request) && fields["List-Unsubscribe"] !== "One-Click") {
          set.status = 303;
          // A Spanish subscriber's link is under /es/ (docs/i18n.md): the answer page is Spanish too.
          set.headers.location = localePath(pageLangOf(request), `/newsletter?status=${ok ? "unsubscribed" : "invalid-link"}`);
          return;
        }
        set.status = ok ? 204 : 400;
        return ok ? undefined : { error: translator(newsletterText, requestLang(request))("invalidLinkBody") };
      },
      { public: true },
    );
}
