import type { DataScope } from "./data-version";

/**
 * The sequence numbers of recent writes by scope (those that concern everything, and each
 * church's), oldest first, so that the first write after an answer was built can be found in
 * the answer's own scope: a profile is stale since its church's first write after it, not since
 * another church's (docs/caching.md, Stale while it is drawn again). Numbers older than
 * `oldest` are forgotten when a scope is written again.
 */
export class RecentWrites {
  private readonly everything: number[] = [];
  private readonly byChurch = new Map<number, number[]>();

  note(seq: number, church: number | undefined, oldest: number): void {
    let list = this.everything;
    if (church !== undefined) {
      list = this.byChurch.get(church) ?? [];
      this.byChurch.set(church, list);
    }
    // A child row's church is read after later writes were noted: keep the order.
    let at = list.length;
    while (at > 0 && list[at - 1]! > seq) at--;
    list.splice(at, 0, seq);
    while (list.length > 0 && list[0]! < oldest) list.shift();
  }

  /** The first write after `seq` that concerns the scope, if it is still remembered. */
  firstAfter(seq: number, scope: DataScope): number | undefined {
    const first = (list: number[] | undefined) => list?.find((n) => n > seq) ?? Number.POSITIVE_INFINITY;
    const found = Math.min(first(this.everything), scope === "all" ? seq + 1 : first(this.byChurch.get(scope.church)));
    return Number.isFinite(found) ? found : undefined;
  }
}
