import { defineCatalogue, translator } from "./catalogue";
import type { Lang } from "./lang";
import en from "./messages/en/validation.json";
import es from "./messages/es/validation.json";

/**
 * The contract's validation and error messages (docs/i18n.md, The API). The schemas keep their
 * English texts, the spec's; this catalogue holds each of them once, with its Spanish, so one step
 * turns a message into the reader's language wherever it is shown.
 */
export const validationText = defineCatalogue(en, es);

type Key = keyof typeof en;
type Compiled = (values: Record<string, unknown>) => string;

// An argument's place in an English message rendered with markers instead of values.
const MARK = "\u0001";
const marked = new Proxy({}, { get: (_target, name) => (typeof name === "string" ? `${MARK}${name}${MARK}` : undefined) });
// Arguments that are always numbers: matched as digits, so 'At most 30 weekly services' splits right.
const NUMBERS = new Set(["max", "min", "miles", "year", "day"]);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Pattern {
  key: Key;
  match: RegExp;
  names: string[];
}

let exact: Map<string, Key> | null = null;
let patterns: Pattern[] = [];

/** English message → key, built once: exact texts, and a pattern for each message that fills in values. */
function index(): Map<string, Key> {
  if (exact) return exact;
  exact = new Map();
  const english = validationText.en as unknown as Record<Key, Compiled>;
  for (const key of Object.keys(english) as Key[]) {
    const text = english[key](marked);
    const names = [...text.matchAll(new RegExp(`${MARK}(\\w+)${MARK}`, "g"))].map((m) => m[1]!);
    if (names.length === 0) exact.set(text, key);
    else {
      const parts = text.split(new RegExp(`${MARK}\\w+${MARK}`)).map(escapeRegExp);
      const source = parts.reduce((pattern, part, i) => pattern + (i > 0 ? (NUMBERS.has(names[i - 1]!) ? "([\\d,.]+)" : "(.+)") : "") + part, "");
      patterns.push({ key, match: new RegExp(`^${source}$`), names });
    }
  }
  return exact;
}

/**
 * A message in `lang`: an English message the catalogue knows becomes its Spanish (a filled-in
 * value that is itself a known message, like 'weekly services', is translated too); anything
 * else, and every message in English, is returned as it is.
 */
export function translateMessage(text: string, lang: Lang): string {
  if (lang === "en") return text;
  const t = translator(validationText, lang);
  const key = index().get(text);
  if (key) return t(key);
  for (const { key, match, names } of patterns) {
    const found = match.exec(text);
    if (!found) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, translateMessage(found[i + 1]!, lang)]));
    return t(key, values);
  }
  return text;
}
