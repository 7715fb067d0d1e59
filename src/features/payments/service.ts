import { createHmac, timingSafeEqual } from "node:crypto";
import type { AppContext } from "../../app-context";
import { checkoutMessages as text, DEMO_CARDS, receiptNumber, type BillingOverview, type Receipt, type StartedPayment } from "../../contract/checkout";
import { CATALOGUE, isChurchPlan, periodEnd, periodStart, PLAN_DETAILS, PLAN_NAMES, priceLabel, type Plan, type PricingProduct } from "../../contract/pricing";
import { HttpError } from "../../http/errors";
import type { SessionUser } from "../../sessions/sessions";
import { insertBanner } from "../banners/service";
import { churchById, ownersChurch } from "../churches/service";
import { userUploadedImage } from "../images/service";
import { mailSite } from "../../mail/site";
import { applyBillingEvent, type BillingEvent } from "./fulfilment";
import { demoEvent, demoGateway, demoInvoicePayments, demoSubscriptionOf } from "./gateways/demo";
import type { BillingGateway } from "./gateways/gateway";
import { stripeClient, stripeGateway } from "./gateways/stripe";
import { paymentsProvider, requirePayments } from "./provider";
import { insertSubscription, selectSubscription, selectSubscriptionPayment, selectUserPayment, selectUserPayments, selectUserSubscriptions } from "./queries";
import { msg } from "../../contract/i18n/msg";

const gateways = new WeakMap<AppContext["db"], BillingGateway>();

/** The provider that takes payments now (see paymentsProvider); 503 while there is none. */
export function billingGateway(ctx: Pick<AppContext, "db" | "env">): BillingGateway {
  requirePayments(ctx);
  // Stripe or demo never changes for a database: only whether the demo provider may run does.
  let gateway = gateways.get(ctx.db);
  if (!gateway) {
    gateway = ctx.env.STRIPE_SECRET_KEY
      ? stripeGateway(stripeClient(ctx.env.STRIPE_SECRET_KEY, ctx.env.STRIPE_API_URL))
      : demoGateway(ctx.db, ctx.env.SESSION_SECRET);
    gateways.set(ctx.db, gateway);
  }
  return gateway;
}

/** The plans and prices to show: the provider's, or the catalogue while none takes payments. */
export async function planCatalogue(ctx: Pick<AppContext, "db" | "env">): Promise<PricingProduct[]> {
  return paymentsProvider(ctx) === "none" ? CATALOGUE : billingGateway(ctx).products();
}

interface BannerInput {
  imageUrl: string;
  linkUrl: string;
  altText: string;
}

/**
 * Starts a paid plan: the owner's approved church for church plans (docs/product.md D11), a banner
 * waiting for approval for the banner plan. The amount is the plan's; the subscription waits,
 * incomplete, for its first payment.
 */
export async function startPlan(ctx: AppContext, user: SessionUser, plan: Plan, banner?: BannerInput): Promise<StartedPayment> {
  const details = PLAN_DETAILS[plan];
  let churchId: number | null = null;
  if (isChurchPlan(plan)) {
    const church = ownersChurch(ctx.db, user.id);
    if (!church) throw new HttpError(403, text.needsChurch);
    if (church.status !== "approved") throw new HttpError(403, text.needsApproval);
    const current = selectUserSubscriptions(ctx.db, user.id).find((s) => s.churchId === church.id && s.status === "active" && isChurchPlan(s.plan));
    if (current) throw new HttpError(409, details.grants === "premium" && PLAN_DETAILS[current.plan].grants === "featured" ? text.upgradeAfterCancel : text.alreadyPaid);
    churchId = church.id;
  } else if (!banner) {
    throw new HttpError(422, text.bannerNeeded);
  } else if (!userUploadedImage(ctx.db, user.id, banner.imageUrl)) {
    throw new HttpError(422, msg("uploadBanner", "Upload the banner image"), { fields: { imageUrl: msg("uploadBanner", "Upload the banner image") } });
  }
  const gateway = billingGateway(ctx);
  const customerId = selectUserSubscriptions(ctx.db, user.id).find((s) => s.providerCustomerId)?.providerCustomerId ?? null;
  let started;
  try {
    started = await gateway.createSubscription({ plan, email: user.email, customerId, metadata: { userId: String(user.id), plan, ...(churchId ? { churchId: String(churchId) } : {}) } });
  } catch (error) {
    ctx.log(`payments: could not start ${plan} for user ${user.id}: ${error instanceof Error ? error.message : String(error)}`);
    throw new HttpError(502, "The payment service is not answering. Please try again in a minute.");
  }
  ctx.db.transaction(() => {
    const bannerAdId = banner ? insertBanner(ctx.db, { userId: user.id, ...banner }) : null;
    insertSubscription(ctx.db, { userId: user.id, churchId, provider: gateway.kind, providerSubscriptionId: started.subscriptionId, providerCustomerId: started.customerId, plan, status: "incomplete", bannerAdId });
  });
  return { provider: gateway.kind, clientSecret: started.clientSecret, subscriptionId: started.subscriptionId, plan, description: details.description, amountCents: details.amountCents };
}

/**
 * The demo checkout's card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (and
 * changes nothing); a paid one runs the same fulfilment as Stripe's invoice.paid webhook.
 */
export function confirmDemoPayment(ctx: AppContext, user: SessionUser, input: { clientSecret: string; cardNumber: string; expiry: string }, now = new Date()) {
  if (billingGateway(ctx).kind !== "demo") throw new HttpError(404, msg("demoCheckoutOff", "The demo checkout is off: this site takes real payments."));
  const subscriptionId = demoSubscriptionOf(ctx.env.SESSION_SECRET, input.clientSecret);
  const sub = subscriptionId ? selectSubscription(ctx.db, subscriptionId) : undefined;
  if (!sub || sub.userId !== user.id) throw new HttpError(404, msg("paymentNotFound", "This payment was not found. Please start again."));
  if (sub.status !== "incomplete") throw new HttpError(409, text.alreadyConfirmed);
  const [month, year] = input.expiry.split("/").map((p) => Number(p.trim())) as [number, number];
  if (new Date(Date.UTC(2000 + year, month, 1)) <= now) throw new HttpError(402, text.expired);
  const card = input.cardNumber.replace(/\s/g, "");
  if (card === DEMO_CARDS.declined) throw new HttpError(402, text.declined);
  if (card !== DEMO_CARDS.success) throw new HttpError(402, text.testCardsOnly);
  const end = periodEnd(sub.plan, now);
  const invoiceId = `in_demo_${subscriptionId!.slice(9)}_${now.getTime()}`;
  const invoice = {
    id: invoiceId,
    object: "invoice",
    amount_paid: PLAN_DETAILS[sub.plan].amountCents,
    currency: "usd",
    parent: { subscription_details: { subscription: sub.providerSubscriptionId } },
    lines: { data: [{ period: { end: Math.floor(end.getTime() / 1000) } }] },
    // Its payment as Stripe includes it: the one card that pays here is Stripe's Visa test card.
    payments: demoInvoicePayments(invoiceId, { brand: "visa", last4: card.slice(-4) }),
  };
  applyBillingEvent(ctx.db, demoEvent("invoice.paid", invoice, now), now, mailSite(ctx));
  return { status: "succeeded" as const, orderId: invoiceId, nextPaymentDate: end.toISOString() };
}

/** Ends the user's paid plan (one subscription, or every active one): featured and premium end now. */
export async function cancelPlan(ctx: AppContext, user: SessionUser, subscriptionId?: string): Promise<{ cancelled: number }> {
  const targets = selectUserSubscriptions(ctx.db, user.id).filter((s) => (subscriptionId ? s.providerSubscriptionId === subscriptionId : true) && s.status !== "canceled");
  if (subscriptionId && targets.length === 0) throw new HttpError(404, msg("subscriptionNotFound", "Subscription not found"));
  for (const sub of targets) {
    try {
      await billingGateway(ctx).cancelSubscription(sub.providerSubscriptionId);
    } catch {
      throw new HttpError(502, "The payment service is not answering. Please try again in a minute.");
    }
    // Stripe's own customer.subscription.deleted follows and finds it done.
    applyBillingEvent(ctx.db, demoEvent("customer.subscription.deleted", { id: sub.providerSubscriptionId, object: "subscription", status: "canceled" }), new Date(), mailSite(ctx));
  }
  return { cancelled: targets.length };
}

/** Stripe expires a subscription whose first payment never came after 23 hours: older incomplete ones never change. */
const INCOMPLETE_LIFETIME_MS = 24 * 3600_000;
/** One refresh re-reads at most this many subscriptions, so a click never costs dozens of Stripe calls. */
const REFRESH_LIMIT = 10;

/** Re-reads the user's subscriptions from the provider and applies what it says (docs/product.md M7: refresh). */
export async function refreshMembership(ctx: AppContext, userId: number): Promise<{ ok: true; premium: boolean }> {
  const gateway = billingGateway(ctx);
  const now = Date.now();
  const live = selectUserSubscriptions(ctx.db, userId).filter((s) => s.status !== "canceled" && (s.status !== "incomplete" || now - s.createdAt.getTime() < INCOMPLETE_LIFETIME_MS));
  // Paid ones first (the sort is stable: newest first within each kind).
  live.sort((a, b) => Number(a.status === "incomplete") - Number(b.status === "incomplete"));
  for (const sub of live.slice(0, REFRESH_LIMIT)) {
    const state = await gateway.retrieveSubscription(sub.providerSubscriptionId).catch(() => {
      throw new HttpError(502, "Could not refresh membership status");
    });
    const event: BillingEvent =
      state.status === "canceled"
        ? demoEvent("customer.subscription.deleted", { id: sub.providerSubscriptionId, status: "canceled" })
        : demoEvent("customer.subscription.updated", { id: sub.providerSubscriptionId, status: state.status, cancel_at_period_end: state.cancelAtPeriodEnd, current_period_end: state.currentPeriodEnd ? Math.floor(state.currentPeriodEnd.getTime() / 1000) : null });
    applyBillingEvent(ctx.db, event, new Date(), mailSite(ctx));
  }
  const premium = selectUserSubscriptions(ctx.db, userId).some((s) => s.status === "active" && PLAN_DETAILS[s.plan].grants === "premium");
  return { ok: true, premium };
}

/** POST /api/membership-sync: HMAC-SHA256 of the raw body with the shared secret, hex, in X-Signature. */
export function verifyMembershipSync(secret: string | undefined, body: string, signature: string | null): { userId: number } {
  if (!secret) throw new HttpError(503, "Membership sync is not configured on this server.");
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("hex"));
  const given = Buffer.from(signature ?? "");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(400, "Invalid signature.");
  let userId: unknown;
  try {
    userId = (JSON.parse(body) as { userId?: unknown }).userId;
  } catch {
    throw new HttpError(400, "The body must be JSON with a userId.");
  }
  if (typeof userId !== "number" || !Number.isInteger(userId) || userId < 1) throw new HttpError(400, "The body must be JSON with a userId.");
  return { userId };
}

/** GET /api/pricing (docs/product.md M7): premium monthly and yearly with their display price. */
export async function premiumPricing(ctx: AppContext) {
  const products = await planCatalogue(ctx).catch(() => []);
  const price = (plan: Plan) => {
    const found = products.flatMap((p) => p.prices).find((p) => p.id === plan);
    const amount = found?.unit_amount ?? PLAN_DETAILS[plan].amountCents;
    return { plan, amountCents: amount, displayPrice: priceLabel({ unit_amount: amount, currency: found?.currency ?? "usd", recurring: { interval: PLAN_DETAILS[plan].interval } }) };
  };
  return { monthly: price("premium-monthly"), yearly: price("premium-yearly") };
}

export function billingOverview(ctx: AppContext, user: SessionUser): BillingOverview {
  return {
    provider: paymentsProvider(ctx),
    subscriptions: selectUserSubscriptions(ctx.db, user.id)
      .filter((s) => s.status !== "incomplete")
      .map((s) => ({ id: s.providerSubscriptionId, plan: s.plan, description: PLAN_DETAILS[s.plan].description, status: s.status, currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null, cancelAtPeriodEnd: s.cancelAtPeriodEnd })),
    payments: selectUserPayments(ctx.db, user.id).map((p) => ({ id: p.providerPaymentId, receiptId: p.id, receiptNumber: receiptNumber(p.id, p.createdAt), description: p.description, amountCents: p.amountCents, currency: p.currency, status: p.status, paidAt: p.createdAt.toISOString(), periodEnd: p.periodEnd?.toISOString() ?? null })),
  };
}

type PaymentRow = NonNullable<ReturnType<typeof selectUserPayment>>;

const RECEIPT_NOT_FOUND = "Receipt not found";

function receiptOf(ctx: AppContext, user: SessionUser, payment: PaymentRow): Receipt {
  return {
    id: payment.id,
    number: receiptNumber(payment.id, payment.createdAt),
    planName: PLAN_NAMES[payment.plan],
    description: payment.description,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: payment.status,
    churchName: payment.churchId === null ? null : (churchById(ctx.db, payment.churchId)?.name ?? null),
    billedTo: user.email,
    paidAt: payment.createdAt.toISOString(),
    periodStart: payment.periodEnd ? periodStart(payment.plan, payment.periodEnd).toISOString() : null,
    periodEnd: payment.periodEnd?.toISOString() ?? null,
    card: payment.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    demo: payment.provider === "demo",
  };
}

/** GET /api/user/receipts/{id}: one of the payer's own payments; anyone else's is not found (404), not forbidden. */
export function receiptById(ctx: AppContext, user: SessionUser, id: number): Receipt {
  const payment = selectUserPayment(ctx.db, user.id, { id });
  if (!payment) throw new HttpError(404, RECEIPT_NOT_FOUND);
  return receiptOf(ctx, user, payment);
}

/**
 * GET /api/user/receipts?order=: the receipt /payment-success shows. The demo checkout returns with
 * the payment's id; Stripe returns with the subscription's, whose payment arrives by webhook (404
 * until it has).
 */
export function receiptForOrder(ctx: AppContext, user: SessionUser, order: string): Receipt {
  let payment = selectUserPayment(ctx.db, user.id, { providerPaymentId: order });
  if (!payment) {
    const sub = selectSubscription(ctx.db, order);
    if (sub && sub.userId === user.id) payment = selectSubscriptionPayment(ctx.db, sub);
  }
  if (!payment) throw new HttpError(404, RECEIPT_NOT_FOUND);
  return receiptOf(ctx, user, payment);
}
