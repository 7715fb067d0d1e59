import { dataVersion } from "../db/data-version";

interface Entry {
  version: number;
  status: number;
  html: string;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * Rendered anonymous pages keyed by URL. Every entry remembers the data version it was rendered
 * at; any write bumps the version, so stale entries are never served. Bounded (LRU by insertion).
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  hits = 0;
  misses = 0;

  constructor(private readonly maxEntries = 2000) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== dataVersion()) {
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

  /** Stores the page if the data did not change while it was rendering. */
  set(key: string, status: number, html: string, renderedAtVersion: number): Entry | undefined {
    if (renderedAtVersion !== dataVersion()) return undefined;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry: Entry = {
      version: renderedAtVersion,
      status,
      html,
      gzip: Bun.gzipSync(html),
      etag: `W/"${Bun.hash(html).toString(36)}"`,
    };
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
