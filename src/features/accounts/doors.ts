import type { AppContext } from "../../app-context";
import { accountMessages, type LoginInput, type RegisterInput } from "../../contract/accounts";
import type { Lang } from "../../contract/i18n/lang";
import { formGuardMessages } from "../../contract/form-guard";
import { messages } from "../../contract/messages";
import { clientKey } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { register, verifyCredentials } from "./service";
import { SESSION_COOKIE, type SessionUser, endSession, sessionCookie, startSession } from "../../sessions/sessions";
import { SignInGuard } from "./sign-in-guard";
import { SHORTLIST_COOKIE } from "../../contract/shortlist";
import { mergeShortlistOnSignIn } from "../shortlist/service";

export type Cookies = Record<string, { value?: unknown; set: (options: Record<string, unknown>) => void } | undefined>;

/**
 * The ways into an account, shared by the JSON routes and the forms posted without JavaScript
 * (docs/decisions/0046-hardening-round-3.md): one SignInGuard for both sign-in doors, whose limits
 * fall on the addresses that keep failing, never on the account's owner; sign-ups limited per client
 * (10 an hour).
 */
export function accountDoors(ctx: AppContext) {
  const guard = new SignInGuard();
  const signUps = new RateLimiter(10, 60 * 60_000);
  const secure = ctx.env.NODE_ENV === "production";

  /**
   * A new token at every sign-in: any old one from this browser ends. The browser's shortlist joins
   * the account's, and the browser gets the merged list (docs/decisions/0062-shortlist-accounts.md).
   */
  function openSession(cookie: Cookies, request: Request, userId: number): void {
    const previous = cookie[SESSION_COOKIE]?.value;
    endSession(ctx.db, typeof previous === "string" ? previous : undefined);
    cookie[SESSION_COOKIE]!.set(sessionCookie(startSession(ctx.db, userId), secure));
    const shortlist = mergeShortlistOnSignIn(ctx.db, ctx.env.SESSION_SECRET, userId, request.headers.get("cookie"), secure);
    if (shortlist) cookie[SHORTLIST_COOKIE]!.set(shortlist);
  }

  return {
    async signIn(input: LoginInput, cookie: Cookies, request: Request, adminOnly: boolean): Promise<SessionUser> {
      const account = input.username.toLowerCase();
      const address = clientKey(request);
      if (!guard.admit(account, address)) throw new HttpError(429, accountMessages.tooManyAttempts);
      const user = await verifyCredentials(ctx.db, input);
      if (!user) throw new HttpError(401, accountMessages.invalidCredentials);
      guard.succeeded(account, address);
      if (adminOnly && user.role !== "admin") throw new HttpError(403, accountMessages.notAdmin);
      openSession(cookie, request, user.id);
      return user;
    },

    /**
     * A new owner account, signed in; its e-mails speak the language it registered in. A filled
     * honeypot is refused like a stale form (no account can be pretended); past the site's hourly
     * bound on sign-ups, nobody registers until the hour is over (docs/decisions/0046-hardening-round-3.md).
     */
    async signUp(input: RegisterInput, cookie: Cookies, request: Request, lang: Lang, spam: boolean): Promise<SessionUser> {
      if (signUps.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
      if (spam) throw new HttpError(422, formGuardMessages.expired);
      if (!ctx.formFlood.admit("register")) throw new HttpError(429, formGuardMessages.flooded);
      const user = await register(ctx.db, input, lang);
      openSession(cookie, request, user.id);
      return user;
    },

    signOut(cookie: Cookies): void {
      const token = cookie[SESSION_COOKIE]?.value;
      endSession(ctx.db, typeof token === "string" ? token : undefined);
      cookie[SESSION_COOKIE]!.set(sessionCookie("", secure));
    },
  };
}

export type AccountDoors = ReturnType<typeof accountDoors>;
