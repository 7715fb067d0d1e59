import { WEEKDAYS, type ServiceKind, type ServiceLanguage, type Weekday } from "../../contract/service-times/options";
import { lex, type Item } from "./lex";
import { RANGE_WORDS, type Entry } from "./vocabulary";

/** The pieces the service-time parser reads a string with: its items, day groups, scopes and church hours (docs/service-times.md). */

export type TimeItem = Extract<Item, { type: "time" }>;
export type Meridiem = "am" | "pm";

export const MON_SAT: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
export const MON_FRI = MON_SAT.slice(0, 5);
/** Punctuation inside a list of days or times ('Mon, Wed & Fri', '8, 10:30 and 12'). */
export const LIST_PUNCT = new Set([",", "&", "/", "+"]);
/** After a time, these move on to what describes the next one ('9 AM English, 11 AM Spanish'). */
export const CLAUSE_PUNCT = new Set([",", ";", "|"]);
/** Punctuation that ends a note's run of words. */
export const RUN_BREAKS = new Set([",", ";", "|", "(", ")", "[", "]", ":", "·"]);

export const isEntry = <T extends Entry["type"]>(item: Item | undefined, type: T): item is Item & { type: "entry"; entry: Extract<Entry, { type: T }> } =>
  item?.type === "entry" && item.entry.type === type;
export const isConnector = (item: Item | undefined) => isEntry(item, "connector");
export const isRangeWord = (item: Item | undefined) => !!item && (item.type === "punct" || item.type === "word" || isConnector(item)) && RANGE_WORDS.has(item.key);
/** What may separate items of one list: little words and list punctuation. */
export const isSoft = (item: Item) => isConnector(item) || (item.type === "punct" && (LIST_PUNCT.has(item.key) || [":", "@", "(", "-", "–"].includes(item.key)));

/** The string is not a plain weekly schedule, or not one we can read for sure. */
export class Unreadable extends Error {}

/** A service's start (a time, or a range such as '3:30–4:30 PM') by its place in the items. */
export interface Time {
  first: number;
  last: number;
}
export interface DayGroup {
  first: number;
  last: number;
  days: Weekday[];
  /** 'Daily': Monday to Saturday for Mass (Sunday has its own), every day otherwise. */
  daily: boolean;
}
/** What words say about services: the heading's apply to every time, a time's own to it alone. */
export interface Scope {
  kinds: { kind: ServiceKind; generic: boolean; at: Item }[];
  languages: ServiceLanguage[];
  asl: boolean;
  meridiem: Meridiem | null;
  notes: { text: string; at: number; kindBound: boolean }[];
}
export const emptyScope = (): Scope => ({ kinds: [], languages: [], asl: false, meridiem: null, notes: [] });

export const daysFrom = (from: Weekday, to: Weekday) => {
  const days: Weekday[] = [];
  for (let i = WEEKDAYS.indexOf(from); ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i]!);
    if (WEEKDAYS[i] === to) return days;
  }
};
export const withMeridiem = (t: TimeItem, meridiem: Meridiem) => ((t.hour % 12) + (meridiem === "pm" ? 12 : 0)) * 60 + t.minute;
/** Without AM/PM, church hours: 7–11 in the morning, 12 noon, 1–6 in the afternoon or evening. */
export const churchHours = (t: TimeItem) => (t.fixed || t.hour === 0 || t.hour > 12 ? t.hour * 60 + t.minute : withMeridiem(t, t.hour >= 7 && t.hour <= 11 ? "am" : "pm"));
export const known = (t: TimeItem) => (t.meridiem ? withMeridiem(t, t.meridiem) : t.fixed ? t.hour * 60 + t.minute : null);

/** Hand-written text into its items: first Sundays, seasons and appointments refused; lone numbers read as times only where times go. */
export function itemsOf(text: string): Item[] {
  const items = lex(text);
  const step = (from: number, by: 1 | -1, skip: (i: Item) => boolean) => {
    let i = from + by;
    while (items[i] && skip(items[i]!)) i += by;
    return items[i];
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (isEntry(item, "review")) throw new Unreadable();
    if (isEntry(item, "ordinal")) {
      const next = step(i, 1, (x) => isSoft(x) || isEntry(x, "ordinal"));
      if (isEntry(next, "day") || isEntry(next, "dayset")) throw new Unreadable();
      // '1st service', '2nd service' only number the services.
      items[i] = isEntry(next, "kind") ? { ...item, entry: { type: "connector" } } : { type: "word", start: item.start, end: item.end, key: item.key };
    }
  }
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.type !== "time" || !item.bare) continue;
    const before = step(i, -1, isSoft);
    const opensRange = isRangeWord(items[i + 1]) && items[i + 2]?.type === "time";
    if (!opensRange && !(before && (before.type === "time" || (before.type === "entry" && before.entry.type !== "connector")))) {
      items[i] = { type: "word", start: item.start, end: item.end, key: item.key };
    }
  }
  return items;
}

