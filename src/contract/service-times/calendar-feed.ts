import * as z from "zod/mini";
import { optionalText } from "../fields";
import { msg } from "../i18n/msg";
import type { SpecialService } from "./occasions";

/**
 * A church's own public iCalendar feed, synced into its special services and cancellations
 * (docs/service-times.md, Calendar sync; docs/decisions/0053-calendar-sync.md). The owner maps
 * events by words in their titles: 'events whose title contains Mass become special services',
 * 'events whose title contains No service cancel the weekly service at that time'.
 */

/** Events are taken from today to this many days ahead: the occurrences' two months. */
export const FEED_DAYS_AHEAD = 62;
export const FEED_URL_MAX = 1000;
export const FEED_RULE_MAX = 200;

const URL_MESSAGE = msg("calendarFeedUrl", "Enter your calendar's public https address, for example https://calendar.google.com/calendar/ical/…/basic.ics");
const RULES_MESSAGE = msg("calendarFeedRules", "Say which events become special services, which cancel a service, or both");

/** A subscription address (webcal://) is the same calendar over https. */
const asHttps = (v: string) => v.trim().replace(/^webcals?:\/\//i, "https://");
const isWebAddress = (v: string) => {
  if (/[\s\p{Cc}]/u.test(v)) return false;
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

/**
 * The owner's feed form and PUT /api/user/churches/{id}/calendar-feed. Whether the address is on
 * the public internet is the server's to say (it resolves the name when it reads the calendar).
 */
export const calendarFeedSchema = z
  .object({
    url: z.pipe(z.string(URL_MESSAGE), z.transform(asHttps)).check(z.maxLength(FEED_URL_MAX, URL_MESSAGE), z.refine(isWebAddress, URL_MESSAGE)),
    servicesMatch: optionalText(FEED_RULE_MAX),
    cancelMatch: optionalText(FEED_RULE_MAX),
  })
  .check(z.refine((v) => Boolean(v.servicesMatch || v.cancelMatch), { message: RULES_MESSAGE, path: ["servicesMatch"], when: () => true }));
export type CalendarFeedInput = z.infer<typeof calendarFeedSchema>;

/** The words of a rule: 'Mass, Vigil' is Mass or Vigil; case and accents do not count. */
export const ruleWords = (rule: string) =>
  rule
    .split(",")
    .map((w) => foldWord(w))
    .filter(Boolean);
export const foldWord = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** A special service the sync made, known by its event's key. */
export interface SyncedSpecial extends SpecialService {
  uid: string;
}
/** A weekly service's date the sync cancelled. */
export interface SyncedCancel {
  uid: string;
  date: string;
  time: string;
  note: string;
}
/** What one sync changed: the rows it added and removed (a changed event is both). */
export interface SyncChanges {
  special: { added: SyncedSpecial[]; removed: SyncedSpecial[] };
  cancels: { added: SyncedCancel[]; removed: SyncedCancel[] };
}
export interface SyncCounts {
  added: number;
  changed: number;
  removed: number;
  cancelled: number;
  uncancelled: number;
}

export function countChanges({ special, cancels }: SyncChanges): SyncCounts {
  const both = <T extends { uid: string }>(a: T[], b: T[]) => a.filter((x) => b.some((y) => y.uid === x.uid)).length;
  const changed = both(special.added, special.removed);
  const rebooked = both(cancels.added, cancels.removed);
  return { added: special.added.length - changed, changed: changed + rebooked, removed: special.removed.length - changed, cancelled: cancels.added.length - rebooked, uncancelled: cancels.removed.length - rebooked };
}
export const changedAnything = (c: SyncChanges) => c.special.added.length + c.special.removed.length + c.cancels.added.length + c.cancels.removed.length > 0;

/** The owner's view of the feed (GET …/calendar-feed), as the changes page shows it. */
export interface CalendarFeedView {
  url: string;
  servicesMatch: string;
  cancelMatch: string;
  /** 'new' until first read. */
  status: "new" | "ok" | "error";
  /** Undone syncs pause it, so the next hour does not do it again; Sync now or Save resume it. */
  paused: boolean;
  lastFetchedAt: string | null;
  /** Why the last read failed, in the owner's words (the validation catalogue's English). */
  error: string | null;
  /** When it began to fail, while it fails. */
  failingSince: string | null;
  failures: number;
  /** Events the last read found in the coming days, and those left out for want of room. */
  events: number;
  leftOut: number;
  /** The last sync that changed something. */
  lastRun: { at: string; counts: SyncCounts; undone: boolean } | null;
}

/** A reason after a colon: 'could not be read since Feb 24: the calendar's address answered …'. */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A feed that fails, for the owner's dashboard. */
export interface FailingFeed {
  churchId: number;
  churchName: string;
  since: string;
  reason: string;
}

/** The problems the changes page may be sent back with for this form: anything else in its address is not shown. */
export const CALENDAR_FEED_PROBLEMS: ReadonlySet<string> = new Set([
  URL_MESSAGE,
  RULES_MESSAGE,
  msg("atMostCharacters", `At most ${FEED_RULE_MAX} characters`),
  msg("calendarFeedNotFound", "Your church does not sync a calendar"),
  msg("calendarFeedNothingToUndo", "There is no sync to undo"),
  msg("calendarFeedTooOften", "The calendar was read several times in the last minutes: try again later"),
]);
