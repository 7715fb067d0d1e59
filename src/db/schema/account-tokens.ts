import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const ACCOUNT_TOKEN_PURPOSES = ["password-reset", "email-change"] as const;

/**
 * Single-use links sent by e-mail: a password reset, or the confirmation of a new address. Only
 * the token's SHA-256 is stored, so a leaked table opens nothing (docs/mail.md).
 */
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** The address an e-mail change confirms; null for a password reset. */
    newEmail: text("new_email"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Set when the link is used: a used link never works again. */
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId, t.purpose)],
);
