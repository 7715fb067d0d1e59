import type { PaymentCard } from "../../contract/checkout";
import { CHURCH_PLANS, PLAN_DETAILS, PREMIUM_PLANS } from "../../contract/pricing";
import type { Db } from "../../db/client";
import { setBannerPaidUntil } from "../banners/service";
import { churchById, lapsedChurches, setChurchPaidState } from "../churches/service";
import type { MailSite } from "../../mail/compose";
import { notifyBillingEvent } from "./notifications";
import { activeChurchPlanEnd, claimEvent, recordPayment, selectSubscription, updateSubscription, type PaymentRow, type SubscriptionRow } from "./queries";

/** A billing event in Stripe's shape: the webhook's, or one the demo provider makes. */
export interface BillingEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, when the provider created the event. */
  created: number;
  data: { object: Record<string, any> };
}

const STATUSES = { active: "active", trialing: "active", past_due: "past_due", unpaid: "unpaid", canceled: "canceled", incomplete: "incomplete", incomplete_expired: "canceled", paused: "unpaid" } as const;
const fromSeconds = (s: unknown) => (typeof s === "number" ? new Date(s * 1000) : null);

/** An invoice's subscription id, where the API version puts it. */
function invoiceSubscription(invoice: Record<string, any>): string | null {
  const id = invoice.parent?.subscription_details?.subscription ?? invoice.subscription;
  return typeof id === "string" ? id : (id?.id ?? null);
}

/**
 * The card that paid an invoice, read from its payments as Stripe includes them (`payments`, each
 * payment's PaymentIntent expanded to its latest charge, or a charge): the Stripe webhook asks for
 * them before applying the event, the demo provider's invoices carry them. Null when they are not
 * there or the payment was not by card; a brand or last four not in Stripe's form is not kept.
 */
function invoiceCard(invoice: Record<string, any>): PaymentCard | null {
  for (const item of invoice.payments?.data ?? []) {
    const charge = item?.payment?.payment_intent?.latest_charge ?? item?.payment?.charge;
    const card = typeof charge === "object" && charge?.payment_method_details?.type === "card" ? charge.payment_method_details.card : null;
    if (card && typeof card.last4 === "string" && /^\d{4}$/.test(card.last4)) {
      return { brand: typeof card.brand === "string" && /^[a-z_]{1,40}$/.test(card.brand) ? card.brand : "unknown", last4: card.last4 };
    }
  }
  return null;
}

/** A subscription's period end, on its first item (newer API versions) or on itself (older ones). */
function subscriptionPeriodEnd(sub: Record<string, any>): Date | null {
  return fromSeconds(sub.items?.data?.[0]?.current_period_end ?? sub.current_period_end);
}

/**
 * Re-derives what a subscription pays for: the church is featured until the latest end of its
 * active church-plan subscriptions, and premium only while one of them is a Premium Membership
 * (docs/decisions/0033-plans.md); a banner shows while its one is active.
 */
export function refreshEntitlements(db: Db, subscription: Pick<SubscriptionRow, "churchId" | "bannerAdId" | "plan" | "status" | "currentPeriodEnd">, now = new Date()): void {
  if (subscription.bannerAdId !== null) {
    setBannerPaidUntil(db, subscription.bannerAdId, subscription.status === "active" ? subscription.currentPeriodEnd : null);
  }
  if (subscription.churchId !== null) refreshChurch(db, subscription.churchId, now);
}

function refreshChurch(db: Db, churchId: number, now: Date): void {
  const end = activeChurchPlanEnd(db, churchId, CHURCH_PLANS);
  const paidUntil = end && end > now ? end : null;
  const premiumEnd = paidUntil ? activeChurchPlanEnd(db, churchId, PREMIUM_PLANS) : null;
  const premium = premiumEnd !== null && premiumEnd > now;
  const current = churchById(db, churchId);
  if (!current) return;
  // A church featured by hand (never paid) is left as the admin set it.
  if (paidUntil === null && current.paidUntil === null) return;
  if (current.paidUntil?.getTime() === paidUntil?.getTime() && current.isPremium === premium) return;
  setChurchPaidState(db, churchId, paidUntil, premium);
}

/**
 * Applies one billing event exactly once: the event id is claimed in the same transaction as its
 * effect, so a redelivery, or ten at once, changes nothing more. Events that arrive after a newer
 * one for the same subscription do not roll its state back; a cancelled subscription stays so.
 */
export function applyBillingEvent(db: Db, event: BillingEvent, now = new Date(), site?: MailSite): "applied" | "duplicate" | "ignored" {
  return db.transaction(() => {
    const object = event.data.object;
    const at = new Date(event.created * 1000);
    const providerId = event.type.startsWith("invoice.") ? invoiceSubscription(object) : typeof object.id === "string" ? object.id : null;
    const sub = providerId ? selectSubscription(db, providerId) : undefined;
    // Not ours (another product on the same Stripe account), or not stored yet: not claimed.
    if (!sub) return "ignored";
    if (!claimEvent(db, event.id, event.type)) return "duplicate";
    const newer = !sub.lastEventAt || at >= sub.lastEventAt;
    const lastEventAt = newer ? at : sub.lastEventAt;
    let next: Partial<SubscriptionRow> = {};
    let paid: PaymentRow | undefined;

    switch (event.type) {
      case "invoice.paid":
      case "invoice.payment_succeeded": {
        const end = fromSeconds(object.lines?.data?.[0]?.period?.end ?? object.period_end);
        const card = invoiceCard(object);
        // Stripe sends invoice.paid and invoice.payment_succeeded for one invoice: it is stored, and its owner told, once.
        paid = recordPayment(db, {
          userId: sub.userId,
          churchId: sub.churchId,
          provider: sub.provider,
          providerPaymentId: String(object.id),
          plan: sub.plan,
          description: PLAN_DETAILS[sub.plan].description,
          amountCents: Number(object.amount_paid ?? 0),
          currency: String(object.currency ?? "usd"),
          status: "succeeded",
          periodEnd: end,
          cardBrand: card?.brand ?? null,
          cardLast4: card?.last4 ?? null,
        });
        // Paid for a period: the subscription runs to its end, unless it was cancelled meanwhile.
        if (sub.status !== "canceled") {
          next = { status: "active", currentPeriodEnd: end && (!sub.currentPeriodEnd || end > sub.currentPeriodEnd) ? end : sub.currentPeriodEnd };
        }
        break;
      }
      case "invoice.payment_failed":
        if (newer && sub.status !== "canceled") next = { status: "past_due" };
        break;
      case "customer.subscription.created":
      case "customer.subscription.updated":
        if (newer && sub.status !== "canceled") {
          next = {
            status: STATUSES[object.status as keyof typeof STATUSES] ?? "unpaid",
            currentPeriodEnd: subscriptionPeriodEnd(object) ?? sub.currentPeriodEnd,
            cancelAtPeriodEnd: Boolean(object.cancel_at_period_end),
          };
        }
        break;
      case "customer.subscription.deleted":
        next = { status: "canceled" };
        break;
      default:
        return "ignored";
    }
    updateSubscription(db, sub.id, { ...next, lastEventAt });
    refreshEntitlements(db, { ...sub, ...next }, now);
    if (site) notifyBillingEvent(db, site, event.type, sub, next, paid);
    return "applied";
  });
}

/** Ends the paid state of churches whose period passed without a renewal (runs every few minutes). */
export function expireLapsedPlans(db: Db, now = new Date()): void {
  for (const { id } of lapsedChurches(db, now)) db.transaction(() => refreshChurch(db, id, now));
}
