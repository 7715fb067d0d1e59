/**
 * A fixed-window counter per key, in memory (one process serves the city). Answers how long to
 * wait when the key has used its allowance.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one attempt; answers 0 when allowed, else the milliseconds until the window resets. */
  hit(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    w.count++;
    return w.count > this.limit ? w.start + this.windowMs - now : 0;
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
    // Still full: drop the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      let n = 0;
      for (const key of this.windows.keys()) if (n++ < this.maxKeys / 2) this.windows.delete(key);
    }
  }
}

/** The client's address as the server saw it; 'local' for in-process requests in tests. */
export function clientAddress(server: { requestIP(r: Request): { address: string } | null } | null, request: Request): string {
  return server?.requestIP(request)?.address ?? "local";
}
