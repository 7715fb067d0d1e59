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

  /** The attempts counted in the key's current window; counts none itself. */
  count(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w && now - w.start < this.windowMs ? w.count : 0;
  }

  /** Whether the key has used its allowance (its next hit would be refused); counts nothing. */
  exhausted(key: string, now = Date.now()): boolean {
    return this.count(key, now) >= this.limit;
  }

  /** Takes back one attempt of the key's current window (one that turned out not to count). */
  forgive(key: string, now = Date.now()): void {
    const w = this.windows.get(key);
    if (w && now - w.start < this.windowMs && w.count > 0) w.count--;
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
