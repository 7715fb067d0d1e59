import type { AppContext } from "./app-context";
import { createApp, pageTable } from "./app";
import { redirectTarget } from "./contract/routes";
import { translateMessage } from "./contract/i18n/validation-text";
import { messages } from "./contract/messages";
import { canonicalRedirect } from "./http/canonical-path";
import { recordClientAddress, type SocketInfo } from "./http/client-address";
import { AnswerEncoder } from "./http/answer-encoding";
import { addVary } from "./http/content-coding";
import { isPrivateAnswer, makePrivate } from "./http/private-answers";
import { noteWriter, wroteRecently } from "./http/recent-writers";
import { hasValidHost } from "./http/host-check";
import { methodLabel, NO_ROUTE, routeOf } from "./http/route-label";
import { requestLine } from "./http/log-lines";
import { signedInUserId } from "./http/session";
import { withoutLangPrefix } from "./http/page-lang";
import { readTheLanguage, requestLang } from "./http/request-lang";
import { MAX_UPLOAD_BYTES } from "./contract/images";
import { securityHeaders } from "./http/security-headers";
import { inlineStyle } from "./render/inline-style";
import { matchPage, type PageMatch } from "./render/page-matcher";
import { cachedPageResponse, serveErrorPage, servePage } from "./render/pages-plugin";
import { KeptPageHeaders } from "./render/kept-page-headers";

/** Everything but an image is a form or JSON: 1 MB is far more than any of them needs. */
export const MAX_FORM_BYTES = 1024 * 1024;
/** An upload URL takes one image (at most 10 MB). */
const MAX_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;
/**
 * Bodies above this are refused before they are read: the church form posted without JavaScript,
 * with its photo and logo (10 MB each) beside its fields (docs/decisions/0059-forms-without-losses.md).
 */
export const MAX_BODY_BYTES = 2 * MAX_UPLOAD_BYTES + MAX_FORM_BYTES;
/** The pages whose form posts pictures. */
const PICTURE_FORMS = /^\/(church-submission|church-edit\/\d{1,12})$/;

/** A declared body too big for its route: answered 413 before a byte of it is read. */
function tooLarge(request: Request): boolean {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared <= MAX_FORM_BYTES) return false;
  const path = new URL(request.url).pathname;
  if (path.startsWith("/api/uploads/")) return declared > MAX_UPLOAD_BODY_BYTES;
  return declared > MAX_BODY_BYTES || !PICTURE_FORMS.test(path);
}

function headAsGet(request: Request): Request {
  return request.method === "HEAD" ? new Request(request, { method: "GET" }) : request;
}

/**
 * The page a GET asks for, matched here once and passed down to the renderer; null for
 * everything else (old addresses that redirect, API and file routes, unknown paths).
 */
function pageFor(pathname: string): PageMatch | null {
  return redirectTarget(pathname) === null ? matchPage(pageTable, pathname) : null;
}

/** A URL's path, without parsing the whole URL. */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.indexOf("?", start);
  return url.slice(start, end === -1 ? undefined : end);
}

/**
 * The request handler Bun.serve runs: the Elysia app, plus what every answer needs whatever
 * produced it (the client's address, settled once from Bun's socket; security headers, a request
 * id, one log line). Pages skip the app (docs/decisions/0017-page-fast-path.md): a page in the
 * page cache is answered before anything else (only pages rendered with 200 are cached, so no
 * redirect or API route can be shadowed), and a path of the page table goes straight to the page
 * renderer, since Elysia's request handling cost as much as rendering the page. A kept API answer
 * (src/http/kept-answers.ts) is answered before the app for the same reason. Everything else,
 * unknown paths included, goes through the app.
 */
export function createHandler(ctx: AppContext) {
  const app = createApp(ctx);
  const stripe = Boolean(ctx.env.STRIPE_SECRET_KEY && ctx.env.STRIPE_PUBLISHABLE_KEY);
  const headers = securityHeaders(ctx.env.MAP_TILE_URL, ctx.env.NODE_ENV === "production", stripe, [inlineStyle(ctx.assets.css).cspSource]);
  const logRequests = ctx.env.LOG_LEVEL !== "silent";
  const metrics = ctx.metrics;
  const logFormat = ctx.env.LOG_FORMAT;
  const encoder = new AnswerEncoder();
  const keptPageHeaders = new KeptPageHeaders(headers);
  // Request ids: a per-process prefix and a counter, cheaper than a UUID per request.
  const idPrefix = crypto.randomUUID().slice(0, 4);
  let counter = 0;
  // Without a server (in-process tests) every request comes from one address.
  return async function handle(incoming: Request, server?: SocketInfo): Promise<Response> {
    const started = performance.now();
    recordClientAddress(incoming, server, ctx.env.TRUST_PROXY);
    // HEAD is answered as GET: Bun sends GET's headers, its body's length included, and drops the body (RFC 9110 §9.3.2).
    const request = headAsGet(withoutLangPrefix(incoming));
    if (request !== incoming) recordClientAddress(request, server, ctx.env.TRUST_PROXY, incoming);
    const requestId = `${idPrefix}${(counter++ & 0xffff).toString(16).padStart(4, "0")}`;
    if (!hasValidHost(request)) {
      if (logRequests) ctx.log(ctx.env.LOG_FORMAT === "json" ? requestLine("json", { requestId, method: incoming.method, path: "", route: NO_ROUTE, status: 400, durationMs: performance.now() - started }) : `${requestId} ${incoming.method} (malformed Host) 400`);
      metrics?.observeRequest(methodLabel(incoming.method), NO_ROUTE, 400, (performance.now() - started) / 1000);
      return Response.json({ error: messages.malformedHost }, { status: 400, headers: { ...headers, "x-request-id": requestId } });
    }
    const logError = (error: unknown) => ctx.log(`error ${requestId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    let response: Response | undefined;
    // Pages are built with every header already on them; other answers get them added below.
    let complete = false;
    try {
      // One spelling per address, before the page cache is asked: /directory/// is not a page of its own.
      if (request.method === "GET") response = canonicalRedirect(request) ?? undefined;
      const pathname = pathOf(request.url);
      // A kept API answer goes out as it is, with the headers every answer gets below.
      if (!response && request.method === "GET") response = ctx.keptAnswers.answer(request, pathname);
      if (!response && request.method === "GET") {
        const pageHeaders = () => ({ ...headers, "x-request-id": requestId });
        // A stale copy is answered while the page is drawn again, to anyone but who just wrote (docs/caching.md).
        const kept = cachedPageResponse(ctx, request, keptPageHeaders, requestId, () => servePage(ctx, pageFor(pathname), request, pageHeaders(), true), wroteRecently(request));
        // Only a client that takes no compression waits for the kept copy to be inflated.
        response = kept instanceof Promise ? await kept : kept;
        const page = response ? null : pageFor(pathname);
        // A loader that fails answers the site's error page, not JSON: a browser asked for a page.
        if (page) {
          const drawnHeaders = pageHeaders();
          response = await servePage(ctx, page, request, drawnHeaders).catch((error) => (logError(error), serveErrorPage(ctx, request, drawnHeaders)));
        }
        complete = response !== undefined;
      }
      if (!response && request.method !== "GET" && tooLarge(request)) response = Response.json({ error: translateMessage(messages.tooLarge, requestLang(request)) }, { status: 413 });
      response ??= await app.handle(request);
    } catch (error) {
      logError(error);
      response = Response.json({ error: messages.serverError }, { status: 500 });
    }
    if (!complete) {
      for (const [name, value] of Object.entries(headers)) {
        if (!response.headers.has(name)) response.headers.set(name, value);
      }
      response.headers.set("x-request-id", requestId);
    }
    // Whatever produced it, an answer that read the session or sets a cookie is no cache's to keep.
    if (isPrivateAnswer(request, response)) makePrivate(response.headers);
    // An answer in the language Accept-Language asked for differs by it.
    if (readTheLanguage(request)) addVary(response.headers, "Accept-Language");
    if (!complete) response = await encoder.encode(request, response);
    noteWriter(request, response.status);
    const ms = performance.now() - started;
    metrics?.observeRequest(methodLabel(incoming.method), routeOf(request), response.status, ms / 1000);
    if (logRequests) {
      const path = logFormat === "text" ? new URL(incoming.url).pathname : "";
      ctx.log(requestLine(logFormat, { requestId, method: incoming.method, path, route: routeOf(request), status: response.status, durationMs: ms, userId: signedInUserId(request) }));
    }
    return response;
  };
}
