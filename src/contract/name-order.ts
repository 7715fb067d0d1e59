import type { Lang } from "./i18n/lang";

// Names in the order a reader expects (docs/decisions/0058-distance-and-name-order.md): SQL's
// ORDER BY is byte order ('Zion' before 'église', 'Iglesia Metodista' before 'Iglesia de
// Cristo', 'Chapel 10' before 'Chapel 9'), so every list of names is sorted here instead: case
// and accents aside, numbers as numbers, in the page's language (in Spanish ñ follows n).

const collators = new Map<Lang, Intl.Collator>();

/** The page's language's collation of names (one per language, made once). */
export function nameCollator(lang: Lang = "en"): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) collators.set(lang, (collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true })));
  return collator;
}

/** Compares two names as the page's language orders them. */
export const compareNames = (lang: Lang = "en") => nameCollator(lang).compare;

/** A copy of the items in their names' order (stable: equal names keep their order). */
export function sortByName<T>(items: readonly T[], nameOf: (item: T) => string, lang: Lang = "en"): T[] {
  const compare = nameCollator(lang).compare;
  return [...items].sort((a, b) => compare(nameOf(a), nameOf(b)));
}
