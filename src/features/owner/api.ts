import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { requireUser } from "../../http/auth";
import { sessionPlugin } from "../../http/session";
import { ownerAnalytics } from "./service";

/** The owner's analytics (management spec 7): only ever their own, from their session. */
export function ownerApi(ctx: AppContext) {
  return new Elysia({ name: "owner-api" })
    .use(sessionPlugin(ctx))
    .onBeforeHandle(({ set }) => {
      set.headers["cache-control"] = "no-store";
    })
    .get("/api/user/analytics", ({ user }) => ownerAnalytics(ctx.db, requireUser(user).id));
}
