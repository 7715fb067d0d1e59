import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
import { routes } from "../contract/routes";
import { localePath, SPANISH_PREFIX } from "../contract/i18n/lang";
import { pageLangOf } from "../http/page-lang";
import { sessionUser } from "../http/session";
import { makePrivate } from "../http/private-answers";
import { ifNoneMatchNames } from "../http/answer-encoding";
import { acceptsGzip, encodeBody, preferredCoding } from "../http/content-coding";
import { noteRoute } from "../http/route-label";
import type { CachedPage } from "./page-cache";
import { gzipPageOnce, pageHtml } from "./page-text";
import { HTML_HEADERS, type KeptPageHeaders } from "./kept-page-headers";
import { emptyQueryRedirect } from "./empty-query";
import type { PageMatch } from "./page-matcher";
import type { PageRoute } from "./page-route";
import { renderBodyPage, renderErrorPage, renderPage, type PageBody, type RenderedPage } from "./render-page";

/** What a path no page matched is counted as: the not-found page, whatever was asked. */
const NOT_FOUND_ROUTE = "(not found)";

/** The page cache's key: path and query as requested (the URL after its origin), the language's prefix included. */
export function pageKey(request: Request): string {
  const path = request.url.slice(request.url.indexOf("/", request.url.indexOf("//") + 2));
  return pageLangOf(request) === "es" ? SPANISH_PREFIX + path : path;
}

/**
 * The cached page for this request, ready to send (a promise only for a client that takes no
 * compression), or undefined. Its headers are built once per page (`headers`), with the request's
 * id added. A page a recent write made stale is answered as it was while `redraw` draws it again
 * (docs/caching.md), unless `fresh` asks otherwise (the writer's own session).
 */
export function cachedPageResponse(ctx: AppContext, request: Request, headers: KeptPageHeaders, requestId: string, redraw?: () => Promise<unknown>, fresh = false): Response | Promise<Response> | undefined {
  const key = pageKey(request);
  const hit = ctx.pageCache.get(key, redraw !== undefined && !fresh);
  if (!hit) return undefined;
  const cached = hit.page;
  if (cached.route) noteRoute(request, cached.route);
  if (hit.stale) ctx.pageCache.refresh(key, cached, redraw!);
  cached.onServe?.(request);
  const withId = (response: Response) => (response.headers.set("x-request-id", requestId), response);
  if (ifNoneMatchNames(request.headers.get("if-none-match"), cached.etag)) return withId(new Response(null, { status: 304, headers: headers.of(cached, hit.stale, null) }));
  const coding = preferredCoding(request.headers.get("accept-encoding"));
  const brotli = coding === "br" ? ctx.pageCache.brotli(key, cached) : undefined;
  if (brotli) return withId(new Response(brotli, { status: cached.status, headers: headers.of(cached, hit.stale, "br") }));
  // Gzip also while the brotli copy is being made, for a client that takes both (every browser does).
  if (coding === "gzip" || (coding === "br" && acceptsGzip(request.headers.get("accept-encoding")))) return withId(new Response(cached.gzip, { status: cached.status, headers: headers.of(cached, hit.stale, "gzip") }));
  // A client that takes neither, or brotli alone before its copy is made (rare): the page inflated, its length said.
  return cached.gzip.bytes().then((gzip) => withId(new Response(Bun.gunzipSync(gzip), { status: cached.status, headers: headers.of(cached, hit.stale, null) })));
}

/** Only URLs whose every query parameter the page reads are kept: junk parameters cannot evict real pages. */
function cacheable(route: PageRoute, url: URL): boolean {
  for (const name of url.searchParams.keys()) if (!route.query?.includes(name)) return false;
  return true;
}

/**
 * Serves the page the request handler matched (null: the not-found page), after the handler
 * found no copy in the page cache. Anonymous pages are the same for everyone, so a page rendered
 * for its second asking is kept in the page cache (keyed by path and query) until a write in its
 * scope. `background`:
 * drawn again for the cache (a stale copy was answered), so its serving is not counted again.
 */
export async function servePage(ctx: AppContext, match: PageMatch | null, request: Request, extraHeaders: Record<string, string> = {}, background = false): Promise<Response> {
  const url = new URL(request.url);
  const route = match?.route.path ?? NOT_FOUND_ROUTE;
  noteRoute(request, route);
  // One address per filter: a GET form's empty fields are dropped before the page is drawn or kept.
  const clean = match ? emptyQueryRedirect(match.route, url, request) : null;
  if (clean) {
    for (const [name, value] of Object.entries(extraHeaders)) clean.headers.set(name, value);
    return clean;
  }
  const needs = match?.route.signedIn;
  const personal = Boolean(match?.route.private);
  // Only pages for signed-in users and pages drawn for one visitor read the session: the others are the same for everyone.
  const user = needs || personal ? sessionUser(ctx, request) : null;
  if (needs) {
    const allowed = needs === "admin" ? user?.role === "admin" : user !== null;
    const signIn = localePath(pageLangOf(request), needs === "admin" ? routes.adminLogin : routes.login);
    if (!allowed) return new Response(null, { status: 302, headers: { ...extraHeaders, location: signIn, "cache-control": "no-store" } });
  }
  if (!background && request.method === "GET") ctx.pageCache.misses++;
  const started = performance.now();
  const page = await renderPage(ctx, { url, lang: pageLangOf(request) }, match, user, request.headers.get("cookie"));
  ctx.metrics?.observeRender(route, (performance.now() - started) / 1000);
  // A page the same for everyone (status 200) is kept for the next visitor from its second asking (or when a kept copy
  // went stale and is drawn again), compressed off the main thread.
  const key = pageKey(request);
  const store = page.status === 200 && match !== null && !needs && !personal && cacheable(match.route, url) && (background || ctx.pageCache.askedBefore(key));
  const kept = store ? await ctx.pageCache.keep(key, { ...page, route }) : undefined;
  const response = send(ctx, page, request, extraHeaders, kept, background);
  if (personal) makePrivate(response.headers);
  return response;
}

/** A page a form-post route renders itself (a refused post shown again): never kept, never stored by browsers. */
export function serveBodyPage(ctx: AppContext, request: Request, body: PageBody): Response {
  return send(ctx, renderBodyPage(ctx, { url: new URL(request.url), lang: pageLangOf(request) }, body), request, { "cache-control": "no-store" });
}

/** The error page for a page whose loader failed (src/server.ts logs the failure); never kept. */
export function serveErrorPage(ctx: AppContext, request: Request, extraHeaders: Record<string, string> = {}): Response {
  return send(ctx, renderErrorPage(ctx, { url: new URL(request.url), lang: pageLangOf(request) }), request, extraHeaders);
}

/**
 * A page just drawn, sent compressed once. The visitor whose request drew a `kept` page gets its
 * gzip when it takes gzip, as browsers do. A page never kept is compressed that once, quickly:
 * gzip around the stylesheet's kept deflate when the client takes gzip (as small as brotli 1 and
 * quicker), brotli 1 otherwise (docs/caching.md, Validators and compression).
 */
function send(ctx: AppContext, page: RenderedPage, request: Request, extraHeaders: Record<string, string>, kept?: CachedPage, background = false): Response {
  if (!background) page.onServe?.(request);
  const headers = { ...HTML_HEADERS, ...extraHeaders, "x-page-cache": "miss", ...(kept ? { etag: kept.etag } : {}) };
  const accepted = request.headers.get("accept-encoding");
  const coding = acceptsGzip(accepted) ? "gzip" : preferredCoding(accepted);
  if (!coding) return new Response(pageHtml(page.text), { status: page.status, headers });
  const body = coding === "br" ? encodeBody(utf8.encode(pageHtml(page.text)), "br", "once") : (kept?.gzip ?? gzipPageOnce(page.text));
  return new Response(body, { status: page.status, headers: { ...headers, "content-encoding": coding } });
}
const utf8 = new TextEncoder();

/**
 * The app's last route: every path the request handler found no page for (src/server.ts serves
 * the pages themselves, before the app) answers the not-found page.
 */
export function notFoundPages(ctx: AppContext) {
  return new Elysia({ name: "not-found-pages" }).get("/*", ({ request }) => servePage(ctx, null, request));
}
