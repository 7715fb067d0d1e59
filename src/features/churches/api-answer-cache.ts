import type { DataVersion } from "../../db/data-version";

/** One remembered answer of GET /api/churches: the JSON as sent and its paging headers. */
export interface CachedAnswer {
  version: number;
  body: string;
  etag: string;
  headers: Record<string, string>;
  /** Stale from this moment (ms since the epoch) even at the same data version: a time label changes. */
  expiresAt: number;
}

/**
 * Serialised church-list answers by normalised query string (docs/decisions/0041-api-answer-cache.md).
 * Like the page cache, an entry is good only at the data version it was built at and until its
 * `expiresAt`; bounded by count, least recently used first out.
 */
export class ApiAnswerCache {
  private entries = new Map<string, CachedAnswer>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly data: DataVersion,
    private readonly maxEntries = 300,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.data.current || this.now() >= entry.expiresAt) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    // Refresh recency: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Builds the entry for an answer; keeps it only when the data did not change while it was computed. */
  set(key: string, body: string, headers: Record<string, string>, builtAtVersion: number, expiresAt: number): CachedAnswer {
    const entry: CachedAnswer = { version: builtAtVersion, body, etag: `W/"${Bun.hash(body).toString(36)}"`, headers, expiresAt };
    if (builtAtVersion !== this.data.current) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry;
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
