import { createApp } from "../../src/app";
import type { AppContext } from "../../src/app-context";

/** Who may call a route: anyone, any signed-in user, or admins only. */
export type Audience = "public" | "signed-in" | "admin";

export interface ApiRoute {
  method: string;
  path: string;
}

/** Routes anyone may call (the public site, sign-in, the visitor forms, signed machine-to-machine calls). */
const PUBLIC = /^\/(api\/(auth\/(login|register|logout|me|session)|admin\/(login|logout)|churches|directory$|areas|denominations|articles|events|pricing|stripe\/(products|webhook)|contacts|newsletter|church-updates$|analytics|unclaimed-churches|membership-sync|uploads\/)|newsletter\/unsubscribe|assets|uploads|favicon|healthz|robots|sitemap|rss|events)/;
/** Routes for any signed-in user. */
const SIGNED_IN = /^\/api\/(user|objects\/upload|church-images|create-payment-intent|create-subscription|upgrade|entitlements\/refresh|subscriptions\/cancel|demo-checkout)/;

/**
 * Every concrete route the app registers, read from Elysia's own route table, so a route is
 * covered by the security suites the day it is added. The catch-alls (`/*`, `/api/*`) are left
 * to the callers: they answer pages and 404s.
 */
export function apiRoutes(ctx: AppContext): ApiRoute[] {
  return createApp(ctx)
    .routes.map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => r.method !== "ALL" && !r.path.includes("*"));
}

/** The audience of a route; undefined for a route nobody has classified yet (a test fails on it). */
export function audienceOf(route: ApiRoute): Audience | undefined {
  // GET /api/church-updates lists pending update requests for admins; POSTing one is public.
  if (route.path === "/api/church-updates") return route.method === "GET" ? "admin" : "public";
  if (route.path.startsWith("/api/admin/")) return PUBLIC.test(route.path) ? "public" : "admin";
  if (PUBLIC.test(route.path)) return "public";
  if (SIGNED_IN.test(route.path)) return "signed-in";
  return undefined;
}
