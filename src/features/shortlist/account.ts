import { SHORTLIST_MAX } from "../../contract/shortlist";
import type { Db } from "../../db/client";
import { changeShortlist } from "./cookie";
import { replaceSavedChurches, selectSavedChurches } from "./queries";

/**
 * A signed-in account's shortlist, kept with the account so every browser signed in to it shares
 * one list (docs/product.md V10, docs/decisions/0062-shortlist-accounts.md). While signed in the
 * account's list is the one changed; the browser's cookie follows it.
 */

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The account's saved churches, newest last. */
export function accountShortlist(db: Db, userId: number): number[] {
  return selectSavedChurches(db, userId);
}

/**
 * The union of the account's list and this browser's: the account's first, then the browser's
 * churches it did not have, in the browser's order (saved here before signing in, so the newest);
 * past SHORTLIST_MAX the oldest go, as in the cookie.
 */
export function mergeShortlists(account: readonly number[], browser: readonly number[]): number[] {
  const merged = [...account, ...browser.filter((id) => !account.includes(id))];
  return [...new Set(merged)].slice(-SHORTLIST_MAX);
}

/** On signing in: the browser's list joins the account's; answers the merged list for the cookie. */
export function mergeOnSignIn(db: Db, userId: number, browser: readonly number[]): number[] {
  const account = selectSavedChurches(db, userId);
  const merged = mergeShortlists(account, browser);
  return same(merged, account) ? account : replaceSavedChurches(db, userId, merged);
}

/** Save or Remove while signed in: the account's list changes; answers it and whether the church is new to it. */
export function changeAccountShortlist(db: Db, userId: number, church: number, action: "save" | "remove"): { ids: number[]; added: boolean } {
  const before = selectSavedChurches(db, userId);
  const after = changeShortlist(before, church, action);
  const ids = same(after, before) ? before : replaceSavedChurches(db, userId, after);
  return { ids, added: action === "save" && !before.includes(church) };
}
