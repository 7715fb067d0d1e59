import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { idParam } from "../../http/validate";
import { bannersForReview, decideBanner } from "./service";

/** Banner ads for the admin (docs/product.md D12): review, approve, reject. */
export function adminBannersApi(ctx: AppContext) {
  return new Elysia({ name: "admin-banners-api" })
    .use(routes(ctx))
    .get("/api/admin/banners", () => bannersForReview(ctx.db), { auth: "admin" })
    .post("/api/admin/banners/:id/approve", ({ params, user }) => decideBanner(ctx.db, user, idParam(params.id, "Banner"), "approved"), { auth: "admin" })
    .post("/api/admin/banners/:id/reject", ({ params, user }) => decideBanner(ctx.db, user, idParam(params.id, "Banner"), "rejected"), { auth: "admin" });
}
