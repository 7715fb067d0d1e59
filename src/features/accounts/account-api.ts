import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import {
  accountLinkMessages,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "../../contract/account-links";
import { routes as paths } from "../../contract/routes";
import { clientKey } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { answerForm, withParam } from "../../http/form-post";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { parseBody } from "../../http/validate";
import { hashToken } from "../../lib/tokens";
import type { MailSite } from "../../mail/compose";
import { changePassword, confirmEmailChange, requestEmailChange, requestPasswordReset, resetPassword } from "./account-links";
import { deleteAccount, exportMyData } from "./account-settings";
import type { Cookies } from "./doors";
import { SESSION_COOKIE, sessionCookie, startSession } from "../../sessions/sessions";

const HOUR = 3600_000;
const sessionToken = (cookie: Cookies) => {
  const value = cookie[SESSION_COOKIE]?.value;
  return typeof value === "string" ? value : undefined;
};
const bodyField = (body: unknown, name: string) => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === "string" ? value : "";
};

/**
 * Forgotten passwords and account settings (docs/mail.md). These routes read their own body: a
 * form posted without JavaScript comes back to its page with the problem, not JSON
 * (docs/decisions/0025-account-links-and-forms.md).
 */
export function accountLinksApi(ctx: AppContext) {
  // Read at each request: with PORT=0 the origin is known only once the server listens (src/main.ts).
  const site = (): MailSite => ({ from: ctx.env.MAIL_FROM, origin: ctx.origin });
  const secure = ctx.env.NODE_ENV === "production";
  // Per client address, answered 429; per asked-for address, silently: the answer never differs.
  const resetsByClient = new RateLimiter(10, HOUR);
  const resetsByAccount = new RateLimiter(3, HOUR);
  const newPasswordsByClient = new RateLimiter(20, HOUR);
  // Each try checks the current password (argon2): a stolen session may not guess it freely.
  const settingsByUser = new RateLimiter(10, 15 * 60_000);
  const limit = (limiter: RateLimiter, key: string, message: string) => {
    if (limiter.hit(key)) throw new HttpError(429, message);
  };

  return new Elysia({ name: "account-links-api" })
    .use(routes(ctx))
    .post(
      "/api/auth/forgot-password",
      ({ body, request, set }) => {
        const admin = bodyField(body, "door") === "admin";
        const page = admin ? paths.adminForgotPassword : paths.forgotPassword;
        return answerForm(
          request,
          set,
          () => {
            const { email } = parseBody(forgotPasswordSchema, body);
            limit(resetsByClient, clientKey(request), accountLinkMessages.tooManyResets);
            requestPasswordReset(ctx.db, site(), ctx.mailCaps, email, !resetsByAccount.hit(email.toLowerCase()));
            return { ok: true, message: accountLinkMessages.resetSent };
          },
          { done: () => `${page}?sent=1`, back: page },
        );
      },
      { public: true },
    )
    .post(
      "/api/auth/reset-password",
      ({ body, cookie, request, set }) =>
        answerForm(
          request,
          set,
          async () => {
            const input = parseBody(resetPasswordSchema, body);
            limit(newPasswordsByClient, clientKey(request), accountLinkMessages.tooManyTries);
            const user = await resetPassword(ctx.db, input.token, input.password);
            cookie[SESSION_COOKIE]!.set(sessionCookie(startSession(ctx.db, user.id), secure));
            return { id: user.id, username: user.username, email: user.email, role: user.role };
          },
          { done: (user) => (user.role === "admin" ? paths.admin : paths.dashboard), back: withParam(paths.resetPassword, "token", bodyField(body, "token")) },
        ),
      { public: true },
    )
    // Anyone holding the link confirms the address: it was sent to that address.
    .post(
      "/api/account/confirm-email",
      ({ body, request, set }) =>
        answerForm(
          request,
          set,
          () => {
            const { token } = parseBody(confirmEmailSchema, body);
            limit(newPasswordsByClient, clientKey(request), accountLinkMessages.tooManyTries);
            confirmEmailChange(ctx.db, token);
            return { ok: true, message: accountLinkMessages.emailChanged };
          },
          { done: () => `${paths.confirmEmail}?done=1`, back: withParam(paths.confirmEmail, "token", bodyField(body, "token")) },
        ),
      { public: true },
    )
    .post(
      "/api/account/password",
      ({ body, cookie, request, set, user }) =>
        answerForm(
          request,
          set,
          async () => {
            const input = parseBody(changePasswordSchema, body);
            limit(settingsByUser, `password:${user.id}`, accountLinkMessages.tooManyTries);
            const current = sessionToken(cookie);
            await changePassword(ctx.db, site(), user, input, current && hashToken(current));
            return { ok: true, message: accountLinkMessages.passwordChanged };
          },
          { done: () => `${paths.account}?done=password#password`, back: `${paths.account}?failed=password#password` },
        ),
      { auth: "signed-in" },
    )
    .post(
      "/api/account/email",
      ({ body, request, set, user }) =>
        answerForm(
          request,
          set,
          async () => {
            const input = parseBody(changeEmailSchema, body);
            limit(settingsByUser, `email:${user.id}`, accountLinkMessages.tooManyTries);
            await requestEmailChange(ctx.db, site(), ctx.mailCaps, user, input);
            return { ok: true, message: accountLinkMessages.emailLinkSent };
          },
          { done: () => `${paths.account}?done=email#email`, back: `${paths.account}?failed=email#email` },
        ),
      { auth: "signed-in" },
    )
    .post(
      "/api/account/delete",
      ({ body, cookie, request, set, user }) =>
        answerForm(
          request,
          set,
          async () => {
            const { currentPassword } = parseBody(deleteAccountSchema, body);
            limit(settingsByUser, `delete:${user.id}`, accountLinkMessages.tooManyTries);
            await deleteAccount(ctx.db, site(), user, currentPassword);
            cookie[SESSION_COOKIE]!.set(sessionCookie("", secure));
            return { ok: true, message: accountLinkMessages.accountDeleted };
          },
          { done: () => paths.accountDeleted, back: `${paths.account}?failed=delete#delete` },
        ),
      { auth: "signed-in" },
    )
    .get(
      "/api/account/export",
      ({ set, user }) => {
        const { filename, json } = exportMyData(ctx.db, user);
        set.headers["content-type"] = "application/json; charset=utf-8";
        set.headers["content-disposition"] = `attachment; filename="${filename}"`;
        return json;
      },
      { auth: "signed-in" },
    );
}
