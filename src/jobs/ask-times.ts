import type { AppContext } from "../app-context";
import { mailSite } from "../mail/site";
import { askAboutTimes } from "../features/reports/ask-times";
import { everyHour } from "./hourly";

/**
 * Asks owners whether their church's times are still right when due (docs/service-times.md,
 * Asking the churches): soon after start and every hour (src/jobs/hourly.ts); a church asked stays quiet for 30 days.
 */
export function scheduleTimesQuestions(ctx: AppContext): () => void {
  return everyHour(ctx, "asking about service times", async () => {
    const result = await askAboutTimes(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET);
    return result.asked > 0 ? result.summary : null;
  });
}
