import type { AppContext } from "../../app-context";
import { checkoutMessages } from "../../contract/checkout";
import { HttpError } from "../../http/errors";
import { hasDemoData } from "../churches/service";

export type PaymentsProvider = "stripe" | "demo" | "none";

/**
 * Who takes payments (docs/decisions/0010-payments.md): Stripe with a secret key; the demo provider
 * with PAYMENTS=demo, or, outside production, while the site shows demo data (the first run on a
 * laptop); otherwise nobody, and paid plans are not available yet. A production site never hands
 * out paid plans for a test card unless its operator said so (docs/decisions/0046-hardening-round-3.md).
 */
export function paymentsProvider(ctx: Pick<AppContext, "db" | "env">): PaymentsProvider {
  if (ctx.env.STRIPE_SECRET_KEY) return "stripe";
  if (ctx.env.PAYMENTS === "demo") return "demo";
  return ctx.env.NODE_ENV !== "production" && hasDemoData(ctx.db) ? "demo" : "none";
}

/** 503 with the product's words while no provider takes payments. */
export function requirePayments(ctx: Pick<AppContext, "db" | "env">): void {
  if (paymentsProvider(ctx) === "none") throw new HttpError(503, checkoutMessages.unavailable);
}

/** The start-up line: which provider runs, and why. */
export function paymentsProviderLine(ctx: Pick<AppContext, "db" | "env">): string {
  switch (paymentsProvider(ctx)) {
    case "stripe":
      return "Payments: Stripe.";
    case "demo":
      return ctx.env.PAYMENTS === "demo"
        ? "Payments: demo provider (PAYMENTS=demo): no real payment is taken."
        : "Payments: demo provider, because the site shows demo data: no real payment is taken. It stops when the demo data is gone.";
    case "none":
      return ctx.env.NODE_ENV === "production" && hasDemoData(ctx.db)
        ? "Payments: none (production without Stripe keys: the demo provider runs only with PAYMENTS=demo): paid plans show as not available yet. To take payments set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (docs/operations.md, Payments)."
        : "Payments: none (no Stripe keys, no demo data, PAYMENTS unset): paid plans show as not available yet. To take payments set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (docs/operations.md, Payments).";
  }
}
