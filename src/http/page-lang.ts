import { SPANISH_PREFIX, type Lang } from "../contract/i18n/lang";

const langs = new WeakMap<Request, Lang>();

/**
 * A request for a Spanish address (/es/…) goes on without its prefix, so the page table, the
 * redirects and the form routes know one path per page; its language is kept beside it
 * (docs/i18n.md, Addresses).
 */
export function withoutLangPrefix(request: Request): Request {
  const start = request.url.indexOf("/", request.url.indexOf("//") + 2);
  const rest = request.url.slice(start);
  if (rest !== SPANISH_PREFIX && !rest.startsWith(`${SPANISH_PREFIX}/`) && !rest.startsWith(`${SPANISH_PREFIX}?`)) return request;
  const stripped = new Request(request.url.slice(0, start) + (rest.slice(SPANISH_PREFIX.length) || "/").replace(/^\?/, "/?"), request);
  langs.set(stripped, "es");
  return stripped;
}

/** The language of the page a request is for: Spanish when it came under /es/. */
export function pageLangOf(request: Request): Lang {
  return langs.get(request) ?? "en";
}

