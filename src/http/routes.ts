import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
import type { SessionUser } from "../sessions/sessions";
import type { GuardedForm } from "../contract/form-guard";
import { requireAdmin, requireUser } from "./auth";
import { guardPost } from "./form-guard";
import { PRIVATE_CACHE_CONTROL } from "./private-answers";
import { sessionUser } from "./session";

/**
 * Who may call a route: anyone, a caller holding a signature we check (a webhook, a signed upload
 * URL), any signed-in account, an owner acting on their own records, or an administrator.
 */
export type Audience = "public" | "signed" | "signed-in" | "owner" | "admin";
type SignedInAudience = Extract<Audience, "signed-in" | "owner" | "admin">;

/** The audience travels in the route's OpenAPI `security` (none for public), so the app's route table shows it. */
const declared = (audience: Audience) => ({ security: audience === "public" ? [] : [{ [audience]: [] }] });

/**
 * The route options that declare who may call a route (docs/decisions/0019-route-declarations.md):
 * `{ auth: "signed-in" | "owner" | "admin" }`, `{ public: true }` or `{ signedBy: … }`.
 * `auth` answers 401 signed out and 403 for a non-admin on admin routes before Elysia reads the
 * body or query (it runs at transform), marks the answer private (src/http/private-answers.ts), and hands the handler `user`.
 * `guard: "<form>"` checks a public form's time-trap token and honeypot in the body as sent
 * (src/http/form-guard.ts): a refused token answers 422 before the handler, and the handler gets
 * `spam` (the honeypot was filled: answer as if it worked, keep nothing). Routes that answer a
 * browser's form post with a page call `guardPost` themselves, inside their refusal handling.
 */
export function routes(ctx: AppContext) {
  const callers = new WeakMap<Request, SessionUser>();
  const verdicts = new WeakMap<Request, "person" | "bot">();
  return new Elysia().macro({
    auth: (audience: SignedInAudience) => ({
      detail: declared(audience),
      transform({ request, set }) {
        set.headers["cache-control"] = PRIVATE_CACHE_CONTROL;
        set.headers.vary = "Cookie";
        const user = sessionUser(ctx, request);
        callers.set(request, audience === "admin" ? requireAdmin(user) : requireUser(user));
      },
      // The transform above either stored the caller or refused the request.
      resolve: ({ request }) => ({ user: callers.get(request)! }),
    }),
    guard: (form: GuardedForm) => ({
      transform({ request, body }) {
        verdicts.set(request, guardPost(ctx, form, body));
      },
      resolve: ({ request }) => ({ spam: verdicts.get(request) === "bot" }),
    }),
    public: { detail: declared("public") },
    /** Whose signature the handler checks: Stripe's, the membership sync's HMAC, our own upload URL's or report link's, or the metrics scraper's bearer token. */
    signedBy: (_signer: "stripe" | "membership-sync" | "upload-url" | "report-link" | "metrics-token") => ({ detail: declared("signed") }),
  });
}

/** The audience a route declared, read back from Elysia's route table (`app.routes[i].hooks`); undefined when it declared none. */
export function declaredAudience(hooks: unknown): Audience | undefined {
  const security = (hooks as { detail?: { security?: Record<string, unknown>[] } } | undefined)?.detail?.security;
  if (!security) return undefined;
  return (Object.keys(security[0] ?? {})[0] ?? "public") as Audience;
}
