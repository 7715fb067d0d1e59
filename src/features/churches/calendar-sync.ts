import { addDays } from "../../contract/service-times/calendar-days";
import { changedAnything, countChanges, FEED_DAYS_AHEAD, type SyncCounts } from "../../contract/service-times/calendar-feed";
import { MAX_SPECIAL_SERVICES } from "../../contract/service-times/fields";
import { isWeeklyService } from "../../contract/service-times/options";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { centralDay } from "../../lib/dates";
import { fetchCalendar, FetchRefused, type Fetched, type SafeFetchOptions } from "../../lib/safe-fetch";
import { readFeedEvents, unreadableCalendar } from "../../lib/service-times/ical-feed";
import { feedChanges, mapFeedEvents } from "../../lib/service-times/feed-mapping";
import { applyFeedRows, insertSyncRun, selectFeed, selectFeedRows, updateFeed, type StoredFeed } from "./calendar-feed-queries";
import { selectChurchLanguages } from "./queries";
import { selectWeeklyServices } from "./page-rows-queries";

/**
 * One sync of a church's calendar feed (docs/service-times.md, Calendar sync): read it (a
 * conditional GET the same day), turn its coming events into the rows the owner's rules say, and
 * change only the rows the feed made before. A feed that cannot be read keeps its rows and records
 * why, when it began failing and how many times in a row. A sync that changed something is kept
 * as a run, so the owner sees it and can undo the last one.
 */
export type SyncOutcome = { status: "changed"; counts: SyncCounts } | { status: "unchanged" | "not-modified" } | { status: "error"; error: string };

export interface SyncOptions {
  /** Who asked: the owner, or null for the hourly job. */
  actorId: number | null;
  allowLoopback: boolean;
  now?: Date;
  /** The owner's 'Sync now': the whole calendar is read again, not asked whether it changed. */
  full?: boolean;
  /** Tests: another reader of the address. */
  fetcher?: (url: string, options: SafeFetchOptions) => Promise<Fetched>;
}

function recordFailure(db: Db, feed: StoredFeed, reason: string, now: Date): SyncOutcome {
  updateFeed(db, feed.churchId, { lastFetchedAt: now, lastStatus: "error", lastError: reason, failingSince: feed.lastStatus === "error" ? feed.failingSince : now, failures: feed.failures + 1 });
  return { status: "error", error: reason };
}

export async function syncCalendarFeed(db: Db, churchId: number, { actorId, allowLoopback, now = new Date(), full = false, fetcher = fetchCalendar }: SyncOptions): Promise<SyncOutcome> {
  const feed = selectFeed(db, churchId);
  // Stopped since it was listed: nothing to read.
  if (!feed) return { status: "unchanged" };
  const today = centralDay(now);
  // The window of dates moves each day: a copy read on another day must be mapped again.
  const validators = !full && feed.readOn === today ? { etag: feed.etag, lastModified: feed.lastModified } : null;
  let fetched: Fetched;
  let events: ReturnType<typeof readFeedEvents> = [];
  try {
    fetched = await fetcher(feed.url, { validators, allowLoopback });
    if (!fetched.notModified) events = readFeedEvents(fetched.body, today, addDays(today, FEED_DAYS_AHEAD));
  } catch (error) {
    // Anything else (a bug of ours, a parser's surprise) is told as an unreadable file, never silently.
    const reason = error instanceof FetchRefused ? error.message : unreadableCalendar().message;
    return db.transaction(() => {
      const current = selectFeed(db, churchId);
      return current && current.url === feed.url ? recordFailure(db, current, reason, now) : { status: "error" as const, error: reason };
    });
  }
  return db.transaction((): SyncOutcome => {
    const current = selectFeed(db, churchId);
    // Stopped, or given another address or other rules while it was read: that one's sync counts.
    if (!current || current.url !== feed.url || current.servicesMatch !== feed.servicesMatch || current.cancelMatch !== feed.cancelMatch) return { status: "unchanged" };
    const ok = { lastFetchedAt: now, lastStatus: "ok" as const, lastError: null, failingSince: null, failures: 0 };
    if (fetched.notModified) {
      updateFeed(db, churchId, ok);
      return { status: "not-modified" };
    }
    const rows = selectFeedRows(db, churchId, today);
    const languages = selectChurchLanguages(db, churchId);
    const mapped = mapFeedEvents(events, current, {
      weekly: (selectWeeklyServices(db, [churchId]).get(churchId) ?? []).filter(isWeeklyService),
      ownSpecial: rows.ownSpecial,
      ownExceptions: rows.ownExceptions,
      language: languages.length === 1 ? languages[0]! : "english",
      room: Math.max(0, MAX_SPECIAL_SERVICES - rows.ownSpecial.length),
    });
    const changes = feedChanges(rows.synced, mapped);
    updateFeed(db, churchId, { ...ok, etag: fetched.validators.etag, lastModified: fetched.validators.lastModified, readOn: today, eventsFound: events.length, leftOut: mapped.leftOut });
    if (!changedAnything(changes)) return { status: "unchanged" };
    applyFeedRows(db, churchId, { drop: { special: changes.special.removed, cancels: changes.cancels.removed }, put: { special: changes.special.added, cancels: changes.cancels.added } }, now);
    insertSyncRun(db, { feedId: current.id, churchId, at: now, changes });
    const counts = countChanges(changes);
    recordAudit(db, { actorId, action: "church.calendar_synced", entityType: "church", entityId: churchId, details: { ...counts } });
    return { status: "changed", counts };
  });
}
