import { number as formatNumber, plural as pluralOf, select as selectOf } from "@messageformat/runtime";
import { en as englishPlural, es as spanishPlural } from "@messageformat/runtime/lib/cardinals";
import type { Lang } from "./lang";

// The compiled messages' helpers (plural and number rules through Intl), which the messages
// plugin has them import from here: every script with texts loads this module, so the helpers
// ride in its chunk instead of two small files of their own on every page with an island
// (docs/decisions/0043-message-catalogues.md, What the pages weigh).
// A plural's `#` under 1,000 is written as it is: a whole number that small reads the same in both
// languages with or without Intl, and the first Intl.NumberFormat a page makes loads its number
// data, the longest task of the directory's hydration on a slow phone (docs/decisions/0040-first-paint.md,
// Measured, not simulated).
export const number = (lc: string, value: number, offset: number): string => {
  const n = value - offset;
  return Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : formatNumber(lc, value, offset);
};
export const plural = pluralOf;
export const select = selectOf;
export const en = englishPlural;
export const es = spanishPlural;

/**
 * Message catalogues (docs/i18n.md, Catalogues): each area of the interface has one JSON file a
 * language, `messages/en/<area>.json` and `messages/es/<area>.json`, holding ICU MessageFormat
 * strings. Imported, a catalogue file is a module of functions: the messages plugin
 * (src/render/i18n/messages-plugin.ts) compiles it with @messageformat/core, on the server at load
 * time and for the browser at build time, so the browser ships only the compiled functions and a
 * few hundred bytes of runtime that plural and number rules go through `Intl`.
 */
export type Values = Record<string, string | number>;
type Compiled = (values: Values) => string;

/** Both languages of one area, keyed alike. */
export interface Catalogue<K extends string> {
  readonly en: Record<K, string>;
  readonly es: Record<K, string>;
}

/**
 * Pairs an area's English and Spanish files. The Spanish file must have every English key: a
 * missing translation is a type error here (the catalogue test checks the other direction).
 */
export function defineCatalogue<E extends Record<string, string>>(en: E, es: { [K in keyof E]: string }): Catalogue<keyof E & string> {
  return { en, es };
}

export type Translate<K extends string> = (key: K, values?: Values) => string;

/** The area's messages in one language: `t("key", { count: 3 })`. */
export function translator<K extends string>(catalogue: Catalogue<K>, lang: Lang): Translate<K> {
  // The files' types say string (what the JSON holds); at run time they are compiled functions.
  const messages = catalogue[lang] as unknown as Record<K, Compiled>;
  return (key, values = {}) => messages[key](values);
}
