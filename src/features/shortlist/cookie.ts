import { createHmac, timingSafeEqual } from "node:crypto";
import { SHORTLIST_COOKIE, SHORTLIST_MAX, shortlistIdsOf } from "../../contract/shortlist";

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${SHORTLIST_COOKIE}=([^;]{1,400})`);
/** A year: a shortlist is kept while someone is choosing, and longer does no harm. */
const MAX_AGE_S = 365 * 24 * 3600;

const mac = (secret: string, ids: string) => createHmac("sha256", secret).update(`shortlist:${ids}`).digest("base64url").slice(0, 22);

/** The cookie's value for these ids, signed with the server's secret (docs/decisions/0061-shortlist.md). */
export function signShortlist(secret: string, ids: readonly number[]): string {
  const joined = ids.join("-");
  return `${joined}.${mac(secret, joined)}`;
}

/**
 * The ids a cookie's value holds, when its signature is ours; [] for a missing, malformed or
 * tampered value (a list edited by hand is dropped, not half-read). At most SHORTLIST_MAX.
 */
export function verifyShortlist(secret: string, value: string | undefined | null): number[] {
  if (!value) return [];
  const [ids = "", given = ""] = value.split(".");
  const expected = Buffer.from(mac(secret, ids));
  if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) return [];
  return shortlistIdsOf(value).slice(0, SHORTLIST_MAX);
}

/** The shortlist a request's Cookie header carries (checked). */
export function shortlistFromCookies(secret: string, cookies: string | null): number[] {
  return verifyShortlist(secret, cookies?.match(COOKIE_PATTERN)?.[1]);
}

/** The list with this church saved (newest last; the oldest dropped past SHORTLIST_MAX) or removed. */
export function changeShortlist(ids: readonly number[], church: number, action: "save" | "remove"): number[] {
  const others = ids.filter((id) => id !== church);
  return action === "save" ? [...others, church].slice(-SHORTLIST_MAX) : others;
}

/**
 * The Set-Cookie header for this list: readable by the page's script (it marks the Save buttons;
 * ids are not secret), SameSite=Lax, Secure in production; an empty list clears it.
 */
export function shortlistSetCookie(secret: string, ids: readonly number[], secure: boolean): string {
  const { value, maxAge } = shortlistCookie(secret, ids, secure);
  return `${SHORTLIST_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The same cookie as options, for the sign-in routes that set cookies through the framework's jar (src/features/accounts/doors.ts). */
export function shortlistCookie(secret: string, ids: readonly number[], secure: boolean) {
  return { value: ids.length ? signShortlist(secret, ids) : "", path: "/", maxAge: ids.length ? MAX_AGE_S : 0, sameSite: "lax" as const, secure, httpOnly: false };
}
