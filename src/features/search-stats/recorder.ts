import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { centralDay, nextCentralMidnight } from "../../lib/dates";
import { addSearchCounts, type SearchCount } from "./queries";

/** A visitor's same search within this time is the same search (paging, a reload, grid or list). */
const REPEAT_MS = 30 * 60_000;
/** Bounds the in-memory repeat check; past it the oldest entries go first. */
const MAX_SEEN = 50_000;

/**
 * Counts directory searches per San Antonio day without keeping who made them
 * (docs/decisions/0036-monthly-reports.md): a visitor's repeat is recognised in memory only, by a
 * hash salted with a secret that changes every day (a fast non-cryptographic one: it is never
 * stored or shown); counts are written after the answer went, many searches in one transaction,
 * so no search waits for the database. A cached directory page runs this on every copy sent, so
 * it does no date formatting per call.
 */
export class SearchRecorder {
  private salt = { day: "", value: "", until: 0 };
  private seen = new Map<number | bigint, number>();
  private pending = new Map<string, SearchCount>();
  private scheduled = false;

  constructor(private readonly db: Db) {}

  record(filtersKey: string, results: number, visitor: { address: string; userAgent: string }, now = new Date()): void {
    const at = now.getTime();
    if (at >= this.salt.until || at < this.salt.until - 86_400_000 * 2) {
      this.salt = { day: centralDay(now), value: randomBytes(32).toString("hex"), until: nextCentralMidnight(now).getTime() };
    }
    const day = this.salt.day;
    const hash = Bun.hash(`${this.salt.value}|${visitor.address}|${visitor.userAgent}|${filtersKey}`);
    if ((this.seen.get(hash) ?? 0) > at) return;
    this.seen.delete(hash);
    this.seen.set(hash, at + REPEAT_MS);
    if (this.seen.size > MAX_SEEN) this.seen.delete(this.seen.keys().next().value!);
    const key = `${day}|${filtersKey}`;
    const count = this.pending.get(key) ?? { day, filters: filtersKey, searches: 0, noResults: 0, fewResults: 0, resultsSum: 0 };
    count.searches++;
    if (results === 0) count.noResults++;
    else if (results <= 2) count.fewResults++;
    count.resultsSum += results;
    this.pending.set(key, count);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        try {
          this.flush();
        } catch (error) {
          // Counts are best effort: a failed write loses them and never the visitor's page.
          console.error(`search counts not written: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
  }

  /** Writes what waits; tests call it to read the counts at once. */
  flush(): void {
    this.scheduled = false;
    const counts = [...this.pending.values()];
    this.pending.clear();
    if (counts.length) addSearchCounts(this.db, counts);
  }
}
