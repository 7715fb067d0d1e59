import { countChanges, type CalendarFeedInput, type CalendarFeedView, type FailingFeed } from "../../contract/service-times/calendar-feed";
import { msg } from "../../contract/i18n/msg";
import { isPublicHttpsUrl } from "../../contract/public-address";
import { recordAudit } from "../../db/audit";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { sortByName } from "../../contract/name-order";
import { applyFeedRows, deleteFeed, markRunUndone, selectDueFeeds, selectFailingFeeds, selectFeed, selectLastRun, unlinkFeedRows, updateFeed, upsertFeed, type StoredFeed } from "./calendar-feed-queries";
import { syncCalendarFeed, type SyncOptions } from "./calendar-sync";
import { assertOwnsChurch } from "./church-writes";

/**
 * The owner's commands on the church's calendar feed (docs/service-times.md, Calendar sync;
 * docs/decisions/0053-calendar-sync.md): set it, sync it now, undo the last sync, stop it.
 */
const URL_MESSAGE = msg("calendarFeedUrl", "Enter your calendar's public https address, for example https://calendar.google.com/calendar/ical/…/basic.ics");
const NOT_FOUND = msg("calendarFeedNotFound", "Your church does not sync a calendar");
const NOTHING_TO_UNDO = msg("calendarFeedNothingToUndo", "There is no sync to undo");

/** A local feed server in tests (CALENDAR_FEEDS_ALLOW_LOOPBACK): http://127.0.0.1 and nothing else. */
const isLoopbackTestUrl = (url: string) => /^http:\/\/127\.0\.0\.1(:\d{1,5})?\//.test(url);

const iso = (at: Date | null) => (at ? at.toISOString() : null);
function viewOf(db: Db, feed: StoredFeed): CalendarFeedView {
  const run = selectLastRun(db, feed.id);
  return {
    url: feed.url,
    servicesMatch: feed.servicesMatch,
    cancelMatch: feed.cancelMatch,
    status: feed.lastStatus ?? "new",
    paused: feed.paused,
    lastFetchedAt: iso(feed.lastFetchedAt),
    error: feed.lastError,
    failingSince: iso(feed.failingSince),
    failures: feed.failures,
    events: feed.eventsFound,
    leftOut: feed.leftOut,
    lastRun: run ? { at: run.at.toISOString(), counts: countChanges(run.changes), undone: run.undoneAt !== null } : null,
  };
}

function ownFeed(db: Db, user: { id: number }, churchId: number): StoredFeed {
  assertOwnsChurch(db, user, churchId);
  const feed = selectFeed(db, churchId);
  if (!feed) throw notFound(NOT_FOUND);
  return feed;
}

/** The owner's view of the feed, or null when the church syncs none. */
export function ownersCalendarFeed(db: Db, user: { id: number }, churchId: number): CalendarFeedView | null {
  assertOwnsChurch(db, user, churchId);
  const feed = selectFeed(db, churchId);
  return feed ? viewOf(db, feed) : null;
}

/**
 * Sets the church's feed. A new address starts afresh (its state, not the rows the old one made:
 * the next sync removes those its calendar does not hold); new rules read the whole calendar again.
 */
export function saveCalendarFeed(db: Db, user: { id: number }, churchId: number, input: CalendarFeedInput, { allowLoopback, now = new Date() }: { allowLoopback: boolean; now?: Date }): void {
  db.transaction(() => {
    assertOwnsChurch(db, user, churchId);
    if (!isPublicHttpsUrl(input.url) && !(allowLoopback && isLoopbackTestUrl(input.url))) throw new HttpError(422, URL_MESSAGE, { fields: { url: URL_MESSAGE } });
    const before = selectFeed(db, churchId);
    const rules = { servicesMatch: input.servicesMatch ?? "", cancelMatch: input.cancelMatch ?? "" };
    const fresh = before?.url !== input.url ? { lastFetchedAt: null, lastStatus: null, lastError: null, failingSince: null, failures: 0, eventsFound: 0, leftOut: 0 } : {};
    upsertFeed(db, churchId, { url: input.url, ...rules, etag: null, lastModified: null, readOn: null, paused: false, updatedAt: now, ...fresh });
    recordAudit(db, { actorId: user.id, action: "church.calendar_feed_set", entityType: "church", entityId: churchId, details: { url: input.url, ...rules } });
  });
}

/** Reads the whole feed now, at the owner's word: an undone sync's pause ends. */
export async function syncOwnersCalendarFeed(db: Db, user: { id: number }, churchId: number, options: Omit<SyncOptions, "actorId">): Promise<CalendarFeedView> {
  ownFeed(db, user, churchId);
  updateFeed(db, churchId, { paused: false });
  await syncCalendarFeed(db, churchId, { ...options, actorId: user.id, full: true });
  return viewOf(db, ownFeed(db, user, churchId));
}

/**
 * Puts back what the last sync changed, if it has not been undone, and pauses the feed so the next
 * hour does not do it again.
 */
export function undoLastCalendarSync(db: Db, user: { id: number }, churchId: number, now = new Date()): CalendarFeedView {
  return db.transaction(() => {
    const feed = ownFeed(db, user, churchId);
    const run = selectLastRun(db, feed.id);
    if (!run || run.undoneAt) throw notFound(NOTHING_TO_UNDO);
    const { special, cancels } = run.changes;
    applyFeedRows(db, churchId, { drop: { special: special.added, cancels: cancels.added }, put: { special: special.removed, cancels: cancels.removed } }, now);
    markRunUndone(db, run.id, now);
    // Its rows no longer follow the last copy read: the next read maps the whole calendar again.
    updateFeed(db, churchId, { paused: true, readOn: null });
    recordAudit(db, { actorId: user.id, action: "church.calendar_sync_undone", entityType: "church", entityId: churchId, details: { ...countChanges(run.changes) } });
    return viewOf(db, selectFeed(db, churchId)!);
  });
}

/** Stops syncing: the rows the feed made stay, as the owner's own. */
export function stopCalendarFeed(db: Db, user: { id: number }, churchId: number): void {
  db.transaction(() => {
    ownFeed(db, user, churchId);
    unlinkFeedRows(db, churchId);
    deleteFeed(db, churchId);
    recordAudit(db, { actorId: user.id, action: "church.calendar_feed_removed", entityType: "church", entityId: churchId });
  });
}

/** An owner's feeds that failed at their last read, for the dashboard. */
export function failingCalendarFeeds(db: Db, ownerId: number): FailingFeed[] {
  return sortByName(selectFailingFeeds(db, ownerId), (f) => f.churchName).map((f) => ({ churchId: f.churchId, churchName: f.churchName, since: iso(f.since) ?? "", reason: f.reason ?? "" }));
}

/** The hourly job reads a feed again once it has not been read for this long. */
export const FEED_EVERY_MS = 50 * 60_000;

/** The churches whose feeds are due, the longest waiting first. */
export const dueCalendarFeeds = (db: Db, now = new Date()) => selectDueFeeds(db, new Date(now.getTime() - FEED_EVERY_MS));
