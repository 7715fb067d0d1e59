import { LRUCache } from "lru-cache";
import type { DataVersion } from "../../db/data-version";
import { ifNoneMatchNames } from "../../http/answer-encoding";
import { COMPRESS_FROM_BYTES, encodeBody, preferredCoding, type ContentCoding } from "../../http/content-coding";
import { SecondAsking } from "../../http/second-asking";

/** One remembered answer of GET /api/churches: the JSON as sent (UTF-8: what is sent, and half a JS string's two bytes a character) and its paging headers. */
export interface CachedAnswer {
  version: number;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
  /** Stale from this moment (ms since the epoch) even at the same data version: a time label changes. */
  expiresAt: number;
  /** The body compressed, each coding once, from the second client that takes it; Blobs, which a Response shares where it copies an array (docs/decisions/0096-blobs-for-kept-bytes.md). */
  copies: Partial<Record<ContentCoding, Blob>>;
  /**
   * A list's first asking: sent at once, compressed quickly, and not kept, since many lists are
   * asked once. Its body is a view of a buffer the next such answer writes over (list-answer-json.ts).
   */
  transient: boolean;
}

const etagOf = (body: Uint8Array) => `W/"${Bun.hash(body).toString(36)}"`;

/**
 * Serialised church-list answers by normalised query string (docs/decisions/0041-api-answer-cache.md).
 * Like the page cache, an entry is good only at the data version it was built at and until its
 * `expiresAt`; bounded by the bytes of its bodies, least recently used first out (a page of 50
 * churches is about 150 KiB, and counting entries let 300 of them hold 90 MiB).
 */
export class ApiAnswerCache {
  /** Bounded by the bytes of each answer and its compressed copies (docs/caching.md, Keeping and evicting). */
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** A list is kept from its second asking. */
  private readonly asked = new SecondAsking();
  hits = 0;
  misses = 0;

  constructor(
    private readonly data: DataVersion,
    maxBytes = 16 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.byteLength + (entry.copies.br?.size ?? 0) + (entry.copies.gzip?.size ?? 0) });
  }

  /** The kept answer, or undefined; a lookup that will be followed by another (the request handler's) says not to count its miss. */
  get(key: string, countMiss = true): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.data.current || this.now() >= entry.expiresAt) {
      if (entry) this.entries.delete(key);
      if (countMiss) this.misses++;
      return undefined;
    }
    this.hits++;
    return entry;
  }

  /**
   * Whether the key was asked before (the last 4,096 keys asked once are remembered): an answer is kept
   * from its second asking, its first is `transient`.
   */
  askedBefore(key: string): boolean {
    return this.asked.askedBefore(key);
  }

  /** The entry for a first asking's answer, which is not kept. */
  transient(body: Uint8Array<ArrayBuffer>, headers: Record<string, string>, builtAtVersion: number, expiresAt: number): CachedAnswer {
    return { version: builtAtVersion, body, etag: etagOf(body), headers, expiresAt, copies: {}, transient: true };
  }

  /** Builds the entry for an answer; keeps it only when the data did not change while it was computed. */
  set(key: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string>, builtAtVersion: number, expiresAt: number): CachedAnswer {
    const entry: CachedAnswer = { version: builtAtVersion, body, etag: etagOf(body), headers, expiresAt, copies: {}, transient: false };
    if (builtAtVersion !== this.data.current) return entry;
    // One larger than the whole bound is not kept (and an older answer under its key goes).
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The answer as the client takes it: 304 when it holds the validator, else in its preferred
   * coding: quickly for a transient answer, else compressed harder once and kept beside the body
   * (counted in the bound while the entry is kept).
   * The request handler leaves an answer that has its coding as it is (src/http/answer-encoding.ts):
   * a repeated list costs a lookup, not the copy and compression of 100 KB.
   */
  send(request: Request, key: string, entry: CachedAnswer): Response {
    const headers: Record<string, string> = { ...entry.headers, etag: entry.etag, vary: "Accept-Encoding" };
    if (ifNoneMatchNames(request.headers.get("if-none-match"), entry.etag)) return new Response(null, { status: 304, headers: { etag: entry.etag, vary: "Accept-Encoding" } });
    const coding = entry.body.byteLength >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers.get("accept-encoding")) : null;
    // A transient body is written over by the next one: the Response gets a copy or the compressed bytes.
    if (!coding) return new Response(entry.transient ? entry.body.slice() : entry.body, { headers });
    if (entry.transient) return new Response(encodeBody(entry.body, coding, "once"), { headers: { ...headers, "content-encoding": coding } });
    let copy = entry.copies[coding];
    if (!copy) {
      copy = entry.copies[coding] = new Blob([encodeBody(entry.body, coding)]);
      // Set again to count the copy in the bound.
      if (this.entries.peek(key) === entry) this.entries.set(key, entry);
    }
    return new Response(copy, { headers: { ...headers, "content-encoding": coding } });
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cache key of a URL's query: the parameters in name order, so `?a=1&b=2` and `?b=2&a=1`
 * share an entry; a query with at most one parameter is already in order and is used as sent.
 */
export function queryKey(url: string): string {
  const start = url.indexOf("?");
  if (start === -1) return "";
  const query = url.slice(start + 1);
  if (!query.includes("&")) return query;
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}
