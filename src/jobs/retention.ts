import type { AppContext } from "../app-context";
import { purgeOldAnalytics } from "../features/analytics/service";
import { purgeOldSearchStats } from "../features/search-stats/service";
import { purgeOldContactMessages } from "../features/contact/service";
import { deleteStaleGrants, deleteUnusedUploads } from "../features/images/service";
import { purgeInactiveAccounts } from "../features/accounts/service";
import { purgeOldPayments } from "../db/retention";

const DAY_MS = 24 * 3600 * 1000;

/**
 * Keeps the privacy policy's promises (docs/product.md D20): analytics and search counts 26 months, contact messages 2
 * years, accounts 3 years without use, payment records 7 years; drops dead sessions and upload URLs,
 * and uploads used nowhere a day after they were stored (docs/decisions/0046-hardening-round-3.md).
 */
export async function runRetention(ctx: Pick<AppContext, "db" | "env" | "log">, now = new Date()): Promise<void> {
  try {
    purgeOldAnalytics(ctx.db, now);
    purgeOldSearchStats(ctx.db, now);
    purgeOldContactMessages(ctx.db, now);
    deleteStaleGrants(ctx.db, now);
    purgeInactiveAccounts(ctx.db, now);
    purgeOldPayments(ctx.db, now);
    const unused = await deleteUnusedUploads(ctx.db, ctx.env.UPLOADS_DIR, now);
    if (unused > 0) ctx.log(`Deleted ${unused} upload${unused === 1 ? "" : "s"} used nowhere for a day.`);
  } catch (error) {
    ctx.log(`retention job failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs at start-up and then once a day; the timer does not keep the process alive. */
export function scheduleRetention(ctx: Pick<AppContext, "db" | "env" | "log">): () => void {
  void runRetention(ctx);
  const timer = setInterval(() => void runRetention(ctx), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
