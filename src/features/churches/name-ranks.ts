import { nameCollator } from "../../contract/name-order";
import type { Lang } from "../../contract/i18n/lang";
import type { Db } from "../../db/client";
import { memoByVersion } from "../../db/data-version";
import { selectAllChurchNames } from "./queries";

/**
 * Lists by name page in the collator's order, not SQL's byte order
 * (docs/decisions/0058-distance-and-name-order.md): every church's place in its language's order
 * is worked out once per data version, then a page keeps the matches in that order.
 */
interface NameRanks {
  /** Church ids, first name first (equal names by id). */
  ordered: Int32Array;
  /** Each id's index in `ordered`, by id. */
  rank: Int32Array;
}

const ranks = memoByVersion<Lang, NameRanks>(2);

function nameRanks(db: Db, lang: Lang): NameRanks {
  return ranks(db, lang, () => {
    const rows = selectAllChurchNames(db);
    const compare = nameCollator(lang).compare;
    rows.sort((a, b) => compare(a.name, b.name) || a.id - b.id);
    const ordered = Int32Array.from(rows, (r) => r.id);
    const rank = new Int32Array(rows.reduce((max, r) => Math.max(max, r.id), 0) + 1).fill(-1);
    ordered.forEach((id, i) => (rank[id] = i));
    return { ordered, rank };
  });
}

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
