import type { AppContext } from "../app-context";
import { mailSite } from "../mail/site";
import { runMonthlyReports } from "../features/reports/service";
import { everyHour } from "./hourly";

/**
 * Sends the premium churches' reports of the month before when due (docs/product.md, Monthly
 * reports): soon after start and every hour (src/jobs/hourly.ts), the first run of a month writes them; later runs find every
 * church's report stored and send nothing twice.
 */
export function scheduleMonthlyReports(ctx: AppContext): () => void {
  return everyHour(ctx, "monthly reports", async () => {
    const result = await runMonthlyReports(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET);
    return result.sent + result.stored > 0 ? result.summary : null;
  });
}
