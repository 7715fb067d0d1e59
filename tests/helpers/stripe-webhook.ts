import Stripe from "stripe";
import { createChurch, createSession, createUser } from "../../src/db/seed/factories";
import { jsonRequest, type TestApp } from "./test-app";
import type { StartedPayment } from "../../src/contract/checkout";

/** The webhook secret a test app with Stripe keys is given, and the SDK that signs as Stripe does. */
export const WEBHOOK_SECRET = "whsec_test_secret_for_the_fake";
const sdk = new Stripe("sk_test_only_for_signing");

/** A webhook delivery as Stripe makes it: the exact bytes, signed with the SDK's test helper. */
export async function deliverWebhook(app: TestApp, event: object, options: { timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify(event);
  const header = await sdk.webhooks.generateTestHeaderStringAsync({ payload, secret: WEBHOOK_SECRET, timestamp: options.timestamp });
  return app.request("/api/stripe/webhook", {
    method: "POST",
    headers: { "stripe-signature": header, "content-type": "application/json" },
    body: options.tamper ? payload.replace('"amount_paid":', '"amount_paid":1') : payload,
  });
}

/** Stripe's `invoice.paid` for a subscription's invoice `in_{eventId}`, paying up to `periodEnd` (seconds). */
export const invoicePaid = (eventId: string, subscriptionId: string, created: number, periodEnd: number, amountPaid = 1900) => ({
  id: eventId,
  object: "event",
  type: "invoice.paid",
  created,
  data: { object: { id: `in_${eventId}`, object: "invoice", amount_paid: amountPaid, currency: "usd", parent: { subscription_details: { subscription: subscriptionId } }, lines: { data: [{ period: { end: periodEnd } }] } } },
});

/** A `customer.subscription.*` event with the subscription's status and period end (on its item, as API 2025+ puts it). */
export const subscriptionEvent = (eventId: string, type: string, subscriptionId: string, created: number, status: string, periodEnd?: number, cancelAtPeriodEnd = false) => ({
  id: eventId,
  object: "event",
  type,
  created,
  data: { object: { id: subscriptionId, object: "subscription", status, cancel_at_period_end: cancelAtPeriodEnd, items: { data: [{ current_period_end: periodEnd ?? created + 30 * 86400 }] } } },
});

/** Now in Stripe's seconds. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A signed-in owner, with a church (approved unless said) or none. */
export async function ownerOf(db: TestApp["db"], church: Parameters<typeof createChurch>[1] | null = {}) {
  const user = await createUser(db);
  const made = church ? createChurch(db, { ...church, ownerId: user.id }) : null;
  return { user, church: made, cookie: `sid=${createSession(db, user.id)}` };
}

/** An owner with an approved church who starts a Featured Listing: its subscription waits, incomplete, for its first invoice. */
export async function startFeatured(app: TestApp, body: Record<string, unknown> = {}) {
  const o = await ownerOf(app.db);
  const res = await app.request("/api/create-payment-intent", jsonRequest("POST", { plan: "featured", billing: "monthly", ...body }, { cookie: o.cookie }));
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}`);
  return { ...o, started: (await res.json()) as StartedPayment };
}
