import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { routes } from "../../http/routes";
import { ownerAnalytics } from "./service";

/** The owner's analytics (docs/product.md M7): only ever their own, from their session. */
export function ownerApi(ctx: AppContext) {
  return new Elysia({ name: "owner-api" })
    .use(routes(ctx))
    .get("/api/user/analytics", ({ user }) => ownerAnalytics(ctx.db, user.id), { auth: "owner" });
}
