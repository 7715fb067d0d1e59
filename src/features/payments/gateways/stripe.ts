import type Stripe from "stripe";
import { CATALOGUE, PLANS, type Plan, type PricingProduct } from "../../../contract/pricing";
import type { BillingGateway } from "./gateway";

const PRODUCTS_CACHE_MS = 10 * 60_000;

/**
 * The SDK, pointed at STRIPE_API_URL when set (a local fake in tests, stripe-mock in development).
 * It loads on the first payment, only on a server with Stripe keys (docs/operations.md, Start-up).
 */
export async function stripeClient(secretKey: string, apiUrl?: string): Promise<Stripe> {
  const { default: Stripe } = await import("stripe");
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, { host: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)), protocol: url.protocol.replace(":", "") as "http" | "https", maxNetworkRetries: 0, timeout: 10_000 });
}

/**
 * A paid invoice's payments as Stripe includes them on the invoice (`payments`), each one's
 * PaymentIntent with its latest charge (or its charge), which names the card that paid
 * (`payment_method_details.card`: brand, last four). Webhook events do not carry them: they are
 * asked for, one list and one read per payment, each expanded a single level, with short time-outs:
 * the webhook's answer waits for them.
 */
export async function paidInvoicePayments(stripe: Stripe, invoiceId: string) {
  const quick = { timeout: 8_000, maxNetworkRetries: 1 };
  const listed = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 3 }, quick);
  const data = await Promise.all(
    listed.data.map(async (item) => {
      const { payment_intent: intent, charge } = item.payment;
      if (typeof intent === "string") return { ...item, payment: { ...item.payment, payment_intent: await stripe.paymentIntents.retrieve(intent, { expand: ["latest_charge"] }, quick) } };
      if (typeof charge === "string") return { ...item, payment: { ...item.payment, charge: await stripe.charges.retrieve(charge, {}, quick) } };
      return item;
    }),
  );
  return { object: "list" as const, data };
}

/**
 * Stripe: plans are prices whose lookup_key is the plan's name ('featured-monthly' …); products and
 * prices are read from Stripe and kept ten minutes. A subscription starts incomplete and its first
 * invoice's confirmation secret goes to the Payment Element.
 */
export function stripeGateway(client: Promise<Stripe>): BillingGateway {
  let cached: { at: number; products: PricingProduct[]; priceIds: Map<Plan, string> } | null = null;

  async function catalogue() {
    if (cached && Date.now() - cached.at < PRODUCTS_CACHE_MS) return cached;
    const stripe = await client;
    const prices = await stripe.prices.list({ active: true, lookup_keys: [...PLANS], expand: ["data.product"], limit: 100 });
    const byProduct = new Map<string, PricingProduct>();
    const priceIds = new Map<Plan, string>();
    for (const price of prices.data) {
      const product = price.product as Stripe.Product;
      if (!price.lookup_key || !(PLANS as readonly string[]).includes(price.lookup_key)) continue;
      priceIds.set(price.lookup_key as Plan, price.id);
      const entry = byProduct.get(product.id) ?? { id: product.id, name: product.name, description: product.description ?? "", prices: [] };
      entry.prices.push({ id: price.lookup_key, unit_amount: price.unit_amount, currency: price.currency, recurring: price.recurring ? { interval: price.recurring.interval as "month" | "year" } : null });
      byProduct.set(product.id, entry);
    }
    cached = { at: Date.now(), products: [...byProduct.values()], priceIds };
    return cached;
  }

  return {
    kind: "stripe",
    async products() {
      const { products } = await catalogue();
      return products.length ? products : CATALOGUE;
    },
    async createSubscription({ plan, email, customerId, metadata }) {
      const price = (await catalogue()).priceIds.get(plan);
      if (!price) throw new Error(`Stripe has no active price with the lookup key '${plan}'.`);
      const stripe = await client;
      const customer = customerId ?? (await stripe.customers.create({ email, metadata })).id;
      const subscription = await stripe.subscriptions.create({
        customer,
        items: [{ price }],
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        expand: ["latest_invoice.confirmation_secret"],
        metadata,
      });
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error("Stripe answered no payment to confirm.");
      return { subscriptionId: subscription.id, customerId: customer, clientSecret };
    },
    async cancelSubscription(subscriptionId) {
      await (await client).subscriptions.cancel(subscriptionId);
    },
    async retrieveSubscription(subscriptionId) {
      const s = await (await client).subscriptions.retrieve(subscriptionId);
      const end = s.items.data[0]?.current_period_end;
      return { status: s.status, currentPeriodEnd: end ? new Date(end * 1000) : null, cancelAtPeriodEnd: s.cancel_at_period_end };
    },
  };
}
