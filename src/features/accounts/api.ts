import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { adminLoginSchema, loginSchema, registerSchema } from "../../contract/accounts";
import { routes as paths } from "../../contract/routes";
import { answerForm } from "../../http/form-post";
import { routes } from "../../http/routes";
import { sessionUser } from "../../http/session";
import { bodyOf } from "../../http/validate";
import { requestLang } from "../../http/request-lang";
import { authFormPosts } from "./auth-posts";
import { accountDoors } from "./doors";
import type { SessionUser } from "../../sessions/sessions";

const publicUser = (user: SessionUser) => ({ id: user.id, username: user.username, email: user.email, role: user.role });

/**
 * Accounts (docs/product.md M7): register, sign in, sign out, who am I, for owners and (at their
 * own addresses) admins; the same doors take the sign-in and registration forms posted without
 * JavaScript (src/features/accounts/auth-posts.tsx).
 */
export function accountsApi(ctx: AppContext) {
  const doors = accountDoors(ctx);

  return new Elysia({ name: "accounts-api" })
    .use(routes(ctx))
    .use(authFormPosts(ctx, doors))
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
      async ({ body, cookie, request, set, spam }) => {
        // Islands send the page's language: registering on /es/register means Spanish e-mails.
        const user = await doors.signUp(body, cookie, request, requestLang(request), spam);
        set.status = 201;
        return publicUser(user);
      },
      { public: true, guard: "register", body: bodyOf(registerSchema) },
    )
    .post("/api/auth/login", async ({ body, cookie, request }) => publicUser(await doors.signIn(body, cookie, request, false)), { public: true, body: bodyOf(loginSchema) })
    .post("/api/admin/login", async ({ body, cookie, request }) => publicUser(await doors.signIn(body, cookie, request, true)), { public: true, body: bodyOf(adminLoginSchema) })
    .get("/api/admin/user", ({ user }) => publicUser(user), { auth: "admin" })
    .post(
      "/api/admin/logout",
      ({ cookie, set }) => {
        doors.signOut(cookie);
        set.status = 204;
      },
      { public: true },
    )
    // The dashboard's Logout is a form: posted without JavaScript, 303 to the home page in the page's language.
    .post(
      "/api/auth/logout",
      ({ cookie, request, set }) =>
        answerForm(
          request,
          set,
          () => {
            doors.signOut(cookie);
            set.status = 204;
          },
          { done: () => paths.home, back: paths.dashboard },
        ),
      { public: true },
    );
}
