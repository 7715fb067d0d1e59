import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { sessionPlugin } from "../../http/session";

/** GET /api/auth/me: the signed-in user, or 401 (visitor spec 7). Sign-in itself lands with the owner issue. */
export function accountsApi(ctx: AppContext) {
  return new Elysia({ name: "accounts-api" })
    .use(sessionPlugin(ctx))
    .get("/api/auth/me", ({ user, set }) => {
      set.headers["cache-control"] = "no-store";
      if (!user) throw new HttpError(401, messages.signedOut);
      return { id: user.id, username: user.username, email: user.email, role: user.role };
    });
}
