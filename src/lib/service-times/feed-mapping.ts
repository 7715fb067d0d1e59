import * as z from "zod/mini";
import { foldWord, ruleWords, type SyncChanges, type SyncedCancel, type SyncedSpecial } from "../../contract/service-times/calendar-feed";
import { weekdayOf } from "../../contract/service-times/calendar-days";
import { EXCEPTION_NOTE_MAX } from "../../contract/service-times/exceptions";
import type { SpecialService } from "../../contract/service-times/occasions";
import { TITLE_MAX, type ServiceLanguage, type WeeklyService } from "../../contract/service-times/options";
import { specialServiceSchema } from "../../contract/service-times/schemas";
import type { FeedEvent } from "./ical-feed";

/**
 * What a church's calendar says, as the owner mapped it (docs/service-times.md, Calendar sync):
 * an event whose title holds a word of the cancel rule cancels the weekly service at its date and
 * time (only when one happens then); else one whose title holds a word of the services rule is a
 * special service ('other', the event's title, date, time and length, in the church's language).
 * The owner's own rows win: an event at the date and time of a special service or an exception the
 * owner typed is left out, and so is a repeating event at a weekly service's time (it is that
 * service). At most `room` special services are taken, soonest first.
 */
export interface MappingContext {
  weekly: readonly WeeklyService[];
  /** The owner's own special services and exceptions from today on (not the sync's). */
  ownSpecial: readonly Pick<SpecialService, "date" | "time">[];
  ownExceptions: readonly { date: string; time: string }[];
  language: ServiceLanguage;
  room: number;
}

export interface Mapped {
  special: SyncedSpecial[];
  cancels: SyncedCancel[];
  /** Special services left out for want of room. */
  leftOut: number;
}

const holds = (title: string, words: string[]) => {
  const folded = foldWord(title);
  return words.some((w) => folded.includes(w));
};
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function mapFeedEvents(events: readonly FeedEvent[], rules: { servicesMatch: string; cancelMatch: string }, context: MappingContext): Mapped {
  const serviceWords = ruleWords(rules.servicesMatch);
  const cancelWords = ruleWords(rules.cancelMatch);
  const at = (date: string, time: string) => `${date} ${time}`;
  const ownSpecial = new Set(context.ownSpecial.map((s) => at(s.date, s.time)));
  const ownExceptions = new Set(context.ownExceptions.map((e) => at(e.date, e.time)));
  const special: SyncedSpecial[] = [];
  const cancels: SyncedCancel[] = [];
  const taken = new Set<string>();
  let leftOut = 0;
  for (const event of events) {
    const weeklyThen = context.weekly.some((s) => s.day === weekdayOf(event.date) && s.time === event.time);
    if (cancelWords.length && holds(event.summary, cancelWords)) {
      const slot = at(event.date, event.time);
      if (!weeklyThen || ownExceptions.has(slot) || cancels.some((c) => at(c.date, c.time) === slot)) continue;
      cancels.push({ uid: event.key, date: event.date, time: event.time, note: clip(event.summary, EXCEPTION_NOTE_MAX) });
      continue;
    }
    if (!serviceWords.length || !holds(event.summary, serviceWords)) continue;
    if ((event.recurring && weeklyThen) || ownSpecial.has(at(event.date, event.time))) continue;
    const row = z.safeParse(specialServiceSchema, { occasion: "other", date: event.date, time: event.time, durationMinutes: event.durationMinutes, language: context.language, title: clip(event.summary, TITLE_MAX), note: "" });
    const same = row.success ? `${at(row.data.date, row.data.time)} ${row.data.title}` : "";
    if (!row.success || taken.has(same)) continue;
    if (special.length >= context.room) {
      leftOut++;
      continue;
    }
    taken.add(same);
    special.push({ ...row.data, uid: event.key });
  }
  return { special, cancels, leftOut };
}

const sameSpecial = (a: SyncedSpecial, b: SyncedSpecial) => JSON.stringify([a.date, a.time, a.durationMinutes, a.language, a.title, a.note, a.occasion]) === JSON.stringify([b.date, b.time, b.durationMinutes, b.language, b.title, b.note, b.occasion]);
const sameCancel = (a: SyncedCancel, b: SyncedCancel) => a.date === b.date && a.time === b.time && a.note === b.note;

/** What turns the rows the sync made before into the rows it makes now, by the events' keys. */
export function feedChanges(before: { special: readonly SyncedSpecial[]; cancels: readonly SyncedCancel[] }, now: Mapped): SyncChanges {
  const diff = <T extends { uid: string }>(old: readonly T[], next: readonly T[], same: (a: T, b: T) => boolean) => ({
    added: next.filter((n) => !old.some((o) => o.uid === n.uid && same(o, n))),
    removed: old.filter((o) => !next.some((n) => n.uid === o.uid && same(o, n))),
  });
  return { special: diff(before.special, now.special, sameSpecial), cancels: diff(before.cancels, now.cancels, sameCancel) };
}
