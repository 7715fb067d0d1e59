import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { selectTextMatchIds } from "./text-match-queries";

/**
 * The churches (of any status) an FTS5 query finds, as a set by id (1 for a match), per data
 * version: a walk by name checks its runs against it (docs/decisions/0097-walk-by-name.md). A
 * byte per church: 380 KB at 380,000, so only the latest few queries are kept.
 */
const sets = memoByVersion<string, Uint8Array>(16);

export function textMatchSet(db: Db, match: string): Uint8Array {
  return sets(db, match, () => {
    const ids = selectTextMatchIds(db, match);
    const set = new Uint8Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1);
    for (const id of ids) set[id] = 1;
    return set;
  });
}
