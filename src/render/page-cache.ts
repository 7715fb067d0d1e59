import { LRUCache } from "lru-cache";
import type { DataScope, DataVersion } from "../db/data-version";
import { brotliOffThread } from "../http/content-coding";
import { SecondAsking } from "../http/second-asking";
import { gzipPageToKeep, pageEtag } from "./page-text";
import type { RenderedPage } from "./render-page";

/** How long after the write that made it stale a page may still be served while it is drawn again (docs/caching.md). */
export const STALE_SERVE_MS = 2000;
/** A page is drawn again at most this often under a stream of writes, well inside STALE_SERVE_MS (docs/caching.md). */
export const REDRAW_EVERY_MS = 500;

export interface CachedPage {
  version: number;
  /** What the page shows: one church's rows (a profile), or anything (docs/caching.md). */
  scope: DataScope;
  status: number;
  /**
   * The page, gzipped once; clients without gzip get it inflated on the fly. A Blob, since a
   * Response copies the bytes of an array but shares a Blob's (docs/decisions/0096-blobs-for-kept-bytes.md).
   */
  gzip: Blob;
  /** The page in brotli, made off the main thread from its first asking (`PageCache.brotli`). */
  brotli?: Blob;
  brotliPending?: Promise<void>;
  etag: string;
  /** When it was kept (ms since the epoch): its next drawing waits until REDRAW_EVERY_MS after. */
  drawnAt: number;
  /** Stale from this moment (ms since the epoch) even at the same data version; none: until the next write. */
  expiresAt?: number;
  /** Run for every copy sent (src/render/page-route.ts `onServe`). */
  onServe?: (request: Request) => void;
  /** The page's route pattern, for metrics and logs of the copies sent (src/http/route-label.ts). */
  route?: string;
}

/** A rendered page as the cache keeps it: what was drawn, and the route pattern it answers. */
export type PageToKeep = RenderedPage & { route?: string };

/** A kept page: fresh, or stale by a write so recent that it may be sent while it is drawn again. */
export type CacheHit = { page: CachedPage; stale: boolean };

/**
 * Rendered anonymous pages keyed by URL. Every entry remembers the data version it was rendered
 * at and what it shows; a visible write in its scope makes it stale (a church's profile by that
 * church's writes, the news by articles, every other page by any write). A stale page is still answered for
 * STALE_SERVE_MS after the write, once the caller has started drawing it again (`refresh`), except
 * to whom asks for it fresh (the writer). A page that shows times relative to now also remembers
 * when it goes stale. Bounded by bytes, least recently used first out.
 */
export class PageCache {
  /** Bounded by the bytes of each page's copies (docs/caching.md, Keeping and evicting). */
  private readonly entries: LRUCache<string, CachedPage>;
  /** A page is kept from its second asking. */
  private readonly asked = new SecondAsking();
  private readonly refreshing = new Set<string>();
  /** Stale pages waiting to be drawn again, in the order they were asked for. */
  private readonly waiting: [string, () => Promise<unknown>][] = [];
  /** Copies answered (the metrics read both counts, docs/operations.md). */
  hits = 0;
  /** Pages drawn for a GET because no copy could be answered: counted by the renderer, since every GET asks here first, pages or not. */
  misses = 0;

  constructor(
    private readonly data: DataVersion,
    maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.gzip.size + (entry.brotli?.size ?? 0) });
  }

  /** The kept page for the key; a stale one only when `staleAllowed` and its write was recent enough. */
  get(key: string, staleAllowed = false): CacheHit | undefined {
    const entry = this.entries.get(key);
    const expired = entry?.expiresAt !== undefined && this.now() >= entry.expiresAt;
    const stale = entry !== undefined && !expired && this.data.changedSince(entry.version, entry.scope);
    if (!entry || expired || (stale && !(staleAllowed && this.data.changedWithin(entry.version, STALE_SERVE_MS, entry.scope)))) {
      if (entry && !this.refreshing.has(key)) {
        this.entries.delete(key);
        // Asked again already: its next drawing is kept.
        this.asked.remember(key);
      }
      return undefined;
    }
    this.hits++;
    return { page: entry, stale };
  }

  /** Whether the page was asked before (the last 4,096 pages asked once are remembered): a page is kept from its second asking. */
  askedBefore(key: string): boolean {
    return this.asked.askedBefore(key);
  }

  /**
   * Draws a stale page again in the background, one drawing per key at a time: `render` renders
   * and keeps it (through `keep`); until then the stale copy keeps being answered. A page drawn
   * less than REDRAW_EVERY_MS ago waits out the rest: under a stream of writes each list page is
   * drawn twice a second, not after every write. The drawings wait in line and run one a turn of
   * the event loop, with the requests that came meanwhile answered between them: one write makes
   * every list page stale at once, and drawing them back to back held every request for tens of
   * milliseconds (docs/caching.md).
   */
  refresh(key: string, entry: CachedPage, render: () => Promise<unknown>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    const wait = entry.drawnAt + REDRAW_EVERY_MS - this.now();
    if (wait > 0) setTimeout(() => this.line(key, render), wait);
    else this.line(key, render);
  }

  private line(key: string, render: () => Promise<unknown>): void {
    this.waiting.push([key, render]);
    if (this.waiting.length === 1) setTimeout(() => this.drawNext(), 0);
  }

  private drawNext(): void {
    const [key, render] = this.waiting[0]!;
    render()
      .catch(() => undefined)
      .finally(() => {
        this.refreshing.delete(key);
        this.waiting.shift();
        if (this.waiting.length) setTimeout(() => this.drawNext(), 0);
      });
  }

  /**
   * Keeps a page drawn for everyone, gzipped off the main thread: it answers other requests while
   * the page is compressed (docs/caching.md, Validators and compression).
   */
  async keep(key: string, page: PageToKeep): Promise<CachedPage> {
    return this.set(key, page, await gzipPageToKeep(page.text));
  }

  /** Keeps a rendered page with its gzip when nothing in its scope changed meanwhile. */
  set(key: string, page: PageToKeep, gzip: Uint8Array<ArrayBuffer>): CachedPage {
    const entry: CachedPage = {
      version: page.version,
      scope: page.scope ?? "all",
      expiresAt: page.expiresAt,
      onServe: page.onServe,
      route: page.route,
      status: page.status,
      drawnAt: this.now(),
      gzip: new Blob([gzip]),
      etag: pageEtag(page.text),
    };
    if (this.data.changedSince(page.version, entry.scope)) return entry;
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The page in brotli, or undefined while it is being made: the first asking starts its
   * compression off the main thread (that visitor gets the gzip), so a page nobody asks in
   * brotli costs none. Counted in the bound while the page is kept.
   */
  brotli(key: string, entry: CachedPage): Blob | undefined {
    if (!entry.brotli && !entry.brotliPending) {
      entry.brotliPending = entry.gzip.bytes().then(async (gzip) => {
        const brotli = new Blob([await brotliOffThread(Bun.gunzipSync(gzip))]);
        entry.brotli = brotli;
        // Set again to count the copy in the bound.
        if (this.entries.peek(key) === entry) this.entries.set(key, entry);
      });
    }
    return entry.brotli;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
