import * as z from "zod/mini";
import { option, singleLine } from "./fields";
import { centralParts } from "./dates";
import type { Plan } from "./pricing";
import { msg } from "./i18n/msg";

/**
 * POST /api/create-payment-intent (docs/product.md V7): the plan decides the amount; `amount` and
 * `description` are accepted for the spec's client and ignored.
 */
export const paymentIntentSchema = z.object({
  plan: z.optional(option(["featured", "banner"], msg("chooseFeaturedBanner", "Choose featured or banner"))),
  billing: z.optional(option(["monthly", "annual"], msg("chooseMonthlyAnnual", "Choose monthly or annual"))),
  amount: z.optional(z.unknown()),
  description: z.optional(z.unknown()),
  banner: z.optional(
    z.object({
      imageUrl: z.string(msg("uploadBanner", "Upload the banner image")).check(z.trim(), z.regex(/^\/uploads\/[0-9a-f]{32}-1600\.webp$/, msg("uploadBanner", "Upload the banner image"))),
      linkUrl: z.string(msg("bannerLink", "Enter the address the banner links to")).check(
        z.trim(),
        z.maxLength(500, msg("bannerLink", "Enter the address the banner links to")),
        z.refine((v) => /^https?:\/\/[^\s/\p{Cc}]+\.[^\s\p{Cc}]+$/u.test(v), msg("bannerLink", "Enter the address the banner links to")),
      ),
      altText: z.string(msg("describeBanner", "Describe the banner in a few words")).check(singleLine(), z.trim(), z.minLength(3, msg("describeBanner", "Describe the banner in a few words")), z.maxLength(150, "At most 150 characters")),
    }),
  ),
});

export const subscriptionSchema = z.object({ billing: z.optional(option(["monthly", "yearly"], msg("chooseMonthlyYearly", "Choose monthly or yearly"))) });
export const upgradeSchema = z.object({ plan: option(["monthly", "yearly"], msg("chooseMonthlyYearly", "Choose monthly or yearly")) });
export const cancelSchema = z.object({ subscriptionId: z.optional(z.string().check(z.maxLength(100))) });

/** The demo provider's card form. */
export const demoCardSchema = z.object({
  clientSecret: z.string().check(z.maxLength(200)),
  cardNumber: z.string(msg("cardNumber", "Enter the card number")).check(z.trim(), z.regex(/^[\d ]{12,23}$/, msg("cardNumber", "Enter the card number"))),
  expiry: z.string(msg("cardExpiry", "Enter the expiry as MM/YY")).check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, msg("cardExpiry", "Enter the expiry as MM/YY"))),
  cvc: z.string(msg("securityCode", "Enter the 3- or 4-digit security code")).check(z.trim(), z.regex(/^\d{3,4}$/, msg("securityCode", "Enter the 3- or 4-digit security code"))),
});

/** What starting a paid plan answers: the secret the browser confirms with. */
export interface StartedPayment {
  provider: "stripe" | "demo";
  clientSecret: string;
  subscriptionId: string;
  plan: Plan;
  description: string;
  amountCents: number;
}

export interface BillingOverview {
  /** "none": no provider takes payments yet (paid plans are not available). */
  provider: "stripe" | "demo" | "none";
  subscriptions: { id: string; plan: Plan; description: string; status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean }[];
  payments: { id: string; receiptId: number; receiptNumber: string; description: string; amountCents: number; currency: string; status: string; paidAt: string; periodEnd: string | null }[];
}

/** GET /api/user/receipts/{id} and ?order=: one payment of the signed-in payer, as its receipt shows it. */
export interface Receipt {
  id: number;
  /** Short and human: the year paid and the payment's number ('2026-0042'). */
  number: string;
  planName: string;
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  /** The church the plan is for; null for a banner advertisement. */
  churchName: string | null;
  billedTo: string;
  paidAt: string;
  periodStart: string | null;
  periodEnd: string | null;
  /** The card that paid, as the payments provider told it; null when it did not (or it was not a card). */
  card: PaymentCard | null;
  /** A demo payment took no real money: the receipt says so. */
  demo: boolean;
}

/** A card that paid: its brand as Stripe codes it ('visa', 'amex' …) and its last four digits. */
export interface PaymentCard {
  brand: string;
  last4: string;
}

/** Stripe's card brand codes as the brands write their names (the same in both languages). */
const CARD_BRANDS: Record<string, string> = {
  amex: "American Express",
  cartes_bancaires: "Cartes Bancaires",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "eftpos",
  interac: "Interac",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** A card brand's name; null for a code the site does not know ('unknown'): say 'card' instead. */
export const cardBrandName = (brand: string): string | null => CARD_BRANDS[brand] ?? null;

/** ?order= on GET /api/user/receipts: the order id /payment-success was given (a payment's or a subscription's). */
export const receiptQuerySchema = z.object({
  order: z.string(msg("giveOrderId", "Give the order id")).check(z.trim(), z.regex(/^[\w-]{1,100}$/, msg("orderIdInvalid", "The order id is not valid"))),
});

// A payment's status as the billing history and receipts say it: the dashboard and payments
// catalogues' `pay_*` and `status_*` texts (src/contract/i18n/messages/*/).

/** A receipt's short number: the year it was paid (San Antonio) and the payment's id, four digits at least. */
export const receiptNumber = (id: number, paidAt: Date | string) => `${centralParts(new Date(paidAt)).year}-${String(id).padStart(4, "0")}`;

export const DEMO_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;

export const checkoutMessages = {
  needsChurch: msg("churchBeforeFeatured", "Add your church to the directory before buying a featured listing."),
  needsApproval: msg("approvedBeforeFeatured", "Your church must be approved before it can be featured."),
  alreadyPaid: msg("hasPaidPlan", "Your church already has a paid plan."),
  /** A Featured Listing is running and the owner asks for Premium: one church plan at a time (docs/decisions/0033-plans.md). */
  upgradeAfterCancel: msg("featuredToPremium", "Your church has a Featured Listing. To move to Premium Membership, cancel it under Billing in your dashboard, then subscribe."),
  declined: msg("cardDeclined", "Your card was declined."),
  testCardsOnly: msg("demoCheckout", "This is the demo checkout: use the test card 4242 4242 4242 4242."),
  expired: msg("cardExpired", "Your card has expired."),
  alreadyConfirmed: msg("paymentMade", "This payment was already made."),
  bannerNeeded: msg("bannerFirst", "Add the banner's image, link and description first."),
  unavailable: msg("paymentsUnavailable", "Online payments are not available yet. Please contact us to feature your church or place a banner."),
} as const;
