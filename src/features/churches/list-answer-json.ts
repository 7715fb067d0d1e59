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
 * and its expiry the soonest of theirs. `transient`: the body is written into a buffer the next
 * transient answer writes over, for an answer sent at once and not kept (docs/caching.md, Kept API answers).
 */
export function listAnswerJson(db: Db, filters: ChurchSearch, page: number, limit: number, full: boolean, now: Date, transient = false): ListAnswerJson {
  const { ids, rowsOf, ...paging } = listChurchIds(db, filters, page, limit, now);
  const shown = (church: PublicChurch) => {
    if (full) return JSON.stringify(church);
    const { specialServices: _, ...lean } = church;
    return JSON.stringify(lean);
  };
  if (!sharesChurches(filters)) {
    const churches = toPublic(rowsOf(ids), db, now, filters);
    const text = `[${churches.map(shown).join(",")}]`;
    return { ...paging, body: transient ? encodedInScratch(text) : utf8.encode(text), expiresAt: listExpiresAt({ ...paging, churches }, filters, now) };
  }
  const kept = keptPublicChurches(db, ids, rowsOf, now);
  const coding = full ? "full" : "lean";
  const parts = kept.map((k) => (k.json[coding] ??= utf8.encode(shown(k.church))));
  const labels = kept.reduce((soonest, k) => Math.min(soonest, k.expiresAt), labelsExpireAt([], now).getTime());
  return { ...paging, body: jsonArray(parts, transient), expiresAt: listExpiresAfterLabels(labels, filters, now) };
}

/**
 * The buffer transient answers are written into: an answer asked once is 120 KB that would be
 * garbage the moment it is sent, and at a thousand such answers a second the collector fell behind
 * by hundreds of megabytes (decision 0079).
 */
let scratch = new Uint8Array(256 * 1024);
const scratchOf = (bytes: number) => (scratch.byteLength >= bytes ? scratch : (scratch = new Uint8Array(Math.max(bytes, scratch.byteLength * 2))));

function encodedInScratch(text: string): Uint8Array<ArrayBuffer> {
  // UTF-8 takes at most three bytes for each UTF-16 unit.
  const into = scratchOf(text.length * 3);
  return into.subarray(0, utf8.encodeInto(text, into).written);
}

/** `[a,b,…]` from the UTF-8 of each element, in a buffer of its own or in the transient one. */
function jsonArray(parts: readonly Uint8Array[], transient: boolean): Uint8Array<ArrayBuffer> {
  const commas = Math.max(0, parts.length - 1);
  const length = parts.reduce((bytes, part) => bytes + part.byteLength, 2 + commas);
  const body = transient ? scratchOf(length).subarray(0, length) : new Uint8Array(length);
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
