import { defineCatalogue, translator, type Catalogue } from "./catalogue";
import type { Lang } from "./lang";
import en from "./messages/en/vocabulary.json";
import es from "./messages/es/vocabulary.json";

/**
 * The words of the option lists (src/contract/options.ts) as visitors read them: denominations
 * and areas (place names stay as they are), worship styles, service languages, event and article
 * categories, days of the week. Stored values stay English; only what is shown changes.
 */
export const vocabularyText = defineCatalogue(en, es);
type Key = keyof typeof en;

export interface Vocabulary {
  denomination(value: string): string;
  area(value: string): string;
  style(value: string): string;
  language(value: string): string;
  eventCategory(value: string): string;
  articleCategory(value: string): string;
  /** A day by its lower-case English name ('sunday' → 'Domingo'). */
  day(value: string): string;
}

/** The option words in a language; a value the lists do not know (a denomination an admin added) shows as stored. */
export function vocabularyIn(lang: Lang, catalogue: Catalogue<Key> = vocabularyText): Vocabulary {
  const t = translator(catalogue, lang);
  const word = (kind: string) => (value: string) => {
    const key = `${kind}.${value}`;
    return key in catalogue[lang] ? t(key as Key) : value;
  };
  return {
    denomination: word("denomination"),
    area: word("area"),
    style: word("style"),
    language: word("language"),
    eventCategory: word("eventCategory"),
    articleCategory: word("articleCategory"),
    day: word("day"),
  };
}
