import type { DataKind, DataScope } from "./data-version";

/**
 * The sequence numbers of recent writes by scope (those that concern everything, each church's,
 * and each kind of rows'), oldest first, so that the first write after an answer was built can be found in
 * the answer's own scope: a profile is stale since its church's first write after it, not since
 * another church's (docs/caching.md, Stale while it is drawn again). Numbers older than
 * `oldest` are forgotten when a scope is written again.
 */
export class RecentWrites {
  private readonly everything: number[] = [];
  private readonly byChurch = new Map<number, number[]>();
  /**
   * By kind of rows, and (undefined) the writes no kind tells: runs of consecutive numbers,
   * `[first, last]`, since every row written is noted here and an import writes 380,000 in a row.
   */
  private readonly byKind = new Map<DataKind | undefined, [number, number][]>();

  note(seq: number, church: number | undefined, oldest: number): void {
    let list = this.everything;
    if (church !== undefined) {
      list = this.byChurch.get(church) ?? [];
      this.byChurch.set(church, list);
    }
    insert(list, seq, oldest);
  }

  /** Notes a write of a kind; `seq` is always the newest number (written as the row is). */
  noteKind(seq: number, kind: DataKind | undefined, oldest: number): void {
    let runs = this.byKind.get(kind);
    if (!runs) this.byKind.set(kind, (runs = []));
    const last = runs.at(-1);
    if (last && last[1] === seq - 1) last[1] = seq;
    else runs.push([seq, seq]);
    while (runs.length > 1 && runs[0]![1] < oldest) runs.shift();
  }

  /** The first write after `seq` that concerns the scope, if it is still remembered. */
  firstAfter(seq: number, scope: DataScope): number | undefined {
    const first = (list: number[] | undefined) => list?.find((n) => n > seq) ?? Number.POSITIVE_INFINITY;
    let found: number;
    if (scope === "all") found = Math.min(first(this.everything), seq + 1);
    else if ("kinds" in scope) found = Math.min(...[undefined, ...scope.kinds].map((kind) => firstOfRuns(this.byKind.get(kind), seq)));
    else found = Math.min(first(this.everything), first(this.byChurch.get(scope.church)));
    return Number.isFinite(found) ? found : undefined;
  }
}

/** Puts `seq` in its place (a child row's church is read after later writes were noted) and forgets numbers older than `oldest`. */
function insert(list: number[], seq: number, oldest: number): void {
  let at = list.length;
  while (at > 0 && list[at - 1]! > seq) at--;
  list.splice(at, 0, seq);
  while (list.length > 0 && list[0]! < oldest) list.shift();
}

/** The first number after `seq` in runs of numbers, or infinity. */
function firstOfRuns(runs: [number, number][] | undefined, seq: number): number {
  const run = runs?.find(([, last]) => last > seq);
  return run ? Math.max(run[0], seq + 1) : Number.POSITIVE_INFINITY;
}
