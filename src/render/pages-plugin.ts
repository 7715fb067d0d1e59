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

/**
 * Serves every page of the table. Anonymous pages are the same for everyone, so a rendered page
 * is kept in the page cache (keyed by path and query) until the next write.
 */
export async function servePage(ctx: AppContext, table: PageRoute[], request: Request): Promise<Response> {
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const gzip = acceptsGzip(request);
  const cached = ctx.pageCache.get(key);
  if (cached) {
    const headers = { ...HTML_HEADERS, etag: cached.etag, "x-page-cache": "hit" };
    if (request.headers.get("if-none-match") === cached.etag) return new Response(null, { status: 304, headers });
    return gzip
      ? new Response(cached.gzip, { status: cached.status, headers: { ...headers, "content-encoding": "gzip" } })
      : new Response(cached.html, { status: cached.status, headers });
  }

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
