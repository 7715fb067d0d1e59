import type { AppContext } from "../app-context";
import { mailSite } from "../mail/site";
import { runMonthlyReports } from "../features/reports/service";

const HOUR_MS = 3600_000;

/**
 * Sends the premium churches' reports of the month before when due (docs/product.md, Monthly
 * reports): at start and every hour, the first run of a month writes them; later runs find every
 * church's report stored and send nothing twice. The timer does not keep the process alive.
 */
export function scheduleMonthlyReports(ctx: AppContext): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runMonthlyReports(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET);
      if (result.sent + result.stored > 0) ctx.log(result.summary);
    } catch (error) {
      ctx.log(`monthly reports failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
