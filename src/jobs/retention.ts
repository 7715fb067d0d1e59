import type { AppContext } from "../app-context";
import { purgeOldAnalytics } from "../features/analytics/service";
import { purgeOldSearchStats } from "../features/search-stats/service";
import { purgeOldContactMessages } from "../features/contact/service";
import { deleteStaleGrants } from "../features/images/service";
import { purgeInactiveAccounts } from "../features/accounts/service";
import { purgeOldPayments } from "../db/retention";

const DAY_MS = 24 * 3600 * 1000;

/**
 * Keeps the privacy policy's promises (docs/product.md D20): analytics and search counts 26 months, contact messages 2
 * years, accounts 3 years without use, payment records 7 years; drops dead sessions and upload URLs.
 */
export function runRetention(ctx: Pick<AppContext, "db" | "log">, now = new Date()): void {
  try {
    purgeOldAnalytics(ctx.db, now);
    purgeOldSearchStats(ctx.db, now);
    purgeOldContactMessages(ctx.db, now);
    deleteStaleGrants(ctx.db, now);
    purgeInactiveAccounts(ctx.db, now);
    purgeOldPayments(ctx.db, now);
  } catch (error) {
    ctx.log(`retention job failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs at start-up and then once a day; the timer does not keep the process alive. */
export function scheduleRetention(ctx: Pick<AppContext, "db" | "log">): () => void {
  runRetention(ctx);
  const timer = setInterval(() => runRetention(ctx), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
