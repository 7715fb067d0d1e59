import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { churches } from "./churches";
import { createdAt } from "./columns";
import { users } from "./users";

/**
 * One invitation mailed to an unclaimed church's public address, asking it to claim its listing
 * (docs/city-data.md, Reaching the churches). `email` is lower-cased: the 90-day rule and the
 * opt-outs compare addresses, not spellings.
 */
export const claimInvitations = sqliteTable(
  "claim_invitations",
  {
    id: integer("id").primaryKey(),
    /** What its links name (random, so the links can be signed before the row is written in the mail's transaction). */
    ref: text("ref").notNull().unique(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    lang: text("lang", { enum: ["en", "es"] }).notNull(),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }).notNull(),
    /** When its claim link was first opened; null until then. */
    openedAt: integer("opened_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("claim_invitations_email_idx").on(t.email, t.sentAt), index("claim_invitations_church_idx").on(t.churchId), index("claim_invitations_sent_idx").on(t.sentAt)],
);

/** An address that asked never to be invited again: kept forever, checked before every invitation. */
export const invitationOptOuts = sqliteTable("invitation_opt_outs", {
  email: text("email").primaryKey(),
  optedOutAt: integer("opted_out_at", { mode: "timestamp_ms" }).notNull(),
});
