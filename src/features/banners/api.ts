import type { AppContext } from "../../app-context";
import { adminOnly } from "../../http/admin";
import { requireAdmin } from "../../http/auth";
import { idParam } from "../../http/validate";
import { bannersForReview, decideBanner } from "./service";

/** Banner ads for the admin (DECISIONS.md 12): review, approve, reject. */
export function adminBannersApi(ctx: AppContext) {
  return adminOnly(ctx, "admin-banners-api")
    .get("/api/admin/banners", () => bannersForReview(ctx.db))
    .post("/api/admin/banners/:id/approve", ({ params, user }) => decideBanner(ctx.db, requireAdmin(user), idParam(params.id, "Banner"), "approved"))
    .post("/api/admin/banners/:id/reject", ({ params, user }) => decideBanner(ctx.db, requireAdmin(user), idParam(params.id, "Banner"), "rejected"));
}
