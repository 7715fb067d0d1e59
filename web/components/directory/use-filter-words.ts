import type { FilterWords } from "../../../src/contract/directory-filters";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { visitFactWordsText } from "../../../src/contract/i18n/visit-fact-words-text";
import { useLang, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";

/** What the filters' controls and chips say things with, in the page's language. */
export function useFilterWords(denominations: readonly string[] = [], areas: readonly string[] = []): FilterWords {
  return { lang: useLang(), t: useText(directoryText), words: useVocabulary(), facts: useText(visitFactWordsText), denominations, areas };
}
