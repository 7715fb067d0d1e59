import type { AppContext } from "../../app-context";
import type { BillingStatus } from "../../contract/billing-status";
import { PLANS } from "../../contract/pricing";
import { paymentsProvider } from "./provider";
import { billingGateway } from "./service";

/** What /billing-test's set-up table shows: the page draws it, and GET /api/admin/billing/status answers it. */
export async function billingStatus(ctx: AppContext): Promise<BillingStatus> {
  let products: BillingStatus["products"];
  try {
    const found = (await billingGateway(ctx).products()).flatMap((p) => p.prices.map((price) => price.id));
    products = { ok: PLANS.every((p) => found.includes(p)), plans: found };
  } catch (error) {
    products = { ok: false, plans: [], error: error instanceof Error ? error.message : String(error) };
  }
  return {
    provider: paymentsProvider(ctx),
    payments: ctx.env.PAYMENTS ?? null,
    secretKeySet: Boolean(ctx.env.STRIPE_SECRET_KEY),
    publishableKeySet: Boolean(ctx.env.STRIPE_PUBLISHABLE_KEY),
    webhookSecretSet: Boolean(ctx.env.STRIPE_WEBHOOK_SECRET),
    membershipSyncSecretSet: Boolean(ctx.env.MEMBERSHIP_SYNC_SECRET),
    products,
  };
}
