import type { AppContext } from "../../app-context";
import type { BillingStatus } from "../../contract/billing-status";
import { PLANS } from "../../contract/pricing";
import { paymentsProvider } from "./provider";
import { billingGateway } from "./service";

/** How long the page waits for the provider's prices before it is drawn without them. */
export const PAGE_PRICES_WAIT_MS = 3_000;

/**
 * What /billing-test's set-up table shows: the page draws it, and GET /api/admin/billing/status
 * answers it. `waitMs` bounds the wait for the provider's prices (its client retries for up to a
 * minute): a page that says the provider is slow is more use than one that never comes.
 */
export async function billingStatus(ctx: AppContext, waitMs?: number): Promise<BillingStatus> {
  let products: BillingStatus["products"];
  try {
    const asked = billingGateway(ctx).products();
    let timer: Timer | undefined;
    const late = waitMs === undefined ? null : new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the provider did not answer within ${waitMs / 1000} s; reload to ask again`)), waitMs)));
    const found = (await (late ? Promise.race([asked, late]) : asked).finally(() => clearTimeout(timer))).flatMap((p) => p.prices.map((price) => price.id));
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
