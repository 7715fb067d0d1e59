import type { Plan, PricingProduct } from "../../../contract/pricing";

export interface NewSubscription {
  subscriptionId: string;
  customerId: string | null;
  /** What the browser confirms the first payment with (Stripe's Payment Element, or the demo form). */
  clientSecret: string;
}

export interface ProviderSubscription {
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * A payments provider (docs/product.md D1): Stripe with keys, the demo provider without. Amounts are
 * the catalogue's (or Stripe's prices), never a request's.
 */
export interface BillingGateway {
  kind: "stripe" | "demo";
  products(): Promise<PricingProduct[]>;
  createSubscription(input: { plan: Plan; email: string; customerId: string | null; metadata: Record<string, string> }): Promise<NewSubscription>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
}
