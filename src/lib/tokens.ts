import { randomBytes, createHash } from "node:crypto";

/** A random, URL-safe secret of 32 bytes. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
