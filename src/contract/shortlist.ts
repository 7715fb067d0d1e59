// The shortlist (docs/product.md V10, docs/decisions/0061-shortlist.md): churches a visitor saved
// to compare, kept in a signed cookie without signing in. Shared by server and browser; no validator library
// here, since the shell's script reads the cookie with it (the schema is in shortlist-schema.ts).
import { routes } from "./routes";

/** The cookie that holds a visitor's saved churches: ids and their signature, readable by the page's script. */
export const SHORTLIST_COOKIE = "shortlist";
/** At most this many churches are kept; saving one more drops the oldest. */
export const SHORTLIST_MAX = 12;
/** The comparison shows at most this many side by side. */
export const COMPARE_MAX = 4;

/** The ids a cookie's value names ('12-40-7.signature'), unchecked: the browser's script marks buttons with them; the server checks the signature first. */
export function shortlistIdsOf(value: string | undefined | null): number[] {
  const ids = (value ?? "").split(".")[0] ?? "";
  if (!/^\d{1,12}(-\d{1,12}){0,11}$/.test(ids)) return [];
  return [...new Set(ids.split("-").map(Number))];
}

/** A shared list's slugs (`?c=a,b,c`): bounded, each a slug; others are ignored, not refused. */
export function sharedSlugs(param: string | null): string[] {
  if (!param) return [];
  const slugs = param.slice(0, 2000).split(",").map((s) => s.trim().toLowerCase()).filter((s) => /^[a-z0-9-]{1,120}$/.test(s));
  return [...new Set(slugs)].slice(0, SHORTLIST_MAX);
}

/** The share link's address for these slugs. */
export const sharedListPath = (slugs: readonly string[]) => `${routes.shortlist}?c=${slugs.map(encodeURIComponent).join(",")}`;

/** One church's column of the comparison, in words (docs/product.md V10). */
export interface ComparedChurch {
  id: number;
  slug: string;
  name: string;
  /** Denomination and area, as the card reads them. */
  kind: string;
  next: string | null;
  sunday: string[];
  languages: string[];
  style: string | null;
  distance: string | null;
  /** The facts the church says yes to; null when it said nothing of the group. */
  access: string[] | null;
  family: string[] | null;
  /** The church's own words for a first visit ('' when none), in the language it wrote them. */
  firstVisit: string;
  practical: string[];
  calendar: string;
}

export interface ShortlistView {
  /** A list opened from a shared link: read-only, it changes no cookie. */
  shared: boolean;
  /** Every church of the list that is still listed, in the list's order. */
  saved: { id: number; slug: string; name: string }[];
  compared: ComparedChurch[];
  /** The share link's address (site-relative, in the page's language) for the compared churches. */
  sharePath: string | null;
}
