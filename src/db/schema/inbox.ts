import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
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
  },
  (t) => [index("newsletter_created_idx").on(t.createdAt)],
);
