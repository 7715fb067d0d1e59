import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { accountMessages, adminLoginSchema, loginSchema, registerSchema, type LoginInput } from "../../contract/accounts";
import { messages } from "../../contract/messages";
import { HttpError } from "../../http/errors";
import { clientKey } from "../../http/client-address";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { sessionUser } from "../../http/session";
import { bodyOf } from "../../http/validate";
import { requestLang } from "../../http/request-lang";
import { endSession, register, startSession, verifyCredentials } from "./service";
import { SESSION_COOKIE, sessionCookie, type SessionUser } from "./sessions";
import { SignInGuard } from "./sign-in-guard";

const publicUser = (user: SessionUser) => ({ id: user.id, username: user.username, email: user.email, role: user.role });

export type Cookies = Record<string, { value?: unknown; set: (options: Record<string, unknown>) => void } | undefined>;

/**
 * Accounts (docs/product.md M7): register, sign in, sign out, who am I, for owners and (at their
 * own addresses) admins. Both doors share one SignInGuard, whose limits fall on the addresses that
 * keep failing, never on the account's owner; sign-ups are limited per address (10 an hour).
 */
export function accountsApi(ctx: AppContext) {
  const guard = new SignInGuard();
  const signUps = new RateLimiter(10, 60 * 60_000);
  const secure = ctx.env.NODE_ENV === "production";

  async function signIn(input: LoginInput, cookie: Cookies, address: string, adminOnly: boolean): Promise<SessionUser> {
    const account = input.username.toLowerCase();
    if (!guard.admit(account, address)) throw new HttpError(429, accountMessages.tooManyAttempts);
    const user = await verifyCredentials(ctx.db, input);
    if (!user) throw new HttpError(401, accountMessages.invalidCredentials);
    guard.succeeded(account, address);
    if (adminOnly && user.role !== "admin") throw new HttpError(403, accountMessages.notAdmin);
    // A new token at every sign-in; any old one from this browser ends.
    const previous = cookie[SESSION_COOKIE]?.value;
    endSession(ctx.db, typeof previous === "string" ? previous : undefined);
    cookie[SESSION_COOKIE]!.set(sessionCookie(startSession(ctx.db, user.id), secure));
    return user;
  }

  function signOut(cookie: Cookies): void {
    const token = cookie[SESSION_COOKIE]?.value;
    endSession(ctx.db, typeof token === "string" ? token : undefined);
    cookie[SESSION_COOKIE]!.set(sessionCookie("", secure));
  }

  return new Elysia({ name: "accounts-api" })
    .use(routes(ctx))
    .get("/api/auth/me", ({ user }) => publicUser(user), { auth: "signed-in" })
    // The shell's sign-in state: 200 either way, so a signed-out visitor's console stays clean.
    .get(
      "/api/auth/session",
      ({ request }) => {
        // Public, yet the answer is the caller's: reading the session makes it private (src/http/private-answers.ts).
        const user = sessionUser(ctx, request);
        return { user: user ? publicUser(user) : null };
      },
      { public: true },
    )
    .get("/api/user", ({ user }) => publicUser(user), { auth: "signed-in" })
    .post(
      "/api/auth/register",
      async ({ body, cookie, request, set }) => {
        if (signUps.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
        // Islands send the page's language: registering on /es/register means Spanish e-mails.
        const user = await register(ctx.db, body, requestLang(request));
        cookie[SESSION_COOKIE]!.set(sessionCookie(startSession(ctx.db, user.id), secure));
        set.status = 201;
        return publicUser(user);
      },
      { public: true, body: bodyOf(registerSchema) },
    )
    .post("/api/auth/login", async ({ body, cookie, request }) => publicUser(await signIn(body, cookie, clientKey(request), false)), { public: true, body: bodyOf(loginSchema) })
    .post("/api/admin/login", async ({ body, cookie, request }) => publicUser(await signIn(body, cookie, clientKey(request), true)), { public: true, body: bodyOf(adminLoginSchema) })
    .get("/api/admin/user", ({ user }) => publicUser(user), { auth: "admin" })
    .post(
      "/api/admin/logout",
      ({ cookie, set }) => {
        signOut(cookie);
        set.status = 204;
      },
      { public: true },
    )
    .post(
      "/api/auth/logout",
      ({ cookie, set }) => {
        signOut(cookie);
        set.status = 204;
      },
      { public: true },
    );
}
