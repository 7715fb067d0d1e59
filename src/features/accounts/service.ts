import type { Lang } from "../../contract/i18n/lang";
import type { LoginInput, RegisterInput } from "../../contract/accounts";
import { accountMessages } from "../../contract/accounts";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { deleteExpiredAccountTokens, deleteExpiredSessions, deleteInactiveOwners, deleteSession, emailExists, insertSession, insertUser, selectUserForLogin, setAdmin, touchSession, usernameExists } from "./queries";
import { hashPassword as hash } from "./passwords";
import { SESSION_ABSOLUTE_MS, type SessionUser } from "./sessions";


/** Verified against when the username is unknown, so both failures take as long. */
let dummyHash: Promise<string> | undefined;

/**
 * The admin named by ADMIN_USERNAME/ADMIN_PASSWORD, at every start-up: created when no user has
 * that name (any case); an existing admin keeps its password, and an owner with that name is left
 * alone (docs/decisions/0009-administration.md). Answers which of the three it was.
 */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<"created" | "admin" | "taken"> {
  const existing = selectUserForLogin(db, username);
  if (existing) return existing.role === "admin" ? "admin" : "taken";
  await insertAdmin(db, username, password);
  return "created";
}

async function insertAdmin(db: Db, username: string, password: string): Promise<void> {
  insertUser(db, { username, email: `${username.toLowerCase()}@admin.invalid`, passwordHash: await hash(password), role: "admin" });
}

/**
 * A new owner account; the username (any case) and the e-mail address are each used once. Its
 * e-mails speak the language it registered in (docs/i18n.md).
 */
export async function register(db: Db, input: RegisterInput, emailLanguage: Lang = "en"): Promise<SessionUser> {
  const email = input.email.toLowerCase();
  if (usernameExists(db, input.username)) throw new HttpError(409, accountMessages.usernameTaken);
  if (emailExists(db, email)) throw new HttpError(409, accountMessages.emailTaken);
  const passwordHash = await hash(input.password);
  // Checked again at insert time by the unique indexes (two sign-ups racing).
  try {
    const { id } = insertUser(db, { username: input.username, email, passwordHash, role: "owner", emailLanguage });
    return { id, username: input.username, email, role: "owner" };
  } catch {
    throw new HttpError(409, accountMessages.usernameTaken);
  }
}

/** The user these credentials belong to, or null: a wrong password and an unknown user look alike. */
export async function verifyCredentials(db: Db, input: LoginInput): Promise<SessionUser | null> {
  const user = selectUserForLogin(db, input.username);
  if (!user) {
    await Bun.password.verify(input.password, await (dummyHash ??= hash("not-a-real-password")));
    return null;
  }
  if (!(await Bun.password.verify(input.password, user.passwordHash))) return null;
  const { passwordHash: _, ...sessionUser } = user;
  return sessionUser;
}

/** A new session (a new token at every sign-in); answers the token for the cookie. */
export function startSession(db: Db, userId: number, now = Date.now()): string {
  const token = newToken();
  insertSession(db, { tokenHash: hashToken(token), userId, lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_ABSOLUTE_MS) });
  touchSession(db, hashToken(token), userId, new Date(now));
  return token;
}

/** Privacy policy: account data is kept until deletion or 3 years without use. */
export const ACCOUNT_RETENTION_YEARS = 3;

export function purgeInactiveAccounts(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACCOUNT_RETENTION_YEARS);
  deleteInactiveOwners(db, cutoff);
  deleteExpiredSessions(db, now);
  deleteExpiredAccountTokens(db, now);
}

export function endSession(db: Db, token: string | undefined): void {
  if (token) deleteSession(db, hashToken(token));
}

/**
 * `bun run create-admin`: a new admin, or an existing user made admin with this password.
 * Answers what happened.
 */
export async function createOrPromoteAdmin(db: Db, username: string, password: string): Promise<"created" | "promoted"> {
  const existing = selectUserForLogin(db, username);
  if (existing) {
    setAdmin(db, existing.id, await hash(password));
    return "promoted";
  }
  await insertAdmin(db, username, password);
  return "created";
}
