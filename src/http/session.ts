import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
import { SESSION_COOKIE, userForSessionToken, type SessionUser } from "../features/accounts/sessions";

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

/** The signed-in user of a raw request (pages served outside Elysia read the cookie here). */
export function sessionUser(ctx: AppContext, request: Request): SessionUser | null {
  const header = request.headers.get("cookie") ?? "";
  const match = header.match(SESSION_COOKIE_PATTERN);
  return userForSessionToken(ctx.db, match?.[1]);
}

/** Resolves the session cookie to the signed-in user (or null) for the routes that use it. */
export function sessionPlugin(ctx: AppContext) {
  return new Elysia().derive({ as: "scoped" }, ({ cookie }) => {
    const token = cookie[SESSION_COOKIE]?.value;
    return { user: userForSessionToken(ctx.db, typeof token === "string" ? token : undefined) };
  });
}
