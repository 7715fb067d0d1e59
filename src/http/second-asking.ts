/** How many keys asked once are remembered: enough for a crawler's sweep of the filters, a few hundred kilobytes. */
const REMEMBERED = 4096;

/**
 * The keys asked once, the last `limit` of them: a store keeps an answer from its second asking,
 * so what is asked once (a search typed once, a crawler's sweep of the filters) neither pushes out
 * what visitors ask again nor fills memory with copies nobody reads (docs/caching.md, Keeping and
 * evicting).
 */
export class SecondAsking {
  /** Oldest first: a Set keeps insertion order. */
  private readonly once = new Set<string>();

  constructor(private readonly limit = REMEMBERED) {}

  /** Whether the key was asked before (it is kept from now on, so forgotten here); else it is remembered. */
  askedBefore(key: string): boolean {
    if (this.once.delete(key)) return true;
    this.remember(key);
    return false;
  }

  /** Counts the key as asked once: its next asking keeps it (a kept answer that went stale, say). */
  remember(key: string): void {
    this.once.add(key);
    if (this.once.size > this.limit) this.once.delete(this.once.values().next().value!);
  }
}
