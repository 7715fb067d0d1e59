import { Elysia } from "elysia";

/**
 * The route pattern that answered a request (`/church/:slug`, `/api/churches/:id`), for metrics
 * and logs: a pattern, never the path, so the label set stays as small as the route table and no
 * visitor-chosen text ends up in a metric (docs/operations.md, Metrics).
 */
const patterns = new WeakMap<Request, string>();

/** What a request that reached no route of ours is counted as (a malformed Host, a body refused before routing). */
export const NO_ROUTE = "(none)";

export function noteRoute(request: Request, pattern: string): void {
  patterns.set(request, pattern);
}

export function routeOf(request: Request): string {
  return patterns.get(request) ?? NO_ROUTE;
}

/** Methods are counted by name when they are HTTP's own; anything else a client invents is one label. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : "OTHER";
}

/** Notes the Elysia route that matched, before its guards or body parsing can refuse it. */
export const routeLabel = new Elysia({ name: "route-label" }).onTransform({ as: "global" }, ({ request, route }) => {
  noteRoute(request, route);
});
