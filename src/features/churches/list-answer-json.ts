import type { PublicChurch } from "../../contract/churches";
import type { Db } from "../../db/client";
import { labelsExpireAt } from "../../lib/service-times/expiry";
import { listChurchIds, listExpiresAfterLabels, listExpiresAt, type ChurchPage } from "./church-lists";
import { keptPublicChurches, sharesChurches } from "./kept-public-churches";
import { toPublic } from "./public-church";
import type { ChurchSearch } from "./resolved-filters";

/** GET /api/churches' answer as sent: the JSON (UTF-8), its paging, and when it stops being true at the same data version. */
export interface ListAnswerJson extends Omit<ChurchPage, "churches"> {
  body: Uint8Array<ArrayBuffer>;
  expiresAt: number;
}

const utf8 = new TextEncoder();

/**
 * A page of the list as JSON, special services left out unless `full` (docs/decisions/0078-lean-list-answers.md).
 * A church's part is the same in every list that shows neither a distance nor a matching service, so it
 * is kept already encoded (kept-public-churches.ts): the answer is its parts' bytes laid side by side,
 * and its expiry the soonest of theirs.
 */
export function listAnswerJson(db: Db, filters: ChurchSearch, page: number, limit: number, full: boolean, now: Date): ListAnswerJson {
  const { ids, rowsOf, ...paging } = listChurchIds(db, filters, page, limit, now);
  const shown = (church: PublicChurch) => {
    if (full) return JSON.stringify(church);
    const { specialServices: _, ...lean } = church;
    return JSON.stringify(lean);
  };
  if (!sharesChurches(filters)) {
    const churches = toPublic(rowsOf(ids), db, now, filters);
    return { ...paging, body: utf8.encode(`[${churches.map(shown).join(",")}]`), expiresAt: listExpiresAt({ ...paging, churches }, filters, now) };
  }
  const kept = keptPublicChurches(db, ids, rowsOf, now);
  const coding = full ? "full" : "lean";
  const parts = kept.map((k) => (k.json[coding] ??= utf8.encode(shown(k.church))));
  const labels = kept.reduce((soonest, k) => Math.min(soonest, k.expiresAt), labelsExpireAt([], now).getTime());
  return { ...paging, body: jsonArray(parts), expiresAt: listExpiresAfterLabels(labels, filters, now) };
}

/** `[a,b,…]` from the UTF-8 of each element. */
function jsonArray(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const commas = Math.max(0, parts.length - 1);
  const body = new Uint8Array(parts.reduce((bytes, part) => bytes + part.byteLength, 2 + commas));
  body[0] = 0x5b; // [
  let at = 1;
  for (const part of parts) {
    if (at > 1) body[at++] = 0x2c; // ,
    body.set(part, at);
    at += part.byteLength;
  }
  body[at] = 0x5d; // ]
  return body;
}
