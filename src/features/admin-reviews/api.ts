import type { AppContext } from "../../app-context";
import { adminOnly } from "../../http/admin";
import { requireAdmin } from "../../http/auth";
import { idParam } from "../../http/validate";
import { decideChurch, decideClaim, decideUpdateRequest, pendingChurches, pendingClaims, pendingUpdateRequests } from "./service";

/** Church Approvals and Information Updates (management spec 7, admin). */
export function adminReviewsApi(ctx: AppContext) {
  let app = adminOnly(ctx, "admin-reviews-api")
    .get("/api/admin/churches/pending", () => pendingChurches(ctx.db))
    .get("/api/admin/claims/pending", () => pendingClaims(ctx.db))
    .get("/api/church-updates", () => pendingUpdateRequests(ctx.db));
  for (const [action, status] of [["approve", "approved"], ["reject", "rejected"]] as const) {
    app = app
      .post(`/api/admin/churches/:id/${action}`, ({ params, user }) => decideChurch(ctx.db, requireAdmin(user), idParam(params.id), status))
      .post(`/api/admin/claims/:id/${action}`, ({ params, user }) => decideClaim(ctx.db, requireAdmin(user), idParam(params.id, "Claim"), status))
      .post(`/api/admin/church-updates/:id/${action}`, ({ params, user }) => decideUpdateRequest(ctx, requireAdmin(user), idParam(params.id, "Update request"), status));
  }
  return app;
}
