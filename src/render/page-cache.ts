import type { DataVersion } from "../db/data-version";

export interface CachedPage {
  version: number;
  status: number;
  /** The page, gzipped once; clients without gzip get it inflated on the fly. */
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Stale from this moment (ms since the epoch) even at the same data version; none: until the next write. */
  expiresAt?: number;
  /** Run for every copy sent (src/render/page-route.ts `onServe`). */
  onServe?: (request: Request) => void;
}

/**
 * Rendered anonymous pages keyed by URL. Every entry remembers the data version it was rendered
 * at; a visible write bumps the database's version, so stale entries are never served. A page that
 * shows times relative to now also remembers when it goes stale. Bounded by bytes, least recently
 * used first out.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly data: DataVersion,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== this.data.current || (entry.expiresAt !== undefined && this.now() >= entry.expiresAt)) {
      if (entry) this.delete(key, entry);
      this.misses++;
      return undefined;
    }
    // Refresh recency: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Compresses a rendered page for sending; keeps it when `store` and the data did not change meanwhile. */
  set(key: string, status: number, html: string, renderedAtVersion: number, store: boolean, expiresAt?: number, onServe?: (request: Request) => void): CachedPage {
    const entry: CachedPage = {
      version: renderedAtVersion,
      expiresAt,
      onServe,
      status,
      // Kept pages are compressed harder: they are sent many times.
      gzip: Bun.gzipSync(html, { level: store ? 6 : 1 }),
      etag: `W/"${Bun.hash(html).toString(36)}"`,
    };
    if (!store || renderedAtVersion !== this.data.current) return entry;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    this.entries.set(key, entry);
    this.bytes += entry.gzip.byteLength;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldKey, old);
    }
    return entry;
  }

  private delete(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.bytes -= entry.gzip.byteLength;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
