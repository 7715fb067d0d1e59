import { and, eq, lt, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";
import { sessions, users } from "../db/schema";

export function selectSessionWithUser(db: Db, tokenHash: string) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, username: users.username, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .get();
}

/** The session and its user were seen (the user's date feeds the 3-year inactivity rule). */
export function touchSession(db: Db, tokenHash: string, userId: number, at: Date): void {
  db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash)).run();
  db.update(users).set({ lastSeenAt: at }).where(eq(users.id, userId)).run();
}

export function deleteSession(db: Db, tokenHash: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).run();
}

export function deleteExpiredSessions(db: Db, now: Date): void {
  db.delete(sessions).where(lt(sessions.expiresAt, now)).run();
}

export function insertSession(db: Db, row: typeof sessions.$inferInsert): void {
  db.insert(sessions).values(row).run();
}

/** Ends every session of the user but the one kept (the browser that made the change), if any. */
export function deleteSessionsOfUser(db: DbOrTx, userId: number, keepTokenHash?: string): void {
  db.delete(sessions).where(keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId)).run();
}
