import type { AppContext } from "../../app-context";
import { demoEvent } from "./gateways/demo";
import { applyBillingEvent } from "./fulfilment";
import { paymentsProvider } from "./provider";
import { selectRunningDemoSubscriptions } from "./queries";

/**
 * What the demo provider handed out ends with it (docs/decisions/0046-hardening-round-3.md): once
 * the demo provider no longer runs (the demo data is gone, or production without PAYMENTS=demo),
 * every demo subscription is cancelled through the same fulfilment as a provider's cancellation,
 * so the churches' featured and premium states are derived again. Answers how many ended.
 */
export function endDemoPlansWithoutDemoProvider(ctx: Pick<AppContext, "db" | "env">, now = new Date()): number {
  if (paymentsProvider(ctx) === "demo") return 0;
  const running = selectRunningDemoSubscriptions(ctx.db);
  for (const { providerSubscriptionId } of running) applyBillingEvent(ctx.db, demoEvent("customer.subscription.deleted", { id: providerSubscriptionId }, now), now);
  return running.length;
}
