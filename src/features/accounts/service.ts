import type { Lang } from "../../contract/i18n/lang";
import type { LoginInput, RegisterInput } from "../../contract/accounts";
import { accountMessages } from "../../contract/accounts";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { purgeExpiredSessions, type SessionUser } from "../../sessions/sessions";
import { adminExists, deleteExpiredAccountTokens, deleteInactiveOwners, emailExists, insertUser, selectNewestPasswordHash, selectUserForLogin, setAdmin, usernameExists } from "./queries";
import { argon2CostOf, hashPassword as hash, hashPasswordAt } from "./passwords";

/**
 * Verified against when the username is unknown, so both failures take as long: made at the cost of
 * the newest account's hash, the cost a known user's check runs at (one per cost seen).
 */
const dummyHashes = new Map<string, Promise<string>>();
function dummyHashFor(db: Db): Promise<string> {
  const newest = selectNewestPasswordHash(db);
  const cost = newest ? argon2CostOf(newest) : null;
  const key = JSON.stringify(cost);
  let made = dummyHashes.get(key);
  if (!made) dummyHashes.set(key, (made = hashPasswordAt("not-a-real-password", cost)));
  return made;
}

/** Whether anyone can administer the site yet: a new real site has no administrator until one is made. */
export function hasAdministrator(db: Db): boolean {
  return adminExists(db);
}

/** How the first administrator is made, for the start-up output and /admin/login while there is none. */
export const FIRST_ADMIN_COMMAND = "bun run create-admin NAME";

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
    await Bun.password.verify(input.password, await dummyHashFor(db));
    return null;
  }
  if (!(await Bun.password.verify(input.password, user.passwordHash))) return null;
  const { passwordHash: _, ...sessionUser } = user;
  return sessionUser;
}


/** Privacy policy: account data is kept until deletion or 3 years without use. */
export const ACCOUNT_RETENTION_YEARS = 3;

export function purgeInactiveAccounts(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACCOUNT_RETENTION_YEARS);
  deleteInactiveOwners(db, cutoff);
  purgeExpiredSessions(db, now);
  deleteExpiredAccountTokens(db, now);
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
