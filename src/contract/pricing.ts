/**
 * The plans and prices (docs/product.md V9, M9). Amounts in cents; the server decides every
 * amount from the plan, never from a request body.
 */
export interface Price {
  id: string;
  unit_amount: number | null;
  currency: string;
  recurring: { interval: "month" | "year" } | null;
}

export interface PricingProduct {
  id: string;
  name: string;
  description: string;
  prices: Price[];
}

export const CATALOGUE: PricingProduct[] = [
  {
    id: "featured",
    name: "Featured Listing",
    description: "Shown first in the directory and on the home page, a gold map marker, your photos and full description.",
    prices: [
      { id: "featured-monthly", unit_amount: 1900, currency: "usd", recurring: { interval: "month" } },
      { id: "featured-annual", unit_amount: 19000, currency: "usd", recurring: { interval: "year" } },
    ],
  },
  {
    id: "banner",
    name: "Banner Advertisement",
    description: "Your banner in the directory's advertising slot, seen by every visitor who searches.",
    prices: [{ id: "banner", unit_amount: 9900, currency: "usd", recurring: { interval: "month" } }],
  },
  {
    id: "premium",
    name: "Premium Membership",
    description: "Everything in a Featured Listing, plus visitor analytics, monthly performance reports and the extra profile sections.",
    prices: [
      { id: "premium-monthly", unit_amount: 4900, currency: "usd", recurring: { interval: "month" } },
      { id: "premium-yearly", unit_amount: 49000, currency: "usd", recurring: { interval: "year" } },
    ],
  },
];

/** The spec's price rule: amount ÷ 100 in the price's currency, or 'Free'; 'per {interval}'. */
export function priceLabel(price: Pick<Price, "unit_amount" | "currency" | "recurring">): string {
  if (!price.unit_amount) return "Free";
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency.toUpperCase(), minimumFractionDigits: 0 }).format(price.unit_amount / 100);
  return price.recurring ? `${amount} per ${price.recurring.interval}` : amount;
}

export const PLANS = ["featured-monthly", "featured-annual", "banner", "premium-monthly", "premium-yearly"] as const;
export type Plan = (typeof PLANS)[number];

/**
 * What a plan gives while paid (docs/decisions/0033-plans.md): 'featured' makes the church featured,
 * 'premium' makes it featured and premium (analytics, reports, the premium fields), 'banner' shows a
 * banner ad and gives the church nothing.
 */
export type Grant = "featured" | "premium" | "banner";

/** What each plan is, costs and grants (docs/product.md V9 descriptions, D11). Yearly plans cost ten months. */
export const PLAN_DETAILS: Record<Plan, { description: string; amountCents: number; interval: "month" | "year"; grants: Grant }> = {
  "featured-monthly": { description: "Featured Church Listing - 1 Month", amountCents: 1900, interval: "month", grants: "featured" },
  "featured-annual": { description: "Featured Church Listing - 1 Year (2 Months Free)", amountCents: 19000, interval: "year", grants: "featured" },
  banner: { description: "Banner Advertisement - 1 Month", amountCents: 9900, interval: "month", grants: "banner" },
  "premium-monthly": { description: "Premium Membership - 1 Month", amountCents: 4900, interval: "month", grants: "premium" },
  "premium-yearly": { description: "Premium Membership - 1 Year (2 Months Free)", amountCents: 49000, interval: "year", grants: "premium" },
};

/** A church plan: one that belongs to the owner's church (featured or premium), not a banner. */
export const isChurchPlan = (plan: Plan): boolean => PLAN_DETAILS[plan].grants !== "banner";

/** The church plans, and those of them that also make the church premium. */
export const CHURCH_PLANS: Plan[] = PLANS.filter(isChurchPlan);
export const PREMIUM_PLANS: Plan[] = PLANS.filter((p) => PLAN_DETAILS[p].grants === "premium");

/** /checkout's query (docs/product.md V7: plan featured or banner, billing monthly or annual; default featured monthly). */
export function checkoutPlan(plan: string | null, billing: string | null): Plan {
  if (plan === "banner") return "banner";
  return billing === "annual" ? "featured-annual" : "featured-monthly";
}

/** A plan's product name, as /advertise and receipts show it. */
export const PLAN_NAMES: Record<Plan, string> = {
  "featured-monthly": "Featured Listing",
  "featured-annual": "Featured Listing",
  banner: "Banner Advertisement",
  "premium-monthly": "Premium Membership",
  "premium-yearly": "Premium Membership",
};

/** An amount in cents as money: '$49.00' (receipts and billing history show the cents). */
export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amountCents / 100);
}

/** The start of the period a payment ending at `end` paid for: one month or twelve months before. */
export function periodStart(plan: Plan, end: Date): Date {
  const start = new Date(end);
  start.setUTCMonth(start.getUTCMonth() - (PLAN_DETAILS[plan].interval === "year" ? 12 : 1));
  return start;
}

/** The end of a period that starts now: one month or twelve months ahead. */
export function periodEnd(plan: Plan, from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + (PLAN_DETAILS[plan].interval === "year" ? 12 : 1));
  return end;
}
