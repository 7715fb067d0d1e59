import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { translator } from "../../contract/i18n/catalogue";
import { localePath } from "../../contract/i18n/lang";
import { updatesText } from "../../contract/i18n/updates-text";
import { messages } from "../../contract/messages";
import { routes as paths } from "../../contract/routes";
import { updateRequestSchema } from "../../contract/update-requests";
import { clientKey } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { readFormPost, refusalMessages } from "../../http/service-form-post";
import type { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { sessionUser } from "../../http/session";
import { idParam, parseBody } from "../../http/validate";
import { formTokenFor, guardPost } from "../../http/form-guard";
import { serveBodyPage } from "../../render/pages-plugin";
import { VerifyChurchPage } from "../../../web/pages/VerifyChurchPage";
import { findChurch, optionListsIn } from "../churches/service";
import { submitUpdateRequest } from "./service";

/**
 * The update request form posted without JavaScript to its own page, /verify-church/{id}
 * (docs/decisions/0022-forms-without-javascript.md): the API's schema, service and limit; sent:
 * 303 to the church's page with its notice; refused: the form again with the values and the messages.
 */
export function updateFormPost(ctx: AppContext, limiter: RateLimiter) {
  return new Elysia({ name: "update-form-post" }).use(routes(ctx)).post(
    "/verify-church/:id",
    ({ body, params, request }) => {
      const churchId = idParam(params.id);
      const church = findChurch(ctx.db, String(churchId));
      const { form, input } = readFormPost(body);
      try {
        if (limiter.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
        if (guardPost(ctx, "update", body) === "person") {
          const proposed = parseBody(updateRequestSchema, { ...input, churchId });
          ctx.formFlood.admit("update");
          submitUpdateRequest(ctx.db, proposed, sessionUser(ctx, request)?.id ?? null);
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return serveBodyPage(ctx, request, {
          status: error.status,
          head: { title: translator(updatesText, pageLangOf(request))("title"), noindex: true },
          page: (
            <VerifyChurchPage
              church={church}
              {...optionListsIn(ctx.db, pageLangOf(request))}
              posted={{ ...form, errors: refusalMessages(error, pageLangOf(request)) }}
              formToken={formTokenFor(ctx, "update")}
            />
          ),
        });
      }
      // Back to the church's page, the confirmation in place (docs/product.md M7).
      return new Response(null, { status: 303, headers: { location: localePath(pageLangOf(request), church ? paths.churchUpdateSent(church.slug) : paths.verifyChurch), "cache-control": "no-store" } });
    },
    // Anyone may propose a change, as with the API.
    { public: true },
  );
}
