import * as z from "zod/mini";
import {
  DEFAULT_DURATION_MINUTES,
  IN_PERSON,
  KIND_LABELS,
  LANGUAGE_LABELS,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
  WEEKDAYS,
  type ServiceRow,
  type WeeklyService,
} from "../../contract/service-times/options";
import { weeklyServiceSchema } from "../../contract/service-times/schemas";
import { fromMinutes } from "../../contract/service-times/time";
import { lex, type Item } from "./lex";
import { readDerived } from "./read-derived";
import { MON_SAT, MON_FRI, LIST_PUNCT, CLAUSE_PUNCT, RUN_BREAKS, isEntry, isConnector, isRangeWord, isSoft, Unreadable, emptyScope, daysFrom, withMeridiem, churchHours, known, itemsOf, type TimeItem, type Time, type DayGroup, type Scope } from "./parse-items";

/**
 * Service-time strings as churches write them, in English and Spanish, into weekly services
 * (the rules: docs/service-times.md). What cannot be read for sure is kept as one row to review,
 * its note the original text: nothing a church wrote is dropped.
 */

function readStructured(text: string): WeeklyService[] {
  const items = itemsOf(text);
  const between = (a: number, b: number) => items.slice(a + 1, b);

  const times: Time[] = [];
  for (let i = 0; i < items.length; i++) {
    if (items[i]!.type !== "time") continue;
    const ranged = isRangeWord(items[i + 1]) && items[i + 2]?.type === "time";
    times.push({ first: i, last: ranged ? i + 2 : i });
    if (ranged) i += 2;
  }
  if (!times.length) throw new Unreadable();

  // Days: lists ('Mon, Wed & Fri'), ranges ('Monday–Friday', 'de lunes a viernes'), sets ('weekdays', 'daily').
  const groups: DayGroup[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    const last = groups.at(-1);
    // 'Sunday School' names its day, unless the days just read have it already ('Domingo 9 AM Escuela Dominical').
    const kindDay = isEntry(item, "kind") && item.entry.day && !last?.days.includes(item.entry.day) ? [item.entry.day] : [];
    const days = isEntry(item, "day") ? item.entry.days : kindDay;
    const set = isEntry(item, "dayset") ? item.entry.set : null;
    if (!days.length && !set) continue;
    const joins = last && between(last.last, i).every((y) => isConnector(y) || (y.type === "punct" && LIST_PUNCT.has(y.key)) || isRangeWord(y));
    const group = joins ? last : { first: i, last: i, days: [], daily: false };
    if (!joins) groups.push(group);
    if (joins && i === last.last + 2 && isRangeWord(items[i - 1]) && isEntry(items[last.last], "day") && isEntry(item, "day")) {
      group.days.push(...daysFrom(group.days.at(-1)!, days[0]!).slice(1));
    } else if (set === "weekdays") group.days.push(...MON_FRI);
    else if (set === "weekend") group.days.push("saturday", "sunday");
    else if (set === "daily") group.daily = true;
    else group.days.push(...days);
    group.last = i;
  }
  // Each time is on the days before it ('Sunday 9 AM'), or after it when the string starts with a time ('10:30 AM Sunday').
  const timeFirst = !groups.length || times[0]!.first < groups[0]!.first;
  const groupOf = new Map(
    times.map((t) => [t, timeFirst ? (groups.find((g) => g.first > t.last) ?? groups.findLast((g) => g.last < t.first)) : groups.findLast((g) => g.last < t.first)]),
  );
  const used = new Set(groupOf.values());
  if (!groups.length || groups.some((g) => !used.has(g))) throw new Unreadable();

  // What describes which time: before the first time, all of them; after a time, that time, unless
  // a comma or a new day moves on to the next time; inside brackets, the time before them.
  const parens: number[] = [];
  const openParen = items.map((item, i) => {
    const inside = parens.at(-1) ?? -1;
    if (item.type === "punct" && item.key === "(") parens.push(i);
    if (item.type === "punct" && item.key === ")") parens.pop();
    return inside;
  });
  const heading = emptyScope();
  const own = new Map<Time, Scope>(times.map((t) => [t, emptyScope()]));
  const scopeAt = (p: number): Scope => {
    const prev = times.findLast((t) => t.last < p);
    const next = times.find((t) => t.first > p);
    if (!prev) return heading;
    const movesOn = between(prev.last, p).some((y) => y.type === "punct" && CLAUSE_PUNCT.has(y.key)) || (!timeFirst && groups.some((g) => g.first > prev.last && g.first < p));
    return next && openParen[p]! <= prev.last && movesOn ? own.get(next)! : own.get(prev)!;
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (isEntry(item, "kind")) scopeAt(i).kinds.push({ kind: item.entry.kind, generic: !!item.entry.generic, at: item });
    if (isEntry(item, "language")) scopeAt(i).languages.push(item.entry.language);
    if (isEntry(item, "asl")) scopeAt(i).asl = true;
    if (isEntry(item, "meridiem")) scopeAt(i).meridiem = item.entry.meridiem;
  }
  // Notes: runs of words nothing else read ('Traditional', 'in the Chapel'), and the words kept on purpose ('Vigil').
  const inRun = (y: Item) =>
    y.type === "word" || (y.type === "punct" && !RUN_BREAKS.has(y.key)) || isConnector(y) || (y.type === "entry" && "keep" in y.entry && !!y.entry.keep);
  const carries = (y: Item) => y.type === "word" || (y.type === "entry" && y.entry.type !== "connector");
  for (let i = 0; i < items.length; ) {
    if (!inRun(items[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < items.length && inRun(items[j]!)) j++;
    let a = i;
    let b = j - 1;
    while (a <= b && !carries(items[a]!)) a++;
    while (b >= a && !carries(items[b]!)) b--;
    if (a <= b) {
      const kindBound = items.slice(a, b + 1).some((y) => isEntry(y, "kind"));
      scopeAt(a).notes.push({ text: text.slice(items[a]!.start, items[b]!.end), at: items[a]!.start, kindBound });
    }
    i = j;
  }

  // Minutes, right to left: a time without AM/PM takes its own words' ('evening'), else that of
  // the next time in its list when the list stays in order ('8:00 & 10:30 AM', not '10:30 & 6 PM'),
  // else church hours.
  const minutes = new Map<number, number>();
  const sameList = (a: number, b: number) => between(a, b).every((y) => isSoft(y) || isRangeWord(y));
  const timeIndexes = items.flatMap((y, i) => (y.type === "time" ? [i] : []));
  for (let k = timeIndexes.length - 1; k >= 0; k--) {
    const i = timeIndexes[k]!;
    const t = items[i] as TimeItem;
    const time = times.find((x) => x.first === i || x.last === i)!;
    const hint = own.get(time)!.meridiem ?? heading.meridiem;
    let value = known(t) ?? (hint ? withMeridiem(t, hint) : null);
    if (value === null) {
      let j = k + 1;
      while (j < timeIndexes.length && sameList(timeIndexes[j - 1]!, timeIndexes[j]!) && known(items[timeIndexes[j]!] as TimeItem) === null) j++;
      const shared = j < timeIndexes.length && sameList(timeIndexes[j - 1]!, timeIndexes[j]!) ? (items[timeIndexes[j]!] as TimeItem).meridiem : null;
      const next = k + 1 < timeIndexes.length && sameList(i, timeIndexes[k + 1]!) ? minutes.get(timeIndexes[k + 1]!)! : null;
      const candidate = shared ? withMeridiem(t, shared) : null;
      value = candidate !== null && next !== null && candidate <= next ? candidate : churchHours(t);
    }
    minutes.set(i, value);
  }

  const spanish = items.some((y) => y.type === "entry" && "spanish" in y.entry && y.entry.spanish);
  const all = read(heading, text);
  const rows: WeeklyService[] = [];
  for (const t of times) {
    const mine = read(own.get(t)!, text);
    const start = minutes.get(t.first)!;
    const length = t.last === t.first ? DEFAULT_DURATION_MINUTES : (minutes.get(t.last)! - start + 1440) % 1440;
    if (length < MIN_DURATION_MINUTES || length > MAX_DURATION_MINUTES) throw new Unreadable();
    const notes = [...(mine.kind ? all.notes.filter((n) => !n.kindBound) : all.notes), ...mine.notes].sort((a, b) => a.at - b.at).map((n) => n.text);
    const service = labelled({
      time: fromMinutes(start),
      durationMinutes: length,
      language: mine.language ?? all.language ?? (spanish ? "spanish" : "english"),
      asl: mine.asl || all.asl,
      kind: mine.kind ?? all.kind ?? "worship",
      note: capitalised(notes.join(", ").replace(/\s+/g, " ")),
      ...IN_PERSON,
    });
    const group = groupOf.get(t)!;
    const days = group.daily ? (service.kind === "mass" ? MON_SAT : [...WEEKDAYS]) : group.days;
    for (const day of days) {
      const checked = z.safeParse(weeklyServiceSchema, { ...service, day });
      if (!checked.success) throw new Unreadable();
      rows.push(checked.data);
    }
  }
  return rows;
}

/** A scope's kind (the first, 'service' giving way to any other), language (two make bilingual), ASL and notes. */
function read(scope: Scope, text: string) {
  const specific = scope.kinds.filter((k) => !k.generic);
  let notes = scope.notes;
  // 'Bible Study and Prayer': the first kind, and the words as written in the note.
  if (new Set(specific.map((k) => k.kind)).size > 1) {
    const from = specific[0]!.at.start;
    const to = specific.at(-1)!.at.end;
    notes = [...notes.filter((n) => n.at < from || n.at >= to), { text: text.slice(from, to), at: from, kindBound: true }];
  }
  const languages = new Set(scope.languages);
  return {
    kind: (specific[0] ?? scope.kinds[0])?.kind,
    language: languages.size > 1 ? ("bilingual" as const) : [...languages][0],
    asl: scope.asl,
    notes,
  };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const labelKey = <K extends string>(labels: Record<K, string>, text: string) => (Object.keys(labels) as K[]).find((k) => labels[k].toLowerCase() === text.toLowerCase());

/** A note that is only a label ('Other') is that label, as the display string would read it. */
function labelled(s: Omit<WeeklyService, "day">): Omit<WeeklyService, "day"> {
  const language = labelKey(LANGUAGE_LABELS, s.note);
  const kind = labelKey(KIND_LABELS, s.note);
  if (language) return { ...s, language, note: "" };
  if (kind) return { ...s, kind, note: "" };
  return s;
}

/** The row of a string to review: the text as its note, with the day and the time when it names one of each. */
function toReview(text: string): ServiceRow {
  const items = lex(text);
  const days = items.flatMap((y) => (isEntry(y, "day") ? y.entry.days : []));
  const times = items.filter((y): y is TimeItem => y.type === "time" && !y.bare);
  return {
    day: days.length === 1 ? days[0]! : null,
    time: times.length === 1 ? fromMinutes(known(times[0]!) ?? churchHours(times[0]!)) : null,
    durationMinutes: DEFAULT_DURATION_MINUTES,
    language: "english",
    asl: false,
    kind: "worship",
    note: text,
    ...IN_PERSON,
    needsReview: true,
  };
}

/** One string into its weekly services, or into one row to review. */
export function parseServiceString(input: string): ServiceRow[] {
  // Our display strings are read as they are: a note may hold two spaces in a row.
  const derived = readDerived(input);
  if (derived) return [{ ...derived, needsReview: false }];
  const text = input.replace(/\s+/g, " ").trim();
  try {
    return readStructured(text).map((s) => ({ ...s, needsReview: false }));
  } catch (e) {
    if (e instanceof Unreadable) return [toReview(text)];
    throw e;
  }
}

/** Every string's services, a service written twice kept once; rows to review in the strings' order. */
export function parseServiceStrings(strings: readonly string[]): ServiceRow[] {
  const seen = new Set<string>();
  return strings.flatMap(parseServiceString).filter((row) => {
    const key = JSON.stringify(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
