import { createHash } from "node:crypto";
import type { ClickType } from "../../contract/churches";
import type { Db } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { deleteCountersBefore, deleteSavesSeenBefore, deleteSeenBefore, incrementCounter, markSeen, type Counter } from "./queries";
import { RotatingSalt } from "./rotating-salt";

export type { Counter };
export { SaveCounter, savesThisMonth } from "./saves";

/** Crawlers and link previews are not visitors. */
const BOT_PATTERN = /bot|crawl|spider|slurp|facebookexternalhit|preview|curl|wget|python-requests|httpclient/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || BOT_PATTERN.test(userAgent);
}

/**
 * Counts views and clicks per church and day without keeping who made them (docs/product.md D20):
 * a visitor is recognised within one day only, by a hash salted with a secret that lives in
 * memory and changes every day; no IP address or user agent is stored.
 */
export class AnalyticsRecorder {
  private readonly salt: RotatingSalt;

  constructor(private readonly db: Db) {
    this.salt = new RotatingSalt((day) => deleteSeenBefore(db, day));
  }

  /** Answers whether the event was counted (false for a repeat within the day). */
  record(churchId: number, counter: Counter, visitor: { address: string; userAgent: string }, now = new Date()): boolean {
    const day = centralDay(now);
    const hash = createHash("sha256")
      .update(`${this.salt.for(day)}|${visitor.address}|${visitor.userAgent}|${churchId}|${counter}`)
      .digest("base64url");
    if (!markSeen(this.db, day, hash)) return false;
    incrementCounter(this.db, churchId, day, counter);
    return true;
  }
}

export const viewCounter = (viewType: "directory" | "profile"): Counter =>
  viewType === "directory" ? "directoryViews" : "profileViews";

export const clickCounter = (clickType: ClickType): Counter =>
  clickType === "website" ? "websiteClicks" : clickType === "phone" ? "phoneClicks" : "directionClicks";

/** Analytics are kept 26 months (privacy policy; docs/product.md D20). */
export const ANALYTICS_RETENTION_MONTHS = 26;

export function purgeOldAnalytics(db: Db, now = new Date()): void {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  deleteCountersBefore(db, centralDay(cutoff));
  // Past months' save hashes, even when no save came this month to drop them (docs/decisions/0062-shortlist-accounts.md).
  deleteSavesSeenBefore(db, centralDay(now).slice(0, 7));
}
