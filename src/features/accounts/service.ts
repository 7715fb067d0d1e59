import type { Db } from "../../db/client";
import { insertUser, selectAnyAdmin } from "./queries";

/**
 * Creates the admin named by ADMIN_USERNAME/ADMIN_PASSWORD when the database has no admin yet.
 * Answers whether one was created.
 */
export async function ensureAdmin(db: Db, username: string, password: string): Promise<boolean> {
  if (selectAnyAdmin(db)) return false;
  insertUser(db, {
    username,
    email: `${username}@admin.invalid`,
    passwordHash: await Bun.password.hash(password, { algorithm: "argon2id" }),
    role: "admin",
  });
  return true;
}
