import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { messages } from "../../contract/messages";
import { OPEN_DATA_FILES } from "../../contract/open-data";
import { clientKey } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { OpenDataFiles, type OpenDataName, type OpenDataSnapshot } from "./files";

/** Downloads a client may make in ten minutes: a city app fetches three files a day. */
const DOWNLOADS_PER_WINDOW = 120;
const WINDOW_MS = 10 * 60_000;

/**
 * The open data's files (docs/open-data.md): the day's copy with its ETag and Last-Modified. A
 * client sending either back gets 304 (If-None-Match is answered on the way out, by
 * src/http/answer-encoding.ts; If-Modified-Since here, when no If-None-Match came).
 */
export function openDataApi(ctx: AppContext) {
  const files = new OpenDataFiles(ctx.db, ctx.origin);
  const limiter = new RateLimiter(DOWNLOADS_PER_WINDOW, WINDOW_MS);
  const serve = (name: OpenDataName) => ({ request }: { request: Request }) => {
    if (limiter.hit(clientKey(request))) throw new HttpError(429, messages.tooManyRequests);
    return answer(files.current(), name, request);
  };
  return new Elysia({ name: "open-data" })
    .use(routes(ctx))
    .get(OPEN_DATA_FILES.json, serve("json"), { public: true })
    .get(OPEN_DATA_FILES.churchesCsv, serve("churchesCsv"), { public: true })
    .get(OPEN_DATA_FILES.servicesCsv, serve("servicesCsv"), { public: true });
}

function answer(snapshot: OpenDataSnapshot, name: OpenDataName, request: Request): Response {
  const file = snapshot.files[name];
  const headers: Record<string, string> = {
    "content-type": file.type,
    etag: file.etag,
    "last-modified": snapshot.generatedAt.toUTCString(),
    "cache-control": "public, max-age=3600",
    // Public data without cookies: a city's web app may read it from its own site.
    "access-control-allow-origin": "*",
  };
  if (name !== "json") headers["content-disposition"] = `attachment; filename="${OPEN_DATA_FILES[name].split("/").pop()}"`;
  if (notModifiedSince(request, snapshot.generatedAt)) return new Response(null, { status: 304, headers: withoutBodyHeaders(headers) });
  return new Response(file.body, { headers });
}

/** If-Modified-Since at or after the file's making, and no If-None-Match, which wins when sent (RFC 9110 §13.1.3). */
function notModifiedSince(request: Request, generatedAt: Date): boolean {
  if (request.headers.has("if-none-match")) return false;
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return Number.isFinite(since) && generatedAt.getTime() <= since;
}

function withoutBodyHeaders(headers: Record<string, string>): Record<string, string> {
  const { "content-type": _type, "content-disposition": _disposition, ...rest } = headers;
  return rest;
}
