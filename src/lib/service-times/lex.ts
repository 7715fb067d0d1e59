import { keyOf, LONGEST_PHRASE, VOCABULARY, type Entry } from "./vocabulary";

/** The service-time parser's first pass: text into words, times and punctuation, then known phrases. */

interface Span {
  /** Where the item sits in the original text. */
  start: number;
  end: number;
  /** Its words in lower case without accents ('' for a time). */
  key: string;
}
export type Item = Span &
  (
    | { type: "word" }
    | { type: "punct" }
    /** `fixed`: the hour needs no AM/PM ('18:00', '08:00', 'noon'); `bare`: a lone number such as '8'. */
    | { type: "time"; hour: number; minute: number; meridiem: "am" | "pm" | null; fixed: boolean; bare: boolean }
    | { type: "entry"; entry: Entry }
  );

const SPACE = /\s+/y;
// '10:30', '9.30', '7pm', '7:00 p.m.', '8' — not '1st', '204' or '2026'.
const TIME = /(\d{1,2})(?:[:.](\d{2}))?(?!\d)(?:\s*([ap])\.?\s?m\.?(?!\p{L}))?(?![\p{L}\d])/iuy;
const WORD = /[\p{L}\p{M}][\p{L}\p{M}'’]*|\d+[\p{L}\d]*/uy;

function match(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function tokens(text: string): Item[] {
  const items: Item[] = [];
  let at = 0;
  while (at < text.length) {
    const space = match(SPACE, text, at);
    if (space) {
      at += space[0].length;
      continue;
    }
    const time = match(TIME, text, at);
    if (time) {
      const [all, h, m, ap] = time;
      const hour = Number(h);
      const meridiem = ap ? (ap.toLowerCase() === "a" ? "am" : "pm") : null;
      // A leading zero or an afternoon hour is a 24-hour time.
      const fixed = !meridiem && m !== undefined && (h!.startsWith("0") || hour >= 13);
      const valid = (meridiem ? hour >= 1 && hour <= 12 : hour <= 23) && Number(m ?? 0) <= 59 && (meridiem || m !== undefined || hour >= 1);
      if (valid) {
        items.push({ type: "time", start: at, end: at + all.length, key: "", hour, minute: Number(m ?? 0), meridiem, fixed, bare: !meridiem && m === undefined });
        at += all.length;
        continue;
      }
    }
    const word = match(WORD, text, at);
    if (word) {
      items.push({ type: "word", start: at, end: at + word[0].length, key: keyOf(word[0]) });
      at += word[0].length;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(at)!);
    items.push({ type: "punct", start: at, end: at + ch.length, key: ch });
    at += ch.length;
  }
  return items;
}

/**
 * Words joined into the longest known phrase ('Sunday School' before 'Sunday'; a hyphen may join
 * them: 'ASL-interpreted'); 'noon' and the like become times.
 */
export function lex(text: string): Item[] {
  const raw = tokens(text);
  const items: Item[] = [];
  for (let i = 0; i < raw.length; ) {
    const first = raw[i]!;
    let found: { entry: Entry; next: number; key: string } | null = null;
    if (first.type === "word") {
      const words = [first.key];
      let j = i + 1;
      for (let n = 1; n <= LONGEST_PHRASE; n++) {
        const key = words.join(" ");
        const entry = VOCABULARY.get(key);
        if (entry) found = { entry, next: j, key };
        if (raw[j]?.type === "punct" && raw[j]!.key === "-" && raw[j + 1]?.type === "word") j++;
        const next = raw[j];
        if (next?.type !== "word") break;
        words.push(next.key);
        j++;
      }
    }
    if (!found) {
      items.push(first);
      i++;
      continue;
    }
    // '12:00 noon', '12 mediodía': the word only confirms the time before it.
    const previous = items.at(-1);
    if (found.entry.type === "clock" && previous?.type === "time" && previous.hour * 60 + previous.minute === (found.entry.minutes || 12 * 60) && !previous.meridiem) {
      items[items.length - 1] = { ...previous, end: raw[found.next - 1]!.end, hour: Math.floor(found.entry.minutes / 60), fixed: true, bare: false };
      i = found.next;
      continue;
    }
    const span = { start: first.start, end: raw[found.next - 1]!.end, key: found.key };
    items.push(
      found.entry.type === "clock"
        ? { ...span, type: "time", hour: Math.floor(found.entry.minutes / 60), minute: found.entry.minutes % 60, meridiem: null, fixed: true, bare: false }
        : { ...span, type: "entry", entry: found.entry },
    );
    i = found.next;
  }
  return items;
}
