/**
 * The plans and prices (issue 7; visitor spec 9). Amounts in cents; the server decides every
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
    description: "Top placement in the directory and on the home page, a gold map marker, your photos and full description.",
    prices: [
      { id: "featured-monthly", unit_amount: 4900, currency: "usd", recurring: { interval: "month" } },
      { id: "featured-annual", unit_amount: 49000, currency: "usd", recurring: { interval: "year" } },
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
    description: "Detailed visitor analytics, priority search placement, enhanced profile fields and monthly reports.",
    prices: [{ id: "premium-monthly", unit_amount: 4900, currency: "usd", recurring: { interval: "month" } }],
  },
];

/** The spec's price rule: amount ÷ 100 in the price's currency, or 'Free'; 'per {interval}'. */
export function priceLabel(price: Pick<Price, "unit_amount" | "currency" | "recurring">): string {
  if (!price.unit_amount) return "Free";
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency.toUpperCase(), minimumFractionDigits: 0 }).format(price.unit_amount / 100);
  return price.recurring ? `${amount} per ${price.recurring.interval}` : amount;
}
