import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { churchDecisionSchema, reviewDecisionSchema } from "../../contract/review-decision";
import { bodyOf, idParam } from "../../http/validate";
import { mailSite } from "../../mail/site";
import { decideChurch, decideClaim, decideUpdateRequest, pendingChurches, pendingClaims, pendingUpdateRequests } from "./service";

/** Church Approvals and Information Updates (docs/product.md M7, admin). */
export function adminReviewsApi(ctx: AppContext) {
  let app = new Elysia({ name: "admin-reviews-api" })
    .use(routes(ctx))
    .get("/api/admin/churches/pending", () => pendingChurches(ctx.db), { auth: "admin" })
    .get("/api/admin/claims/pending", () => pendingClaims(ctx.db), { auth: "admin" })
    // Listing update requests is for admins; sending one (POST, the updates feature) is public.
    .get("/api/church-updates", () => pendingUpdateRequests(ctx.db), { auth: "admin" });
  for (const [action, status] of [["approve", "approved"], ["reject", "rejected"]] as const) {
    app = app
      // The body is optional: a reason typed for the owner's e-mail (docs/mail.md), and the admin's
      // word that an approximate pin may go live (docs/decisions/0034-approval-pin.md).
      .post(`/api/admin/churches/:id/${action}`, ({ params, user, body }) => decideChurch(ctx.db, mailSite(ctx), user, idParam(params.id), { status, reason: body.reason, confirmApproximateLocation: body.confirmApproximateLocation }), { auth: "admin", body: bodyOf(churchDecisionSchema) })
      .post(`/api/admin/claims/:id/${action}`, ({ params, user, body }) => decideClaim(ctx.db, mailSite(ctx), user, idParam(params.id, "Claim"), { status, reason: body.reason }), { auth: "admin", body: bodyOf(reviewDecisionSchema) })
      .post(`/api/admin/church-updates/:id/${action}`, ({ params, user }) => decideUpdateRequest(ctx, mailSite(ctx), user, idParam(params.id, "Update request"), status), { auth: "admin" });
  }
  return app;
}
