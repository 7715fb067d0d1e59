import type { VisitFacts } from "../../contract/visit-facts";
import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import type { SpecialService } from "../../contract/service-times/occasions";
import type { ServiceRow } from "../../contract/service-times/options";
import { CLAIM_ROLES } from "../../contract/options";
import { createdAt } from "./columns";
import { churches } from "./churches";
import { users } from "./users";

const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;

/** An owner asks to take over an unclaimed church; an admin decides. */
export const churchClaims = sqliteTable(
  "church_claims",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** What the claimant told the admin (docs/decisions/0035-claim-safeguards.md); null on claims made before the form asked. */
    role: text("role", { enum: CLAIM_ROLES }),
    phone: text("phone"),
    note: text("note"),
    /** An address on the church's website domain, offered to prove the claimant reads its mail. */
    verificationEmail: text("verification_email"),
    /** SHA-256 of the mailed link's token, cleared when the link is used; the link stops at verificationExpiresAt. */
    verificationTokenHash: text("verification_token_hash"),
    verificationExpiresAt: integer("verification_expires_at", { mode: "timestamp_ms" }),
    emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
    /** A rejected claim's reason as the admin typed it, shown on the claimant's dashboard; null when none was given. */
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("church_claims_status_idx").on(t.status, t.createdAt), index("church_claims_user_idx").on(t.userId)],
);

/** A representative (no account needed) proposes changes; blank fields mean no change. */
export const churchUpdateRequests = sqliteTable(
  "church_update_requests",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    submitterName: text("submitter_name").notNull(),
    submitterEmail: text("submitter_email").notNull(),
    submitterRole: text("submitter_role", { enum: CLAIM_ROLES }).notNull(),
    updateReason: text("update_reason").notNull(),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name"),
    denomination: text("denomination"),
    description: text("description"),
    /** The proposed Spanish description (docs/i18n.md, Content in another language); null: no change. */
    descriptionEs: text("description_es"),
    address: text("address"),
    zip: text("zip"),
    area: text("area"),
    phone: text("phone"),
    website: text("website"),
    youtubeChannel: text("youtube_channel"),
    /** The proposed weekly services, rows to review included (docs/service-times.md); null: no change. */
    serviceRows: text("service_rows", { mode: "json" }).$type<ServiceRow[]>(),
    /** The proposed special services; null: no change. */
    specialServices: text("special_services", { mode: "json" }).$type<SpecialService[]>(),
    /** The proposed visit facts, all of them (docs/visit-facts.md); null: no change. */
    visitFacts: text("visit_facts", { mode: "json" }).$type<VisitFacts>(),
    createdAt: createdAt(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("church_update_requests_status_idx").on(t.status, t.createdAt), index("church_update_requests_church_idx").on(t.churchId)],
);
