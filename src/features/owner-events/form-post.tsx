import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { EVENT_FIELDS, eventSubmissionSchema, type EventValues } from "../../contract/event-submission";
import { translator } from "../../contract/i18n/catalogue";
import { eventSubmissionText } from "../../contract/i18n/event-submission-text";
import { localePath } from "../../contract/i18n/lang";
import { messages } from "../../contract/messages";
import { routes as paths } from "../../contract/routes";
import type { OwnerSaved } from "../../contract/church-form";
import { HttpError } from "../../http/errors";
import { formTokenFor, guardPost } from "../../http/form-guard";
import { pageLangOf } from "../../http/page-lang";
import type { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { postedFields, refusalMessages } from "../../http/service-form-post";
import { parseBody } from "../../http/validate";
import { serveBodyPage } from "../../render/pages-plugin";
import { EventSubmissionPage } from "../../../web/pages/EventSubmissionPage";
import { eventSubmissionView, submitEvent } from "./service";

/** The event form's fields as posted, as strings. */
function postedValues(body: unknown): EventValues {
  const fields = postedFields(body);
  return Object.fromEntries(EVENT_FIELDS.map((name) => [name, typeof fields[name] === "string" ? fields[name].slice(0, 4000) : ""])) as EventValues;
}

/**
 * /event-submission posted without JavaScript (docs/decisions/0059-forms-without-losses.md): the
 * same limit, time trap, honeypot, schema and service as POST /api/user/events. Sent: 303 to the
 * dashboard, which says so (`?saved=event`); refused: the page again with the values as posted
 * and the messages, with the refusal's status (docs/decisions/0022-forms-without-javascript.md).
 */
export function eventFormPost(ctx: AppContext, limiter: RateLimiter) {
  return new Elysia({ name: "event-form-post" }).use(routes(ctx)).post(
    "/event-submission",
    ({ body, request, user }) => {
      const lang = pageLangOf(request);
      const values = postedValues(body);
      try {
        if (limiter.hit(`user:${user.id}`)) throw new HttpError(429, messages.tooManyRequests);
        // A filled honeypot is answered as if it worked, and nothing is kept.
        if (guardPost(ctx, "event", body) === "person") {
          const input = parseBody(eventSubmissionSchema, values);
          // Counted for the admins' flood summary; the event waits for review either way (decision 0046).
          ctx.formFlood.admit("event");
          submitEvent(ctx.db, user, input);
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const { form, ...fields } = refusalMessages(error, lang);
        const t = translator(eventSubmissionText, lang);
        // The page is drawn for the owner again: a church no longer approved says what to do first.
        return serveBodyPage(ctx, request, {
          status: error.status,
          head: { title: t("pageTitle"), noindex: true },
          page: <EventSubmissionPage view={eventSubmissionView(ctx.db, user)} formToken={formTokenFor(ctx, "event")} posted={{ values, errors: fields, ...(form ? { message: form } : {}) }} />,
        });
      }
      const saved: OwnerSaved = "event";
      return new Response(null, { status: 303, headers: { location: localePath(lang, `${paths.dashboard}?saved=${saved}`), "cache-control": "no-store" } });
    },
    { auth: "owner" },
  );
}
