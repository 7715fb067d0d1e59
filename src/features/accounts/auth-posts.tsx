import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { adminLoginSchema, loginSchema, registerFormSchema, type AuthMode, type PostedAuth } from "../../contract/accounts";
import { translator } from "../../contract/i18n/catalogue";
import { authText } from "../../contract/i18n/auth-text";
import { localePath } from "../../contract/i18n/lang";
import { routes as paths } from "../../contract/routes";
import { HttpError } from "../../http/errors";
import { pageLangOf } from "../../http/page-lang";
import { postedFields, refusalMessages } from "../../http/service-form-post";
import { routes } from "../../http/routes";
import { parseBody } from "../../http/validate";
import { formTokenFor, guardPost } from "../../http/form-guard";
import { serveBodyPage } from "../../render/pages-plugin";
import { AuthPage } from "../../../web/pages/AuthPage";
import type { AccountDoors, Cookies } from "./doors";

const TITLES = { login: "loginTitle", register: "registerTitle", admin: "headingAdmin" } as const;

/** What the form shows again after a refusal: the names typed, never a password. */
function keptValues(fields: Record<string, unknown>): PostedAuth["values"] {
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string).slice(0, 254) : "");
  return { username: text("username"), email: text("email") };
}

/**
 * Sign-in, registration and admin sign-in posted by the browser itself, without JavaScript, to
 * the page's own address (docs/decisions/0046-hardening-round-3.md, forms without scripts): the
 * same schemas and doors as the JSON routes; signed in, 303 to the dashboard (the admin's to
 * /admin) in the page's language; refused, the page again with the messages in place and the
 * names typed, never the passwords.
 */
export function authFormPosts(ctx: AppContext, doors: AccountDoors) {
  type Set = { status?: number | string; headers: Record<string, unknown> };
  async function answer(mode: AuthMode, body: unknown, cookie: Cookies, request: Request, set: Set): Promise<Response | undefined> {
    const lang = pageLangOf(request);
    const fields = postedFields(body);
    try {
      if (mode === "register") {
        const spam = guardPost(ctx, "register", fields) === "bot";
        const { confirmPassword: _, ...input } = parseBody(registerFormSchema, fields);
        await doors.signUp(input, cookie, request, lang, spam);
      } else {
        await doors.signIn(parseBody(mode === "admin" ? adminLoginSchema : loginSchema, fields), cookie, request, mode === "admin");
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const { form: message, ...errors } = refusalMessages(error, lang);
      // The admin door answers with one alert, never a message per field (docs/product.md, management side).
      const posted: PostedAuth = mode === "admin" ? { values: keptValues(fields), errors: {}, message: message ?? Object.values(errors)[0] } : { values: keptValues(fields), errors, ...(message === undefined ? {} : { message }) };
      return serveBodyPage(ctx, request, { status: error.status, head: { title: mode === "admin" ? "Admin Sign In" : translator(authText, lang)(TITLES[mode]), noindex: true }, page: <AuthPage mode={mode} posted={posted} {...(mode === "register" ? { formToken: formTokenFor(ctx, "register") } : {})} /> });
    }
    // Through `set`, so the session cookie goes with the redirect.
    set.status = 303;
    set.headers.location = mode === "admin" ? paths.admin : localePath(lang, paths.dashboard);
    return undefined;
  }

  // Public, as the JSON doors are; the Origin check guards them like every post.
  return new Elysia({ name: "auth-form-posts" })
    .use(routes(ctx))
    .post("/login", ({ body, cookie, request, set }) => answer("login", body, cookie, request, set), { public: true })
    .post("/register", ({ body, cookie, request, set }) => answer("register", body, cookie, request, set), { public: true })
    .post("/admin/login", ({ body, cookie, request, set }) => answer("admin", body, cookie, request, set), { public: true });
}
