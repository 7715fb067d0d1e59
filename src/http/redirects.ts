import { Elysia } from "elysia";
import { redirectTarget } from "../contract/routes";

/** The docs/product.md (visitor side)'s old addresses answer 301 on the server (docs/product.md D7); the query is kept. */
export const redirects = new Elysia({ name: "redirects" }).onRequest(({ request }) => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname);
  if (!target) return;
  return new Response(null, { status: 301, headers: { location: target + url.search, "cache-control": "public, max-age=86400" } });
});
