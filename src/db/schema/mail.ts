import { sqliteTable, integer, text, index, primaryKey } from "drizzle-orm/sqlite-core";
import { OUTBOX_STATUSES } from "../../contract/outbox";
import { createdAt, updatedAt } from "./columns";
import { newsletterSubscriptions } from "./inbox";
import { users } from "./users";

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

export const NEWSLETTER_STATUSES = ["draft", "sending", "sent"] as const;

/** A newsletter written in /admin: a draft until sent once to every confirmed subscriber (docs/mail.md). */
export const newsletters = sqliteTable("newsletters", {
  id: integer("id").primaryKey(),
  subject: text("subject").notNull(),
  /** Sanitised HTML, like an article's body. */
  body: text("body").notNull(),
  /** The Spanish edition, sent to subscribers who subscribed in Spanish; '' when there is none (docs/mail.md, Newsletter). */
  subjectEs: text("subject_es").notNull().default(""),
  /** Sanitised HTML like `body`; '' when there is no Spanish edition. */
  bodyEs: text("body_es").notNull().default(""),
  status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("draft"),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  sendStartedAt: integer("send_started_at", { mode: "timestamp_ms" }),
  sentAt: integer("sent_at", { mode: "timestamp_ms" }),
});

/**
 * One row per newsletter and subscriber, written with the subscriber's outbox row: the primary key
 * makes a resumed send skip whoever already has theirs, so nobody gets a newsletter twice.
 */
export const newsletterDeliveries = sqliteTable(
  "newsletter_deliveries",
  {
    newsletterId: integer("newsletter_id").notNull().references(() => newsletters.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").notNull().references(() => newsletterSubscriptions.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.newsletterId, t.subscriptionId] })],
);

/** The days the admins' digest was written: at most once a day, however often the job runs. */
export const adminDigests = sqliteTable("admin_digests", {
  day: text("day").primaryKey(),
  /** How many mails it wrote (one per admin with an address). */
  recipients: integer("recipients").notNull(),
  createdAt: createdAt(),
});
