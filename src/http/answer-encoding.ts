import { LRUCache } from "lru-cache";
import { addVary, COMPRESS_FROM_BYTES, encodeBody, isCompressibleType, preferredCoding, type ContentCoding } from "./content-coding";

/**
 * What every answer but a page gets on its way out (docs/caching.md, Validators and compression):
 * a validator for text a cache may keep, 304 to a client that holds it already, and text over a
 * kilobyte compressed. Pages do the same themselves, from the page cache.
 *
 * The same body is compressed once: copies are kept by coding and validator, bounded by bytes,
 * least recently used first out, so a poller of the sitemap or a calendar costs a lookup.
 */
export class AnswerEncoder {
  /**
   * Blobs: a Response shares a Blob's bytes where it copies an array's (docs/decisions/0096-blobs-for-kept-bytes.md).
   * Bounded by their bytes (docs/caching.md, Keeping and evicting).
   */
  private readonly copies: LRUCache<string, Blob>;

  constructor(maxBytes = 8 * 1024 * 1024) {
    this.copies = new LRUCache({ maxSize: maxBytes, sizeCalculation: (copy) => copy.size });
  }

  async encode(request: Request, response: Response): Promise<Response> {
    if (request.method !== "GET" || response.body === null || response.headers.has("content-encoding")) return response;
    // Pictures and other files are sent as stored: compressed already, and too big to read for a validator.
    if (!isCompressibleType(response.headers.get("content-type"))) return response;
    const cacheable = response.status === 200 && isStorable(response.headers);
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    let etag = headers.get("etag");
    if (cacheable && !etag) {
      etag = `W/"${Bun.hash(body).toString(36)}"`;
      headers.set("etag", etag);
    }
    if (cacheable && etag && ifNoneMatchNames(request.headers.get("if-none-match"), etag)) return notModified(headers);
    if (body.byteLength < COMPRESS_FROM_BYTES) return new Response(body, { status: response.status, statusText: response.statusText, headers });
    addVary(headers, "Accept-Encoding");
    const coding = preferredCoding(request.headers.get("accept-encoding"));
    if (!coding) return new Response(body, { status: response.status, statusText: response.statusText, headers });
    headers.set("content-encoding", coding);
    headers.delete("content-length");
    const encoded = cacheable && etag ? this.keptCopy(body, coding, etag) : encodeBody(body, coding);
    return new Response(encoded, { status: response.status, statusText: response.statusText, headers });
  }

  private keptCopy(body: Uint8Array, coding: ContentCoding, etag: string): Blob | Uint8Array<ArrayBuffer> {
    const key = `${coding} ${etag}`;
    const kept = this.copies.get(key);
    if (kept) return kept;
    const encoded = encodeBody(body, coding);
    if (encoded.byteLength > this.copies.maxSize) return encoded;
    const copy = new Blob([encoded]);
    this.copies.set(key, copy);
    return copy;
  }
}

/** An answer a shared or browser cache may keep: not for one person (src/http/private-answers.ts). */
function isStorable(headers: Headers): boolean {
  return !/\b(no-store|private)\b/i.test(headers.get("cache-control") ?? "") && !headers.has("set-cookie");
}

/** Whether If-None-Match names the validator (weak comparison, RFC 9110 §13.1.2), or is `*`. */
export function ifNoneMatchNames(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const mine = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === mine);
}

/** 304: the headers a 200 would carry that describe caching (RFC 9110 §15.4.5), no body. */
function notModified(headers: Headers): Response {
  for (const name of ["content-type", "content-length", "content-encoding", "content-disposition"]) headers.delete(name);
  return new Response(null, { status: 304, headers });
}
