import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { languages } from "../../contract/i18n/lang";
import type { NotificationTopic } from "../../contract/notifications";
import { USER_ROLES } from "../../contract/options";
import { createdAt } from "./columns";

export const users = sqliteTable("users", {
  id: integer("id").primaryKey(),
  username: text("username").notNull().unique(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: USER_ROLES }).notNull().default("owner"),
  createdAt: createdAt(),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
  /** The notification topics the owner switched off (docs/mail.md); security mail has none. */
  mailOptOuts: text("mail_opt_outs", { mode: "json" }).$type<NotificationTopic[]>().notNull().default([]),
  /** The language of the owner's e-mails (docs/i18n.md): the one they registered in, until they choose. */
  emailLanguage: text("email_language", { enum: languages }).notNull().default("en"),
});

/** Sessions are random tokens stored as their SHA-256 (docs/product.md D5). */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    /** Absolute end of the session, whatever its activity. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);
