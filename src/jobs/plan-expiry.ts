import type { AppContext } from "../app-context";
import { expireLapsedBanners } from "../features/banners/service";
import { endDemoPlansWithoutDemoProvider } from "../features/payments/demo-plans";
import { expireLapsedPlans } from "../features/payments/fulfilment";

const EVERY_MS = 5 * 60_000;

/**
 * Paid plans end on time even when no webhook comes (a missed renewal, a provider outage): every
 * five minutes, churches past their paid period are looked at again, and plans the demo provider
 * gave end once it no longer runs. The timer does not keep the process alive.
 */
export function schedulePlanExpiry(ctx: Pick<AppContext, "db" | "env" | "log">): () => void {
  const run = () => {
    try {
      const ended = endDemoPlansWithoutDemoProvider(ctx);
      if (ended > 0) ctx.log(`Ended ${ended} demo payment plan${ended === 1 ? "" : "s"}: the demo provider no longer runs.`);
      expireLapsedPlans(ctx.db);
      expireLapsedBanners(ctx.db);
    } catch (error) {
      ctx.log(`plan expiry failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
