import { sqliteTable, integer, text, real, index, primaryKey } from "drizzle-orm/sqlite-core";
import { CHURCH_STATUSES, SERVICE_LANGUAGES, WORSHIP_STYLES } from "../../contract/options";
import { createdAt, isDemo, updatedAt } from "./columns";
import { areas, denominations } from "./taxonomy";
import { users } from "./users";

export const churches = sqliteTable(
  "churches",
  {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** The Spanish name, shown on /es/ pages when present (docs/city-data.md: OpenStreetMap's `name:es`). */
    nameEs: text("name_es").notNull().default(""),
    description: text("description").notNull().default(""),
    /** The owner's optional Spanish description, shown on /es/ when present (docs/i18n.md, Content). */
    descriptionEs: text("description_es").notNull().default(""),
    denominationId: integer("denomination_id").references(() => denominations.id),
    areaId: integer("area_id").references(() => areas.id),
    address: text("address").notNull(),
    zip: text("zip").notNull().default(""),
    phone: text("phone"),
    website: text("website"),
    /** The church's public e-mail address as published (OpenStreetMap's `email` / `contact:email`); never shown, kept to reach the church (docs/city-data.md). */
    publicEmail: text("public_email"),
    latitude: real("latitude"),
    longitude: real("longitude"),
    /** The geocoder failed and the pin sits at the centre of the area: an admin should place it. */
    locationApproximate: integer("location_approximate", { mode: "boolean" }).notNull().default(false),
    logoImage: text("logo_image"),
    heroImage: text("hero_image"),
    worshipStyle: text("worship_style", { enum: WORSHIP_STYLES }),
    /** When an owner or an admin last saved or confirmed the service times; null when never. */
    servicesConfirmedAt: integer("services_confirmed_at", { mode: "timestamp_ms" }),
    /** When the owner was last asked by mail whether the times are still right (docs/service-times.md, Asking the churches). */
    servicesAskedAt: integer("services_asked_at", { mode: "timestamp_ms" }),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    isPremium: integer("is_premium", { mode: "boolean" }).notNull().default(false),
    /** Set while a paid plan makes the church featured and premium; both end with it (docs/product.md D11). */
    paidUntil: integer("paid_until", { mode: "timestamp_ms" }),
    status: text("status", { enum: CHURCH_STATUSES }).notNull().default("pending"),
    /** While rejected: the reason the admin gave, which the owner's dashboard shows (docs/mail.md); null when none was typed. */
    rejectionReason: text("rejection_reason"),
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "set null" }),
    youtubeChannel: text("youtube_channel"),
    recentSermons: text("recent_sermons", { mode: "json" }).$type<string[]>().notNull().default([]),
    pastorName: text("pastor_name"),
    missionStatement: text("mission_statement"),
    history: text("history"),
    specialPrograms: text("special_programs"),
    youthPrograms: text("youth_programs"),
    musicMinistry: text("music_ministry"),
    outreachPrograms: text("outreach_programs"),
    facebookPage: text("facebook_page"),
    instagramHandle: text("instagram_handle"),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The directory lists approved churches by name, optionally by denomination, area or style.
    index("churches_status_name_idx").on(t.status, t.name),
    index("churches_denomination_idx").on(t.denominationId, t.status, t.name),
    index("churches_area_idx").on(t.areaId, t.status, t.name),
    index("churches_style_idx").on(t.worshipStyle, t.status, t.name),
    index("churches_featured_idx").on(t.featured, t.status, t.name),
    index("churches_owner_idx").on(t.ownerId),
    index("churches_updated_idx").on(t.updatedAt),
    index("churches_paid_until_idx").on(t.paidUntil),
    // The monthly reports' premium churches, a few thousand of the country's 380,000, without
    // reading every church (docs/decisions/0042-whole-country-bench.md).
    index("churches_premium_idx").on(t.isPremium, t.status),
    // 'Near me': the bounding box before the exact distance, covering what a search reads and
    // orders by, so only the page's rows are read (docs/decisions/0023-service-search.md).
    index("churches_location_idx").on(t.latitude, t.longitude, t.status, t.featured, t.name),
  ],
);

/** The languages a church worships in (docs/product.md D17); one row per language. */
export const churchLanguages = sqliteTable(
  "church_languages",
  {
    churchId: integer("church_id").notNull().references(() => churches.id, { onDelete: "cascade" }),
    language: text("language", { enum: SERVICE_LANGUAGES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.churchId, t.language] }), index("church_languages_language_idx").on(t.language, t.churchId)],
);

/**
 * Where an imported church came from on OpenStreetMap (docs/city-data.md, Re-importing): its
 * element (`node/123`, `way/456`) and the fields the last import read from it, so the next import
 * tells what OpenStreetMap changed from what someone changed here.
 */
export const churchOsmSources = sqliteTable("church_osm_sources", {
  churchId: integer("church_id").primaryKey().references(() => churches.id, { onDelete: "cascade" }),
  element: text("element").notNull().unique(),
  fields: text("fields", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  /** The last import whose export held the element. */
  seenAt: integer("seen_at", { mode: "timestamp_ms" }).notNull(),
});
