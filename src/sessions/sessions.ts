import type { Db, DbOrTx } from "../db/client";
import { hashToken } from "../lib/tokens";
import { newToken } from "../lib/tokens";
import { deleteExpiredSessions, deleteSession, deleteSessionsOfUser, insertSession, selectSessionWithUser, touchSession } from "./queries";

/** Session lifetimes (docs/product.md D5): signed out after 14 idle days, and 30 days at most. */
export const SESSION_IDLE_MS = 14 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
export const SESSION_COOKIE = "sid";
/** The session cookie's options: HttpOnly, SameSite=Lax, Secure in production (docs/product.md D5); an empty token clears it. */
export function sessionCookie(token: string, secure: boolean) {
  return { value: token, httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: token ? SESSION_ABSOLUTE_MS / 1000 : 0 };
}
/** lastSeenAt is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = NonNullable<ReturnType<typeof selectSessionWithUser>>["user"];

/** The user a session token belongs to, or null when it is unknown, idle too long or expired. */
export function userForSessionToken(db: Db, token: string | undefined, now = new Date()): SessionUser | null {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const session = selectSessionWithUser(db, tokenHash);
  if (!session) return null;
  const idleFor = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || idleFor > SESSION_IDLE_MS) {
    deleteSession(db, tokenHash);
    return null;
  }
  if (idleFor > TOUCH_EVERY_MS) touchSession(db, tokenHash, session.user.id, now);
  return session.user;
}

/** A new session (a new token at every sign-in); answers the token for the cookie. */
export function startSession(db: Db, userId: number, now = Date.now()): string {
  const token = newToken();
  insertSession(db, { tokenHash: hashToken(token), userId, lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_ABSOLUTE_MS) });
  touchSession(db, hashToken(token), userId, new Date(now));
  return token;
}

/** Signing out: the token stops working. */
export function endSession(db: Db, token: string | undefined): void {
  if (token) deleteSession(db, hashToken(token));
}

/** Every session of the user ends but the one kept (the browser that made the change), if any. */
export function endSessionsOfUser(db: DbOrTx, userId: number, keepTokenHash?: string): void {
  deleteSessionsOfUser(db, userId, keepTokenHash);
}

/** Sessions past their 30 days go (the retention job). */
export function purgeExpiredSessions(db: Db, now: Date): void {
  deleteExpiredSessions(db, now);
}
