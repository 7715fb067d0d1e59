import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { languages } from "../../contract/i18n/lang";
import { ARTICLE_CATEGORIES, EVENT_CATEGORIES } from "../../contract/options";
import { createdAt, isDemo, updatedAt } from "./columns";
import { churches } from "./churches";
import { users } from "./users";

export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey(),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Start in UTC; shown in America/Chicago. Without a time it is 10:00 local (docs/product.md V9). */
    startsAt: integer("starts_at", { mode: "timestamp_ms" }).notNull(),
    hasTime: integer("has_time", { mode: "boolean" }).notNull().default(true),
    location: text("location").notNull().default(""),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull().default("general"),
    /** The language it is written in; a page in the other language marks it (docs/decisions/0044-content-language.md). */
    language: text("language", { enum: languages }).notNull().default("en"),
    /** Owners submit events for their church; an admin approves them (docs/product.md D8). */
    status: text("status", { enum: ["approved", "pending", "rejected"] }).notNull().default("pending"),
    /** While rejected: the reason the admin gave, which its sender's dashboard shows; null when none was typed. */
    rejectionReason: text("rejection_reason"),
    submittedBy: integer("submitted_by").references(() => users.id, { onDelete: "set null" }),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_status_starts_idx").on(t.status, t.startsAt),
    index("events_church_idx").on(t.churchId, t.startsAt),
    index("events_submitted_by_idx").on(t.submittedBy, t.createdAt),
  ],
);

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML (sanitised on save and again on render). */
    content: text("content").notNull(),
    imageUrl: text("image_url"),
    category: text("category", { enum: ARTICLE_CATEGORIES }).notNull().default("community"),
    /** The language it is written in; a page in the other language marks it (docs/decisions/0044-content-language.md). */
    language: text("language", { enum: languages }).notNull().default("en"),
    status: text("status", { enum: ["draft", "published"] }).notNull().default("draft"),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("articles_status_published_idx").on(t.status, t.publishedAt), index("articles_category_idx").on(t.category, t.status, t.publishedAt)],
);
