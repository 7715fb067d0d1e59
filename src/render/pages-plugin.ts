import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
import { routes } from "../contract/routes";
import { sessionUser } from "../http/session";
import type { CachedPage } from "./page-cache";
import { matchPage } from "./page-matcher";
import type { PageRoute } from "./page-route";
import { renderPage } from "./render-page";

const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // Pages may change with any write: browsers revalidate (cheap with the ETag of cached pages).
  "cache-control": "no-cache",
  vary: "accept-encoding",
};

function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
}

/** The page cache's key: path and query exactly as requested (the URL after its origin). */
export function pageKey(requestUrl: string): string {
  return requestUrl.slice(requestUrl.indexOf("/", requestUrl.indexOf("//") + 2));
}

/** The cached page for this request, ready to send, or undefined. `extraHeaders` go on the answer. */
export function cachedPageResponse(ctx: AppContext, request: Request, extraHeaders: Record<string, string> = {}): Response | undefined {
  const cached = ctx.pageCache.get(pageKey(request.url));
  if (!cached) return undefined;
  const headers = { ...HTML_HEADERS, ...extraHeaders, etag: cached.etag, "x-page-cache": "hit" };
  if (request.headers.get("if-none-match") === cached.etag) return new Response(null, { status: 304, headers });
  return pageResponse(cached, request, headers);
}

function pageResponse(page: CachedPage, request: Request, headers: Record<string, string>): Response {
  return acceptsGzip(request)
    ? new Response(page.gzip, { status: page.status, headers: { ...headers, "content-encoding": "gzip" } })
    : new Response(Bun.gunzipSync(page.gzip), { status: page.status, headers });
}

/** Only URLs whose every query parameter the page reads are kept: junk parameters cannot evict real pages. */
function cacheable(route: PageRoute | undefined, url: URL): boolean {
  if (!route) return false;
  for (const name of url.searchParams.keys()) if (!route.query?.includes(name)) return false;
  return true;
}

/**
 * Serves every page of the table. Anonymous pages are the same for everyone, so a rendered page
 * is kept in the page cache (keyed by path and query) until the next write.
 */
export async function servePage(ctx: AppContext, table: PageRoute[], request: Request, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const cached = cachedPageResponse(ctx, request, extraHeaders);
  if (cached) return cached;
  const url = new URL(request.url);
  const needs = matchPage(table, url.pathname)?.route.signedIn;
  if (needs) {
    const user = sessionUser(ctx, request);
    const allowed = needs === "admin" ? user?.role === "admin" : user !== null;
    const signIn = needs === "admin" ? routes.adminLogin : routes.login;
    if (!allowed) return new Response(null, { status: 302, headers: { ...extraHeaders, location: signIn, "cache-control": "no-store" } });
  }
  const key = pageKey(request.url);
  const page = await renderPage(ctx, table, url);
  // Rendering is synchronous and takes a millisecond or two: the page is compressed once and,
  // when it is the same for everyone (status 200), kept for the next visitor.
  const store = page.status === 200 && !page.route?.signedIn && cacheable(page.route, url);
  const entry = ctx.pageCache.set(key, page.status, page.html, page.version, store);
  return pageResponse(entry, request, { ...HTML_HEADERS, ...extraHeaders, "x-page-cache": "miss", ...(store ? { etag: entry.etag } : {}) });
}

export function pagesPlugin(ctx: AppContext, table: PageRoute[]) {
  return new Elysia({ name: "pages" }).get("/*", ({ request }) => servePage(ctx, table, request));
}
