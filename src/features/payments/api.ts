import { Elysia } from "elysia";
import type { AppContext } from "../../app-context";
import { cancelSchema, demoCardSchema, paymentIntentSchema, receiptQuerySchema, subscriptionSchema, upgradeSchema } from "../../contract/checkout";
import { messages } from "../../contract/messages";
import { checkoutPlan } from "../../contract/pricing";
import { HttpError } from "../../http/errors";
import { RateLimiter } from "../../http/rate-limit";
import { routes } from "../../http/routes";
import { bodyOf, idParam, queryOf } from "../../http/validate";
import { ownersChurch } from "../churches/service";
import { mailSite } from "../../mail/site";
import { applyBillingEvent, type BillingEvent } from "./fulfilment";
import { paidInvoicePayments, stripeClient } from "./gateways/stripe";
import { requirePayments } from "./provider";
import { paymentStored } from "./queries";
import { billingOverview, cancelPlan, confirmDemoPayment, planCatalogue, premiumPricing, receiptById, receiptForOrder, refreshMembership, startPlan, verifyMembershipSync } from "./service";
import { msg } from "../../contract/i18n/msg";

const MAX_WEBHOOK_BYTES = 1_000_000;
/** Stripe's default: a signature older than five minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The events of a paid invoice, whose payment is recorded with the card that paid. */
const PAID_INVOICE = new Set(["invoice.paid", "invoice.payment_succeeded"]);

async function rawBody(request: Request): Promise<string> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_WEBHOOK_BYTES) throw new HttpError(413, msg("tooLarge", "The request is too large."));
  const body = await request.text();
  if (body.length > MAX_WEBHOOK_BYTES) throw new HttpError(413, msg("tooLarge", "The request is too large."));
  return body;
}

/** Payments (docs/product.md D1, D11): checkout, premium membership, billing, and Stripe's webhook. */
export function paymentsApi(ctx: AppContext) {
  // Each checkout creates a customer and a subscription at Stripe: an owner starts a few, not hundreds.
  const checkouts = new RateLimiter(10, 10 * 60_000);
  const countCheckout = (owner: { id: number }) => {
    if (checkouts.hit(`user:${owner.id}`)) throw new HttpError(429, messages.tooManyRequests);
  };
  return new Elysia({ name: "payments-api" })
    .use(routes(ctx))
    // Listed after `auth` on a route: signed in first (401), then a provider that takes payments (503), before the body is read.
    .macro({ takesPayments: { transform: () => requirePayments(ctx) } })
    .get(
      "/api/stripe/products",
      async ({ set }) => {
        set.headers["cache-control"] = "public, max-age=600";
        return planCatalogue(ctx);
      },
      { public: true },
    )
    .get("/api/pricing", () => premiumPricing(ctx), { public: true })
    .post(
      "/api/create-payment-intent",
      async ({ body, user }) => {
        countCheckout(user);
        return startPlan(ctx, user, checkoutPlan(body.plan ?? "featured", body.billing ?? "monthly"), body.banner);
      },
      { auth: "owner", takesPayments: true, body: bodyOf(paymentIntentSchema) },
    )
    .post(
      "/api/create-subscription",
      async ({ body, user }) => {
        countCheckout(user);
        return startPlan(ctx, user, body.billing === "yearly" ? "premium-yearly" : "premium-monthly");
      },
      { auth: "owner", takesPayments: true, body: bodyOf(subscriptionSchema) },
    )
    .post(
      "/api/upgrade",
      ({ body, user }) => {
        const church = ownersChurch(ctx.db, user.id);
        if (!church || church.status !== "approved") throw new HttpError(403, msg("premiumNeedsApproved", "Premium membership needs an approved church."));
        // Both providers pay on our own /subscribe page (the Payment Element or the demo form).
        return { url: `/subscribe?billing=${body.plan}` };
      },
      { auth: "owner", takesPayments: true, body: bodyOf(upgradeSchema) },
    )
    .post("/api/entitlements/refresh", ({ user }) => refreshMembership(ctx, user.id), { auth: "owner" })
    .post("/api/subscriptions/cancel", ({ body, user }) => cancelPlan(ctx, user, body.subscriptionId), { auth: "owner", body: bodyOf(cancelSchema) })
    .get("/api/user/billing", ({ user }) => billingOverview(ctx, user), { auth: "owner" })
    // Receipts (docs/product.md M2): the payer's own only; /payment-success asks by its order id, the dashboard by the receipt's id.
    .get("/api/user/receipts", ({ query, user }) => receiptForOrder(ctx, user, query.order), { auth: "owner", query: queryOf(receiptQuerySchema) })
    .get("/api/user/receipts/:id", ({ params, user }) => receiptById(ctx, user, idParam(params.id, "Receipt")), { auth: "owner" })
    .post("/api/demo-checkout/confirm", ({ body, user }) => confirmDemoPayment(ctx, user, body), { auth: "owner", takesPayments: true, body: bodyOf(demoCardSchema) })
    // Stripe signs the exact bytes it sent: the body is read raw, never parsed first.
    .post(
      "/api/stripe/webhook",
      async ({ request }) => {
        const secret = ctx.env.STRIPE_WEBHOOK_SECRET;
        if (!secret || !ctx.env.STRIPE_SECRET_KEY) throw new HttpError(503, "Stripe webhooks are not configured on this server.");
        const body = await rawBody(request);
        const stripe = await stripeClient(ctx.env.STRIPE_SECRET_KEY, ctx.env.STRIPE_API_URL);
        let event: BillingEvent;
        try {
          // Under Bun the SDK signs with Web Crypto, which is asynchronous only.
          event = (await stripe.webhooks.constructEventAsync(body, request.headers.get("stripe-signature") ?? "", secret, WEBHOOK_TOLERANCE_SECONDS)) as unknown as BillingEvent;
        } catch {
          throw new HttpError(400, "Invalid or stale Stripe signature.");
        }
        // A paid invoice's payments name the card for its receipt; without them (Stripe not
        // answering) the payment is still applied, its receipt without the card. The second of
        // the invoice's two events finds its payment stored and asks nothing.
        const invoice = event.data.object;
        if (PAID_INVOICE.has(event.type) && typeof invoice.id === "string" && !invoice.payments && !paymentStored(ctx.db, invoice.id)) {
          invoice.payments = await paidInvoicePayments(stripe, invoice.id).catch((error: unknown) => {
            ctx.log(`stripe webhook: the payments of ${invoice.id} could not be read: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
          });
        }
        return { received: true, result: applyBillingEvent(ctx.db, event, new Date(), mailSite(ctx)) };
      },
      { signedBy: "stripe", parse: "none" },
    )
    .post(
      "/api/membership-sync",
      async ({ request }) => {
        const body = await rawBody(request);
        const { userId } = verifyMembershipSync(ctx.env.MEMBERSHIP_SYNC_SECRET, body, request.headers.get("x-signature"));
        return refreshMembership(ctx, userId);
      },
      { signedBy: "membership-sync", parse: "none" },
    );
}
