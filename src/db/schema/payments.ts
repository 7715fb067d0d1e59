import { sqliteTable, integer, text, index } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";
import { churches } from "./churches";
import { PLANS } from "../../contract/pricing";
import { users } from "./users";

/** One-off and recurring charges, in integer cents. Kept 7 years (privacy policy). */
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["stripe", "demo"] }).notNull(),
    providerPaymentId: text("provider_payment_id").notNull().unique(),
    plan: text("plan", { enum: PLANS }).notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["pending", "succeeded", "failed", "refunded"] }).notNull(),
    /** The end of the period this payment paid for. */
    periodEnd: integer("period_end", { mode: "timestamp_ms" }),
    /** The card that paid, as the provider told it: its brand ('visa', Stripe's codes) and last four digits; null when not told or not a card. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    createdAt: createdAt(),
  },
  (t) => [index("payments_user_idx").on(t.userId, t.createdAt), index("payments_created_idx").on(t.createdAt)],
);

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    churchId: integer("church_id").references(() => churches.id, { onDelete: "set null" }),
    provider: text("provider", { enum: ["stripe", "demo"] }).notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull().unique(),
    providerCustomerId: text("provider_customer_id"),
    plan: text("plan", { enum: PLANS }).notNull(),
    status: text("status", { enum: ["incomplete", "active", "past_due", "canceled", "unpaid"] }).notNull(),
    currentPeriodEnd: integer("current_period_end", { mode: "timestamp_ms" }),
    cancelAtPeriodEnd: integer("cancel_at_period_end", { mode: "boolean" }).notNull().default(false),
    /** The banner this subscription pays for (plan 'banner'). */
    bannerAdId: integer("banner_ad_id"),
    /** When the newest event applied to it was created at the provider: older ones arrive late and change nothing. */
    lastEventAt: integer("last_event_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscriptions_user_idx").on(t.userId), index("subscriptions_church_idx").on(t.churchId)],
);

/** Each webhook event id is applied once, in the same transaction as its effect. */
export const processedWebhookEvents = sqliteTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: createdAt(),
});

/** Paid banner advertisements (docs/product.md D12); approved ones rotate in the directory. */
export const bannerAds = sqliteTable(
  "banner_ads",
  {
    id: integer("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url").notNull(),
    altText: text("alt_text").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
    paidUntil: integer("paid_until", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("banner_ads_status_idx").on(t.status, t.paidUntil)],
);
