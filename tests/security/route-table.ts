import { createApp } from "../../src/app";
import type { AppContext } from "../../src/app-context";
import { declaredAudience, type Audience as DeclaredAudience } from "../../src/http/routes";

/** Who may call a route: anyone, any signed-in user, or admins only. */
export type Audience = "public" | "signed-in" | "admin";

export interface ApiRoute {
  method: string;
  path: string;
  /** What the route itself declares (src/http/routes.ts); undefined when it declares nothing. */
  declared: DeclaredAudience | undefined;
}

/** This table's class of each declared audience: a signature is checked without a session, an owner is signed in. */
export const TABLE_CLASS: Record<DeclaredAudience, Audience> = { public: "public", signed: "public", "signed-in": "signed-in", owner: "signed-in", admin: "admin" };

/** Routes anyone may call (the public site, sign-in, the visitor forms, signed machine-to-machine calls). */
const PUBLIC = /^\/(api\/(auth\/(login|register|logout|session|forgot-password|reset-password)|account\/confirm-email|claims\/verify$|admin\/(login|logout)|churches|services|directory$|areas|denominations|articles|events|pricing|stripe\/(products|webhook)|contacts|newsletter|church-updates$|analytics|unclaimed-churches|membership-sync|openapi\.json$|uploads\/)|newsletter\/(unsubscribe|confirm)|open-data|claim-invitation$|invitation-opt-out$|contact$|list\/save$|login$|register$|admin\/login$|verify-church\/|assets|uploads|favicon|site-card\.png$|healthz|readyz|metrics$|robots|sitemap|rss|events|services|church\/)/;
/** Routes for any signed-in user (the church form's posts without JavaScript go to its pages). */
const SIGNED_IN = /^\/(church-submission$|church-edit\/|claim-church\/|event-submission$|api\/(auth\/me$|account\/(password|email|delete|export|notifications|email-language)$|user|objects\/upload|church-images|create-payment-intent|create-subscription|upgrade|entitlements\/refresh|subscriptions\/cancel|demo-checkout))/;

/**
 * Every concrete route the app registers, read from Elysia's own route table with the audience it
 * declares, so a route is covered by the security suites the day it is added. The catch-alls
 * (`/*`, `/api/*`) are left to the callers: they answer pages and 404s.
 */
export function apiRoutes(ctx: AppContext): ApiRoute[] {
  return createApp(ctx)
    .routes.map((r) => ({ method: r.method, path: r.path, declared: declaredAudience(r.hooks) }))
    .filter((r) => r.method !== "ALL" && !r.path.includes("*"));
}

/** The audience of a route by this table, independent of its declaration; undefined for a route nobody has classified yet (a test fails on it). */
export function audienceOf(route: ApiRoute): Audience | undefined {
  // GET /api/church-updates lists pending update requests for admins; POSTing one is public.
  if (route.path === "/api/church-updates") return route.method === "GET" ? "admin" : "public";
  if (route.path.startsWith("/api/admin/")) return PUBLIC.test(route.path) ? "public" : "admin";
  if (PUBLIC.test(route.path)) return "public";
  if (SIGNED_IN.test(route.path)) return "signed-in";
  return undefined;
}
