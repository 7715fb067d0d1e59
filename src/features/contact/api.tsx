import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { contactSchema, type ContactValues } from "../../contract/contact";
import { translator } from "../../contract/i18n/catalogue";
import { localePath } from "../../contract/i18n/lang";
import { sitePagesText } from "../../contract/i18n/site-pages-text";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { refusalMessages } from "../../http/service-form-post";
import { clientKey } from "../../http/client-address";
import { formTokenFor, guardPost } from "../../http/form-guard";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { parseBody } from "../../http/validate";
import { mailSite } from "../../mail/site";
import { sendContactMessage } from "./service";
import { serveBodyPage } from "../../render/pages-plugin";
import { ContactPage } from "../../../web/pages/ContactPage";

const isFormPost = (request: Request) => (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");

/** What a visitor typed, as strings, to show the form again after a refused post. */
function postedValues(body: unknown): ContactValues {
  const fields = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: keyof ContactValues) => (typeof fields[key] === "string" ? (fields[key] as string).slice(0, 5000) : "");
  return { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") };
}

/**
 * POST /api/contacts (JSON from the island, or an old form post) and POST /contact (the form
 * without JavaScript). Five messages in ten minutes from one client is the limit; the form's
 * time-trap token must be genuine, at least FORM_MIN_SECONDS and at most a day old, and a filled
 * honeypot is answered like a success and stores nothing; past the site's hourly bound a message
 * is kept for the Inbox without being mailed (docs/decisions/0046-hardening-round-3.md). A form post
 * that is refused shows the form again with what was typed and each field's message (422; 429 for
 * the limit).
 */
export function contactApi(ctx: AppContext) {
  const limiter = new RateLimiter(5, 10 * 60_000);

  /** Checks and sends the message; throws HttpError when it is refused. */
  function receive(request: Request, body: unknown): void {
    if (limiter.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
    if (guardPost(ctx, "contact", body) === "bot") return;
    const input = parseBody(contactSchema, body);
    sendContactMessage(ctx.db, mailSite(ctx), ctx.env.CONTACT_TO, input, ctx.formFlood.admit("contact"));
  }

  const thanked = (request: Request) =>
    new Response(null, { status: 303, headers: { location: localePath(pageLangOf(request), "/contact?sent=1#message"), "cache-control": "no-store" } });

  // Public, and read their own body: a form post's refusal is a page, not JSON.
  return new Elysia({ name: "contact-api" })
    .use(routes(ctx))
    .post(
      "/api/contacts",
      ({ body, request, set }) => {
        const form = isFormPost(request);
        try {
          receive(request, body);
        } catch (error) {
          if (form && error instanceof HttpError) return new Response(null, { status: 303, headers: { location: localePath(pageLangOf(request), `/contact?error=${encodeURIComponent(error.message)}#message`) } });
          throw error;
        }
        if (form) return thanked(request);
        set.status = 201;
        return { ok: true };
      },
      { public: true },
    )
    .post(
      "/contact",
      ({ body, request }) => {
        try {
          receive(request, body);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const { form: message, ...fields } = refusalMessages(error, pageLangOf(request));
          const posted = { values: postedValues(body), errors: fields, ...(message === undefined ? {} : { message }) };
          return serveBodyPage(ctx, request, { status: error.status, head: { title: translator(sitePagesText, pageLangOf(request))("contactTitle"), noindex: true }, page: <ContactPage sent={false} posted={posted} formToken={formTokenFor(ctx, "contact")} /> });
        }
        return thanked(request);
      },
      { public: true },
    );
}
