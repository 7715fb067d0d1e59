import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
import { SESSION_COOKIE, userForSessionToken } from "../features/accounts/sessions";

/** Resolves the session cookie to the signed-in user (or null) for the routes that use it. */
export function sessionPlugin(ctx: AppContext) {
  return new Elysia().derive({ as: "scoped" }, ({ cookie }) => {
    const token = cookie[SESSION_COOKIE]?.value;
    return { user: userForSessionToken(ctx.db, typeof token === "string" ? token : undefined) };
  });
}
