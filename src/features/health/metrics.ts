import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** What a cache tells about itself: both the page cache and the API's answer cache count so. */
export interface CountingCache {
  hits: number;
  misses: number;
}

/** The outbox as the metrics show it (src/features/mail/service.ts `outboxBacklog`). */
export interface OutboxCounts {
  waiting: number;
  retrying: number;
  failed: number;
}

/** Where the copies of the database stand (src/features/health/backup-status.ts), read at each scrape. */
export interface CopyCounts {
  /** The newest daily copy, ms since the epoch; null: none. */
  lastCopyAt: number | null;
  /** How long the replica has lacked the database's writes; null without a replica or when it cannot be read. */
  replicaBehindMs: number | null;
}

/** Request latency buckets in seconds: a cached page takes well under a millisecond, a slow report seconds. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const RENDER_BUCKETS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * The site's Prometheus metrics (docs/operations.md, Metrics; decision 0080). Only made when
 * METRICS_TOKEN is set: otherwise nothing is counted. Per request it costs one histogram
 * observation; caches, the outbox and the process are read when scraped, not on every request.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: "churchdir_http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status; its _count is the number of requests.",
    labelNames: ["method", "route", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: "churchdir_page_render_seconds",
    help: "Time to draw a page that was not in the page cache, by route pattern.",
    labelNames: ["route"] as const,
    buckets: RENDER_BUCKETS,
    registers: [this.registry],
  });
  private readonly queries = new Histogram({
    name: "churchdir_sqlite_query_seconds",
    help: "Time SQLite took to run a statement, reads (select) and writes apart.",
    labelNames: ["kind"] as const,
    buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5],
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: "churchdir_rate_limited_total",
    help: "Requests refused with 429 (too many), by route pattern: each form and API route has its own.",
    labelNames: ["route"] as const,
    registers: [this.registry],
  });
  private readonly mailFailures = new Counter({
    name: "churchdir_mail_send_failures_total",
    help: "Failed attempts to hand a message to the SMTP server since the process started.",
    registers: [this.registry],
  });
  private readonly caches = new Map<string, CountingCache>();

  constructor(outbox: () => OutboxCounts, copies: () => Promise<CopyCounts>) {
    const caches = this.caches;
    // Counters read from the caches' own counts when scraped: nothing is added to a cache hit.
    const fromCaches = (name: string, help: string, field: keyof CountingCache) =>
      new Counter({
        name,
        help,
        labelNames: ["cache"] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          for (const [cache, counts] of caches) this.inc({ cache }, counts[field]);
        },
      });
    fromCaches("churchdir_cache_hits_total", "Answers served from a cache (page: rendered pages; api: the directory API's answers).", "hits");
    fromCaches("churchdir_cache_misses_total", "Answers a cache did not hold and that were built again.", "misses");
    new Gauge({
      name: "churchdir_outbox_messages",
      help: "Mail in the outbox by state: waiting to be sent, waiting again after a failed attempt, failed for good.",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const counts = outbox();
        for (const state of ["waiting", "retrying", "failed"] as const) this.set({ state }, counts[state]);
      },
    });
    new Gauge({
      name: "churchdir_backup_last_copy_timestamp_seconds",
      help: "When the newest daily copy of the database was made (Unix time); absent when there is none.",
      registers: [this.registry],
      async collect() {
        const { lastCopyAt } = await copies();
        this.reset();
        if (lastCopyAt !== null) this.set(lastCopyAt / 1000);
      },
    });
    new Gauge({
      name: "churchdir_replica_lag_seconds",
      help: "How long the replica has lacked the database's writes (0: in step); absent without REPLICA_URL or when the replica cannot be read.",
      registers: [this.registry],
      async collect() {
        const { replicaBehindMs } = await copies();
        this.reset();
        if (replicaBehindMs !== null) this.set(replicaBehindMs / 1000);
      },
    });
    // Process memory, CPU, file descriptors and event-loop delay, under their usual names.
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts a cache under `name` (its hits and misses are read at each scrape). */
  watchCache(name: string, cache: CountingCache): void {
    this.caches.set(name, cache);
  }

  /** One answered request; `route` is its pattern (never the raw path: the label set stays bounded). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status }, seconds);
    if (status === 429) this.refusals.inc({ route });
  }

  observeRender(route: string, seconds: number): void {
    this.renders.observe({ route }, seconds);
  }

  observeQuery(kind: "read" | "write", seconds: number): void {
    this.queries.observe({ kind }, seconds);
  }

  countMailFailure(): void {
    this.mailFailures.inc();
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
