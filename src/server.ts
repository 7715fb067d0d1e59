import type { AppContext } from "./app-context";
import { createApp } from "./app";
import { securityHeaders } from "./http/security-headers";

/** Bodies above this are refused before they are read (uploads are at most 10 MB). */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;

/**
 * The request handler Bun.serve runs: the Elysia app, plus what every answer needs whatever
 * produced it (security headers, a request id, one log line).
 */
export function createHandler(ctx: AppContext) {
  const app = createApp(ctx);
  const headers = securityHeaders(ctx.env.MAP_TILE_URL, ctx.env.NODE_ENV === "production");
  const logRequests = ctx.env.LOG_LEVEL !== "silent";
  return async function handle(request: Request): Promise<Response> {
    const started = performance.now();
    const requestId = crypto.randomUUID().slice(0, 8);
    let response: Response;
    try {
      response = await app.handle(request);
    } catch (error) {
      ctx.log(`error ${requestId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      response = Response.json({ error: "Something went wrong on our side. Please try again." }, { status: 500 });
    }
    for (const [name, value] of Object.entries(headers)) {
      if (!response.headers.has(name)) response.headers.set(name, value);
    }
    response.headers.set("x-request-id", requestId);
    if (logRequests) {
      const url = new URL(request.url);
      ctx.log(`${requestId} ${request.method} ${url.pathname} ${response.status} ${(performance.now() - started).toFixed(1)}ms`);
    }
    return response;
  };
}
