import { localePath } from "../contract/i18n/lang";
import { pageLangOf } from "../http/page-lang";
import type { PageRoute } from "./page-route";

/**
 * For a page that drops empty parameters (`dropEmptyQuery`): a 301 to its address without the
 * parameters sent empty, the others kept in their order; null when none is empty. The browser
 * keeps the address's #fragment across the redirect (docs/decisions/0064-holiday-and-event-lists.md).
 */
export function emptyQueryRedirect(route: PageRoute, url: URL, request: Request): Response | null {
  if (!route.dropEmptyQuery || !url.search) return null;
  const kept = [...url.searchParams].filter(([, value]) => value !== "");
  if (kept.length === [...url.searchParams].length) return null;
  const query = new URLSearchParams(kept).toString();
  const location = localePath(pageLangOf(request), url.pathname + (query ? `?${query}` : ""));
  return new Response(null, { status: 301, headers: { location, "cache-control": "public, max-age=86400" } });
}
