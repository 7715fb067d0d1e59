import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { churches } from "./churches";
import { users } from "./users";

/** Uploaded images; objectPath names the content-addressed variants under UPLOADS_DIR. */
export const images = sqliteTable(
  "images",
  {
    id: integer("id").primaryKey(),
    objectPath: text("object_path").notNull().unique(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["hero", "logo", "banner", "article", "other"] }).notNull().default("other"),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("images_church_idx").on(t.churchId)],
);

/** Who changed what, for admins. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/**
 * One upload URL each (docs/product.md M7: POST /api/objects/upload): used once, before it expires;
 * objectPath is filled in when the image is stored, so the uploader can attach it.
 */
export const uploadGrants = sqliteTable(
  "upload_grants",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    objectPath: text("object_path"),
    createdAt: createdAt(),
  },
  (t) => [index("upload_grants_user_idx").on(t.userId, t.objectPath), index("upload_grants_expires_idx").on(t.expiresAt)],
);
