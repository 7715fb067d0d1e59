import type { AppContext } from "./app-context";
import { createApp, pageTable } from "./app";
import { redirectTarget } from "./contract/routes";
import { messages } from "./contract/messages";
import { recordClientAddress, type SocketInfo } from "./http/client-address";
import { hasValidHost } from "./http/host-check";
import { securityHeaders } from "./http/security-headers";
import { matchPage } from "./render/page-matcher";
import { cachedPageResponse, servePage } from "./render/pages-plugin";

/** Bodies above this are refused before they are read (uploads are at most 10 MB). */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;
/** Everything but an image upload is a form or JSON: 1 MB is far more than any of them needs. */
export const MAX_FORM_BYTES = 1024 * 1024;

/** A declared body too big for its route: answered 413 before a byte of it is read. */
function tooLarge(request: Request): boolean {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared <= MAX_FORM_BYTES) return false;
  return declared > MAX_BODY_BYTES || !new URL(request.url).pathname.startsWith("/api/uploads/");
}

/**
 * The request handler Bun.serve runs: the Elysia app, plus what every answer needs whatever
 * produced it (the client's address, settled once from Bun's socket; security headers, a request
 * id, one log line). A page in the page cache is answered before the app is even asked: only pages
 * rendered with 200 are cached, so no redirect or API route can be shadowed. A GET for a path of the page table goes straight to the page
 * renderer too (Elysia's request handling cost as much as rendering the page); everything else,
 * unknown paths included, goes through the app.
 */
function isPagePath(requestUrl: string): boolean {
  const start = requestUrl.indexOf("/", requestUrl.indexOf("//") + 2);
  const end = requestUrl.indexOf("?", start);
  const pathname = requestUrl.slice(start, end === -1 ? undefined : end);
  return redirectTarget(pathname) === null && matchPage(pageTable, pathname) !== null;
}

export function createHandler(ctx: AppContext) {
  const app = createApp(ctx);
  const headers = securityHeaders(ctx.env.MAP_TILE_URL, ctx.env.NODE_ENV === "production", Boolean(ctx.env.STRIPE_SECRET_KEY && ctx.env.STRIPE_PUBLISHABLE_KEY));
  const logRequests = ctx.env.LOG_LEVEL !== "silent";
  // Request ids: a per-process prefix and a counter, cheaper than a UUID per request.
  const idPrefix = crypto.randomUUID().slice(0, 4);
  let counter = 0;
  // Without a server (in-process tests) every request comes from one address.
  return async function handle(request: Request, server?: SocketInfo): Promise<Response> {
    const started = performance.now();
    recordClientAddress(request, server, ctx.env.TRUST_PROXY);
    const requestId = `${idPrefix}${(counter++ & 0xffff).toString(16).padStart(4, "0")}`;
    if (!hasValidHost(request)) {
      if (logRequests) ctx.log(`${requestId} ${request.method} (malformed Host) 400`);
      return Response.json({ error: messages.malformedHost }, { status: 400, headers: { ...headers, "x-request-id": requestId } });
    }
    let response: Response | undefined;
    // Pages are built with every header already on them; other answers get them added below.
    let complete = false;
    try {
      if (request.method === "GET") {
        const pageHeaders = { ...headers, "x-request-id": requestId };
        response = cachedPageResponse(ctx, request, pageHeaders);
        if (!response && isPagePath(request.url)) response = await servePage(ctx, pageTable, request, pageHeaders);
        complete = response !== undefined;
      }
      if (!response && request.method !== "GET" && tooLarge(request)) response = Response.json({ error: "The request is too large." }, { status: 413 });
      response ??= await app.handle(request);
    } catch (error) {
      ctx.log(`error ${requestId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      response = Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
    }
    if (!complete) {
      for (const [name, value] of Object.entries(headers)) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      response.headers.set("x-request-id", requestId);
    }
    if (logRequests) {
      const url = new URL(request.url);
      ctx.log(`${requestId} ${request.method} ${url.pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
    }
    return response;
  };
}
