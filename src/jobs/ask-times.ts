import type { AppContext } from "../app-context";
import { mailSite } from "../mail/site";
import { askAboutTimes } from "../features/reports/ask-times";

const HOUR_MS = 3600_000;

/**
 * Asks owners whether their church's times are still right when due (docs/service-times.md,
 * Asking the churches): at start and every hour; a church asked stays quiet for 30 days. The timer
 * does not keep the process alive.
 */
export function scheduleTimesQuestions(ctx: AppContext): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await askAboutTimes(ctx.db, mailSite(ctx), ctx.env.SESSION_SECRET);
      if (result.asked > 0) ctx.log(result.summary);
    } catch (error) {
      ctx.log(`asking about service times failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
