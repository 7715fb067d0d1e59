import { localePath, SPANISH_PREFIX } from "../contract/i18n/lang";
import { redirectTarget } from "../contract/routes";
import { pageLangOf } from "./page-lang";

/**
 * A path as the site spells it: repeated slashes folded, no trailing slash but on the home page.
 * The router would match `/directory///` as `/directory`, and the page cache would keep it under
 * a key of its own (docs/decisions/0046-hardening-round-3.md, page-cache keys).
 */
export function canonicalPath(path: string): string {
  const folded = path.replace(/\/{2,}/g, "/");
  if (folded === "/" || folded === `${SPANISH_PREFIX}/`) return folded;
  return folded.endsWith("/") ? folded.slice(0, -1) : folded;
}

/**
 * For a GET or HEAD of a path spelt otherwise (the request without its language's prefix): 301 to
 * its canonical spelling in the page's language, query kept, or straight to the new page of an
 * old address (/bulletin/ → /news); null when the path is spelt as the site spells it.
 */
export function canonicalRedirect(request: Request): Response | null {
  const url = request.url;
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const end = url.indexOf("?", start);
  const path = url.slice(start, end === -1 ? undefined : end);
  const canonical = canonicalPath(path);
  if (canonical === path) return null;
  const location = localePath(pageLangOf(request), redirectTarget(canonical) ?? canonical) + (end === -1 ? "" : url.slice(end));
  return new Response(null, { status: 301, headers: { location, "cache-control": "public, max-age=86400" } });
}
