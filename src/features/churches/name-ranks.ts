import type { Lang } from "../../contract/i18n/lang";
import type { Db } from "../../db/client";
import { nameRanks } from "./name-order-memo";

/** Below this many matches, sorting them is cheaper than walking every church in order. */
const SORT_BELOW = 4096;

/** The ids from `offset`, at most `limit`, of the matches in name order. */
export function pageByName(db: Db, matches: number[], offset: number, limit: number, lang: Lang, sortBelow = SORT_BELOW): number[] {
  const { ordered, rank } = nameRanks(db, lang);
  if (matches.length < sortBelow) return matches.sort((a, b) => (rank[a] ?? -1) - (rank[b] ?? -1) || a - b).slice(offset, offset + limit);
  const wanted = new Uint8Array(rank.length);
  for (const id of matches) wanted[id] = 1;
  const page: number[] = [];
  let skipped = 0;
  for (const id of ordered) {
    if (!wanted[id]) continue;
    if (skipped < offset) skipped++;
    else if (page.push(id) === limit) break;
  }
  return page;
}

/**
 * Above this many churches a list by name walks them in name order and keeps the matches, a run
 * at a time, instead of reading every match (docs/decisions/0097-walk-by-name.md).
 */
export const WALK_ABOVE = 20_000;
/**
 * How many churches a walk may look at before the page is read from all the matches instead: a
 * count, not a time, so a cold cache or a busy machine does not send a dense search to the
 * costly plan. 16,384 churches are 20 to 80 ms of probes at most.
 */
const WALK_LIMIT = 16_384;

/**
 * The ids from `offset`, at most `limit`, of the churches `matchesIn` keeps, in name order: runs of
 * churches in that order are handed to it until the page is full. Undefined when there are
 * `walkAbove` churches or fewer, or when the walk passed WALK_LIMIT churches first, as it does when
 * few churches match.
 */
export function walkByName(db: Db, lang: Lang, matchesIn: (run: number[]) => Set<number>, offset: number, limit: number, walkAbove = WALK_ABOVE): Walked | undefined {
  const { ordered } = nameRanks(db, lang);
  if (ordered.length <= walkAbove) return undefined;
  const ids: number[] = [];
  let [matched, kept, at] = [0, 0, 0];
  // The first run is about what a page needs when most churches match; each next run is twice as long.
  let run = Math.min(4096, Math.max(64, 2 * (offset + limit)));
  while (at < ordered.length) {
    if (at >= WALK_LIMIT) return undefined;
    const candidates = Array.from(ordered.subarray(at, at + run));
    const matches = matchesIn(candidates);
    at += candidates.length;
    kept += matches.size;
    for (const id of candidates) {
      if (!matches.has(id)) continue;
      if (matched++ >= offset && ids.push(id) === limit) return at === ordered.length && kept === matched ? { ids, total: matched } : { ids, estimate: () => estimateOf(ordered, matchesIn) };
    }
    run = Math.min(run * 2, 16_384);
  }
  return { ids, total: matched };
}

/** A walk's page, with the count of all matches when it walked to the end, else a way to estimate it. */
export type Walked = { ids: number[]; total: number; estimate?: undefined } | { ids: number[]; total?: undefined; estimate: () => number };

/** Churches in an estimate's sample: about ±2 % of all churches at half matching. */
const SAMPLE = 2000;

/**
 * The count of matches estimated from churches taken at even steps through the name order (the
 * walk's own first churches would not do: names that share a word sit together).
 */
function estimateOf(ordered: Int32Array, matchesIn: (run: number[]) => Set<number>): number {
  const step = ordered.length / Math.min(SAMPLE, ordered.length);
  const sample = Array.from({ length: Math.min(SAMPLE, ordered.length) }, (_, i) => ordered[Math.floor(i * step)]!);
  return Math.round((matchesIn(sample).size / sample.length) * ordered.length);
}
