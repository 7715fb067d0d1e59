import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { selectTextMatchIds } from "./text-match-queries";

/** The churches (of any status) an FTS5 query finds: their ids, and a byte per id (1 for a match). */
export interface TextMatches {
  ids: readonly number[];
  has: Uint8Array;
}

/**
 * The text index's matches per data version: a walk by name checks its runs against `has`, a
 * search that finds a few asks its other conditions of `ids` (docs/decisions/0097-walk-by-name.md).
 * A byte per church: 380 KB at 380,000, so only the latest few queries are kept.
 */
const sets = memoByVersion<string, TextMatches>(16);

export function textMatchSet(db: Db, match: string): TextMatches {
  return sets(db, match, () => {
    const ids = selectTextMatchIds(db, match);
    const has = new Uint8Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1);
    for (const id of ids) has[id] = 1;
    return { ids, has };
  });
}
