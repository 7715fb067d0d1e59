import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { localePath } from "../../contract/i18n/lang";
import { SERVICES_CONFIRMED_PAGE } from "../../contract/owner";
import { pageLangOf } from "../../http/page-lang";
import { routes } from "../../http/routes";
import { idParam } from "../../http/validate";
import { confirmChurchServices, ownerAnalytics } from "./service";

const isFormPost = (request: Request) => (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");

/** The owner's analytics and service-time confirmation (docs/product.md M7): only ever their own, from their session. */
export function ownerApi(ctx: AppContext) {
  return new Elysia({ name: "owner-api" })
    .use(routes(ctx))
    .get("/api/user/analytics", ({ user }) => ownerAnalytics(ctx.db, user.id), { auth: "owner" })
    // Reads no body. Without JavaScript the dashboard's button posts a plain form: back to the
    // dashboard in the page's language (posted to /es/…), which says it is done
    // (docs/service-times.md, Freshness).
    .post(
      "/api/user/churches/:id/services/confirm",
      ({ params, request, user, set }) => {
        const confirmed = confirmChurchServices(ctx.db, user, idParam(params.id));
        if (!isFormPost(request)) return confirmed;
        set.status = 303;
        set.headers.location = localePath(pageLangOf(request), SERVICES_CONFIRMED_PAGE);
      },
      { auth: "owner" },
    );
}
