import { Elysia } from "elysia";
import type { AppContext } from "../app-context";
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
  return acceptsGzip(request)
    ? new Response(cached.gzip, { status: cached.status, headers: { ...headers, "content-encoding": "gzip" } })
    : new Response(cached.html, { status: cached.status, headers });
}

/**
 * Serves every page of the table. Anonymous pages are the same for everyone, so a rendered page
 * is kept in the page cache (keyed by path and query) until the next write.
 */
export async function servePage(ctx: AppContext, table: PageRoute[], request: Request): Promise<Response> {
  const cached = cachedPageResponse(ctx, request);
  if (cached) return cached;
  const url = new URL(request.url);
  const key = pageKey(request.url);
  const gzip = acceptsGzip(request);
  const page = await renderPage(ctx, table, url);
  let body = page.body;
  if (page.status === 200) {
    const [toClient, toCache] = body.tee();
    body = toClient;
    void new Response(toCache).text().then(
      (html) => ctx.pageCache.set(key, page.status, html, page.version),
      () => {},
    );
  }
  const headers: Record<string, string> = { ...HTML_HEADERS, "x-page-cache": "miss" };
  if (!gzip) return new Response(body, { status: page.status, headers });
  return new Response(body.pipeThrough(new CompressionStream("gzip") as ReadableWritablePair<Uint8Array, Uint8Array>), {
    status: page.status,
    headers: { ...headers, "content-encoding": "gzip" },
  });
}

export function pagesPlugin(ctx: AppContext, table: PageRoute[]) {
  return new Elysia({ name: "pages" }).get("/*", ({ request }) => servePage(ctx, table, request));
}
