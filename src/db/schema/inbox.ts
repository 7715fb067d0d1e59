import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { languages } from "../../contract/i18n/lang";
import { CONTACT_SUBJECTS } from "../../contract/options";
import { createdAt } from "./columns";

/** Purged after 2 years (privacy policy; docs/product.md D20). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject", { enum: CONTACT_SUBJECTS }).notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey(),
    /** Stored lower-cased, so one address subscribes once. */
    email: text("email").notNull().unique(),
    createdAt: createdAt(),
    unsubscribedAt: integer("unsubscribed_at", { mode: "timestamp_ms" }),
    /** Set when the address opened its confirmation link: only confirmed addresses get newsletters (double opt-in). */
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** SHA-256 of the latest confirmation link's token; null once confirmed. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    /** When the latest confirmation was sent: one a day at most per address. */
    confirmSentAt: integer("confirm_sent_at", { mode: "timestamp_ms" }),
    /** The language the address subscribed in (docs/i18n.md): its confirmation and newsletter footers speak it. */
    language: text("language", { enum: languages }).notNull().default("en"),
  },
  (t) => [index("newsletter_created_idx").on(t.createdAt)],
);
