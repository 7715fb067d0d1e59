import { useMemo } from "react";
import { vocabularyIn, type Vocabulary } from "../../src/contract/i18n/vocabulary-text";
import { useLang } from "./lang-context";

/**
 * The option lists' words (denominations, areas, styles, languages, days) in the page's language.
 * A module of its own, not part of lang-context, so that an island without option lists (the
 * sign-in and contact forms) does not carry every word of them (docs/i18n.md, Catalogues).
 */
export function useVocabulary(): Vocabulary {
  const lang = useLang();
  return useMemo(() => vocabularyIn(lang), [lang]);
}
