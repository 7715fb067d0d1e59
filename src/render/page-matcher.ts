import { matchPath } from "react-router";
import type { PageRoute } from "./page-route";

export interface PageMatch {
  route: PageRoute;
  params: Record<string, string | undefined>;
}

/**
 * Finds the page for a path. react-router's matchRoutes flattens and ranks the whole table on
 * every call (a tenth of a directory render); our table's patterns never overlap, so trying each
 * with matchPath answers the same. A path with a malformed escape matches nothing.
 */
export function matchPage(table: PageRoute[], pathname: string): PageMatch | null {
  try {
    decodeURI(pathname);
  } catch {
    return null;
  }
  for (const route of table) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}
