import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { OUTBOX_STATUSES } from "../../contract/outbox";
import { createdAt } from "./columns";

/**
 * Every e-mail the site sends, written in the transaction of its cause and delivered by the mail
 * worker; without SMTP_URL it stays here, queued, for admins to read (docs/decisions/0021-e-mail.md).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers by name (List-Unsubscribe …). */
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
    /** What caused the mail, e.g. "password-reset"; for admins and tests. */
    kind: text("kind").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
