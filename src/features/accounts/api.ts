import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { accountMessages, loginSchema, registerSchema } from "../../contract/accounts";
import { messages } from "../../contract/messages";
import { requireUser } from "../../http/auth";
import { HttpError } from "../../http/errors";
import { clientAddress, RateLimiter } from "../../http/rate-limit";
import { sessionPlugin } from "../../http/session";
import { parseOr422 } from "../../http/validate";
import { endSession, register, startSession, verifyCredentials } from "./service";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, type SessionUser } from "./sessions";

const publicUser = (user: SessionUser) => ({ id: user.id, username: user.username, email: user.email, role: user.role });

/**
 * Owner accounts (management spec 7): register, sign in, sign out, who am I. Sign-in is limited
 * per account (10 tries in 15 minutes) and per address (50), so guessing stops without slowing
 * anyone else; sign-ups are limited per address (10 an hour).
 */
export function accountsApi(ctx: AppContext) {
  const perAccount = new RateLimiter(10, 15 * 60_000);
  const perAddress = new RateLimiter(50, 15 * 60_000);
  const signUps = new RateLimiter(10, 60 * 60_000);
  const secure = ctx.env.NODE_ENV === "production";

  return new Elysia({ name: "accounts-api" })
    .use(sessionPlugin(ctx))
    .get("/api/auth/me", ({ user, set }) => {
      set.headers["cache-control"] = "no-store";
      return publicUser(requireUser(user));
    })
    .get("/api/user", ({ user, set }) => {
      set.headers["cache-control"] = "no-store";
      return publicUser(requireUser(user));
    })
    .post("/api/auth/register", async ({ body, cookie, request, server, set }) => {
      if (signUps.hit(clientAddress(server, request))) throw new HttpError(429, messages.tooManyRequests);
      const user = await register(ctx.db, parseOr422(registerSchema, body));
      cookie[SESSION_COOKIE]!.set({ value: startSession(ctx.db, user.id), httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_ABSOLUTE_MS / 1000 });
      set.status = 201;
      return publicUser(user);
    })
    .post("/api/auth/login", async ({ body, cookie, request, server }) => {
      const input = parseOr422(loginSchema, body);
      const accountWait = perAccount.hit(input.username.toLowerCase());
      const addressWait = perAddress.hit(clientAddress(server, request));
      if (accountWait || addressWait) throw new HttpError(429, accountMessages.tooManyAttempts);
      const user = await verifyCredentials(ctx.db, input);
      if (!user) throw new HttpError(401, accountMessages.invalidCredentials);
      // A new token at every sign-in; any old one from this browser ends.
      const previous = cookie[SESSION_COOKIE]?.value;
      endSession(ctx.db, typeof previous === "string" ? previous : undefined);
      cookie[SESSION_COOKIE]!.set({ value: startSession(ctx.db, user.id), httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: SESSION_ABSOLUTE_MS / 1000 });
      return publicUser(user);
    })
    .post("/api/auth/logout", ({ cookie, set }) => {
      const token = cookie[SESSION_COOKIE]?.value;
      endSession(ctx.db, typeof token === "string" ? token : undefined);
      cookie[SESSION_COOKIE]!.set({ value: "", httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 0 });
      set.status = 204;
    });
}
