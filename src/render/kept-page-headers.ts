import type { ContentCoding } from "../http/content-coding";
import type { CachedPage } from "./page-cache";

export const HTML_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  // Pages may change with any write: browsers revalidate (cheap with the ETag of cached pages).
  "cache-control": "no-cache",
  vary: "Accept-Encoding",
};

/**
 * The headers of a kept page's answers, built once per page, coding and freshness: a Response
 * copies a Headers object about three times faster than it reads a plain object of the same
 * fifteen fields (0.6 against 1.9 µs; docs/decisions/0096-blobs-for-kept-bytes.md). Each answer
 * then gets its own request id. `base`: the headers every answer of the server carries.
 */
export class KeptPageHeaders {
  private readonly built = new WeakMap<CachedPage, Map<string, Headers>>();

  constructor(private readonly base: Record<string, string>) {}

  of(page: CachedPage, stale: boolean, coding: ContentCoding | null): Headers {
    let kinds = this.built.get(page);
    if (!kinds) this.built.set(page, (kinds = new Map()));
    const kind = `${coding ?? "identity"} ${stale ? "stale" : "hit"}`;
    let headers = kinds.get(kind);
    if (!headers) {
      headers = new Headers({ ...HTML_HEADERS, ...this.base, etag: page.etag, "x-page-cache": stale ? "stale" : "hit", ...(coding ? { "content-encoding": coding } : {}) });
      kinds.set(kind, headers);
    }
    return headers;
  }
}
