import type { AppContext } from "../app-context";
import { dueCalendarFeeds, syncCalendarFeed } from "../features/churches/service";
import { everyHour } from "./hourly";

/**
 * Reads every church's calendar feed that is due (not read for 50 minutes, not paused by an undo),
 * one at a time (docs/service-times.md, Calendar sync). Each feed that changed something or failed
 * gets a line; the run ends with a summary, or says nothing when no feed was due.
 */
export async function syncDueCalendarFeeds(ctx: Pick<AppContext, "db" | "env" | "log">, now = () => new Date()): Promise<string | null> {
  const due = dueCalendarFeeds(ctx.db, now());
  if (!due.length) return null;
  const tally = { changed: 0, unchanged: 0, notModified: 0, failed: 0 };
  for (const [i, churchId] of due.entries()) {
    const outcome = await syncCalendarFeed(ctx.db, churchId, { actorId: null, allowLoopback: ctx.env.CALENDAR_FEEDS_ALLOW_LOOPBACK, now: now() });
    const where = `calendar sync ${i + 1}/${due.length}: church ${churchId}`;
    if (outcome.status === "changed") {
      tally.changed++;
      const c = outcome.counts;
      ctx.log(`${where}: ${c.added} added, ${c.changed} changed, ${c.removed} removed, ${c.cancelled} cancelled, ${c.uncancelled} cancellations taken back`);
    } else if (outcome.status === "error") {
      tally.failed++;
      ctx.log(`${where} failed: ${outcome.error}`);
    } else if (outcome.status === "not-modified") tally.notModified++;
    else tally.unchanged++;
  }
  return `calendar sync: ${due.length} calendar${due.length === 1 ? "" : "s"} read: ${tally.changed} changed, ${tally.unchanged} unchanged, ${tally.notModified} not modified (304), ${tally.failed} failed`;
}

/** Soon after start and every hour (src/jobs/hourly.ts), one run at a time. */
export function scheduleCalendarSync(ctx: AppContext): () => void {
  return everyHour(ctx, "calendar sync", () => syncDueCalendarFeeds(ctx));
}
