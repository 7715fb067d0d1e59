import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
import { requireAdmin } from "./auth";
import { sessionPlugin } from "./session";

/**
 * For admin routes: every route registered after this answers 401 signed out and 403 for anyone
 * but an admin, before its handler runs, and is never cached.
 */
export function adminOnly(ctx: AppContext, name: string) {
  return new Elysia({ name })
    .use(sessionPlugin(ctx))
    .onBeforeHandle(({ user, set }) => {
      set.headers["cache-control"] = "no-store";
      requireAdmin(user);
    });
}
