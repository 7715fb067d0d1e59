import { nameCollator } from "../../contract/name-order";
import type { Lang } from "../../contract/i18n/lang";
import type { Db } from "../../db/client";
import type { DataVersion } from "../../db/data-version";
import { selectAllChurchNames, selectChurchName } from "./queries";

/**
 * Every church's place in its language's name order (docs/decisions/0058-distance-and-name-order.md),
 * kept across writes: after writes to a few churches only those are moved, where reading and
 * sorting 380,000 names again takes about 150 ms (docs/decisions/0097-walk-by-name.md).
 */
export interface NameRanks {
  /** Church ids, first name first (equal names by id). */
  ordered: Int32Array;
  /** Each id's index in `ordered`, by id (-1: none). */
  rank: Int32Array;
}

/** Above this many churches written since, the order is read again instead of patched. */
const PATCH_AT_MOST = 64;

const kept = new WeakMap<DataVersion, Map<Lang, { version: number; ranks: NameRanks }>>();

export function nameRanks(db: Db, lang: Lang): NameRanks {
  let byLang = kept.get(db.dataVersion);
  if (!byLang) kept.set(db.dataVersion, (byLang = new Map()));
  const version = db.dataVersion.current;
  const last = byLang.get(lang);
  if (last?.version === version) return last.ranks;
  const written = last && db.dataVersion.churchesWrittenSince(last.version);
  const ranks = last && written && written.size <= PATCH_AT_MOST ? patched(db, lang, last.ranks, written) : readAll(db, lang);
  byLang.set(lang, { version, ranks });
  return ranks;
}

/**
 * Reads every name once and orders them for each language, before the server listens
 * (src/boot.ts): the first list by name after a start would otherwise wait for it (docs/caching.md).
 */
export function keepNameOrders(db: Db, langs: readonly Lang[]): void {
  // Each language sorts the same rows again: the order of the last one does not matter.
  const names = selectAllChurchNames(db);
  const byLang = new Map(langs.map((lang) => [lang, { version: db.dataVersion.current, ranks: readAll(db, lang, names) }]));
  kept.set(db.dataVersion, byLang);
}

function readAll(db: Db, lang: Lang, rows = selectAllChurchNames(db)): NameRanks {
  const compare = nameCollator(lang).compare;
  rows.sort(([aId, aName], [bId, bName]) => compare(aName, bName) || aId - bId);
  const ordered = Int32Array.from(rows, ([id]) => id);
  const rank = new Int32Array(rows.reduce((max, [id]) => Math.max(max, id), 0) + 1).fill(-1);
  ordered.forEach((id, i) => (rank[id] = i));
  return { ordered, rank };
}

/** The order with each written church taken out and put back where its name now goes (a new church added, a deleted one left out). */
function patched(db: Db, lang: Lang, ranks: NameRanks, written: Set<number>): NameRanks {
  const compare = nameCollator(lang).compare;
  // Whole-array copies (memmove) and one loop over the ranks from the first place that moved:
  // at 380,000 churches this takes a few milliseconds.
  const places = [...written].map((id) => ranks.rank[id] ?? -1).filter((place) => place >= 0).sort((a, b) => a - b);
  const ordered = new Int32Array(ranks.ordered.length + written.size);
  let [length, from] = [0, 0];
  for (const place of [...places, ranks.ordered.length]) {
    ordered.set(ranks.ordered.subarray(from, place), length);
    length += place - from;
    from = place + 1;
  }
  let first = places[0] ?? length;
  const nameOf = (id: number) => selectChurchName(db, id) ?? "";
  for (const id of written) {
    const name = selectChurchName(db, id);
    if (name === undefined) continue;
    // Binary search: the first church that goes after this one.
    let [low, high] = [0, length];
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = ordered[mid]!;
      if ((compare(nameOf(other), name) || other - id) < 0) low = mid + 1;
      else high = mid;
    }
    ordered.copyWithin(low + 1, low, length++);
    ordered[low] = id;
    first = Math.min(first, low);
  }
  const rank = new Int32Array(Math.max(ranks.rank.length, ...written) + 1).fill(-1);
  rank.set(ranks.rank);
  for (const id of written) rank[id] = -1;
  for (let i = first; i < length; i++) rank[ordered[i]!] = i;
  return { ordered: ordered.subarray(0, length), rank };
}
