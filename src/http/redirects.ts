import { Elysia } from "elysia";
import { localePath } from "../contract/i18n/lang";
import { redirectTarget } from "../contract/routes";
import { pageLangOf } from "./page-lang";

/** The docs/product.md (visitor side)'s old addresses answer 301 on the server (docs/product.md D7); the query is kept. */
export const redirects = new Elysia({ name: "redirects" }).onRequest(({ request }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname);
  if (!target) return;
  // A Spanish old address goes to the Spanish page (docs/i18n.md, Addresses).
  return new Response(null, { status: 301, headers: { location: localePath(pageLangOf(request), target) + url.search, "cache-control": "public, max-age=86400" } });
});
