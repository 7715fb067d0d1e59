import { STALE_SERVE_MS } from "../render/page-cache";

const SESSION = /(?:^|;\s*)sid=([^;]+)/;
const writers = new Map<string, number>();

const sessionOf = (request: Request) => SESSION.exec(request.headers.get("cookie") ?? "")?.[1];

/**
 * Sessions that changed something a moment ago (docs/caching.md): they see their change at once,
 * where everyone else may be answered a page that went stale in the last STALE_SERVE_MS. Called for
 * every answer; only a state-changing request answered without an error counts.
 */
export function noteWriter(request: Request, status: number, now = Date.now()): void {
  if (request.method === "GET" || request.method === "HEAD" || status >= 400) return;
  const session = sessionOf(request);
  if (!session) return;
  if (writers.size >= 10_000) for (const [key, at] of writers) if (now - at > STALE_SERVE_MS) writers.delete(key);
  writers.set(session, now);
}

/** Whether the request's session wrote within the stale bound: it gets nothing stale. */
export function wroteRecently(request: Request, now = Date.now()): boolean {
  const session = sessionOf(request);
  const at = session === undefined ? undefined : writers.get(session);
  return at !== undefined && now - at <= STALE_SERVE_MS;
}
