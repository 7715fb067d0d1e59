import type { AppContext } from "../app-context";
import { mailSite } from "../mail/site";
import { runAdminDigest } from "../features/notifications/digest";

const HOUR_MS = 3600_000;

/**
 * Runs every hour: the digest itself writes at most one per day and only when something waits
 * (docs/mail.md), so a restart never sends a second one. The timer does not keep the process alive.
 */
export function scheduleAdminDigest(ctx: AppContext): () => void {
  const run = () => {
    try {
      const summary = runAdminDigest(ctx.db, mailSite(ctx));
      if (!summary.includes("nothing waits")) ctx.log(summary);
    } catch (error) {
      ctx.log(`admin digest failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
