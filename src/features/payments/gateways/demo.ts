import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentCard } from "../../../contract/checkout";
import { CATALOGUE } from "../../../contract/pricing";
import type { Db } from "../../../db/client";
import { newToken } from "../../../lib/tokens";
import type { BillingEvent } from "../fulfilment";
import { selectSubscription } from "../queries";
import type { BillingGateway } from "./gateway";

const sign = (secret: string, id: string) => createHmac("sha256", secret).update(`demo-checkout:${id}`).digest("base64url").slice(0, 32);

/** The demo client secret names its subscription and is signed, so only this server's checkout can confirm it. */
export function demoSubscriptionOf(secret: string, clientSecret: string): string | null {
  const match = clientSecret.match(/^(demo_sub_[\w-]+)_secret_([\w-]{32})$/);
  if (!match) return null;
  const expected = Buffer.from(sign(secret, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null;
}

/**
 * A demo invoice's payments as Stripe includes them (`payments`, the PaymentIntent expanded to its
 * latest charge), so the fulfilment reads the card that paid as it does Stripe's.
 */
export function demoInvoicePayments(invoiceId: string, card: PaymentCard) {
  const charge = { id: `ch_demo_${invoiceId.slice(8)}`, object: "charge", paid: true, status: "succeeded", payment_method_details: { type: "card", card: { brand: card.brand, last4: card.last4 } } };
  return { object: "list", data: [{ object: "invoice_payment", invoice: invoiceId, status: "paid", payment: { type: "payment_intent", payment_intent: { id: `pi_demo_${invoiceId.slice(8)}`, object: "payment_intent", status: "succeeded", latest_charge: charge } } }] };
}

/** A billing event as Stripe would send it, for the demo provider's own payments and cancellations. */
export function demoEvent(type: string, object: Record<string, unknown>, at = new Date()): BillingEvent {
  return { id: `evt_demo_${newToken().slice(0, 24)}`, type, created: Math.floor(at.getTime() / 1000), data: { object } };
}

/**
 * The keyless demo provider (docs/product.md D1): the catalogue's prices, subscriptions kept in our
 * own database, and its events applied by the same fulfilment code as Stripe's webhook.
 */
export function demoGateway(db: Db, secret: string): BillingGateway {
  return {
    kind: "demo",
    async products() {
      return CATALOGUE;
    },
    async createSubscription() {
      const subscriptionId = `demo_sub_${newToken().slice(0, 20)}`;
      return { subscriptionId, customerId: null, clientSecret: `${subscriptionId}_secret_${sign(secret, subscriptionId)}` };
    },
    // Nothing to tell anyone: the cancellation's event is applied by the caller, as for Stripe.
    async cancelSubscription() {},
    async retrieveSubscription(subscriptionId) {
      const row = selectSubscription(db, subscriptionId);
      return { status: row?.status ?? "canceled", currentPeriodEnd: row?.currentPeriodEnd ?? null, cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false };
    },
  };
}
