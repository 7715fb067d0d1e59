import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";

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

export function insertUser(db: Db, row: typeof users.$inferInsert) {
  return db.insert(users).values(row).returning({ id: users.id }).get();
}

export function selectUserForLogin(db: Db, username: string) {
  return db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .get();
}

export function usernameExists(db: Db, username: string): boolean {
  return db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).get() !== undefined;
}

export function emailExists(db: Db, email: string): boolean {
  return db.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;
}

export function insertSession(db: Db, row: typeof sessions.$inferInsert): void {
  db.insert(sessions).values(row).run();
}

export function setAdmin(db: Db, userId: number, passwordHash: string): void {
  db.update(users).set({ role: "admin", passwordHash }).where(eq(users.id, userId)).run();
}

/**
 * Owner accounts unused for the privacy policy's 3 years (last seen, or created if never seen).
 * Their churches stay, unclaimed (owner_id is set null by the foreign key).
 */
export function deleteInactiveOwners(db: Db, before: Date): void {
  db.delete(users).where(sql`${users.role} = 'owner' AND coalesce(${users.lastSeenAt}, ${users.createdAt}) < ${before.getTime()}`).run();
}
