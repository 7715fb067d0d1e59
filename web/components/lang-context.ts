import { createContext, useContext, useMemo } from "react";
import { translator, type Catalogue, type Translate } from "../../src/contract/i18n/catalogue";
import { localePath, type Lang } from "../../src/contract/i18n/lang";

/**
 * The page's language (docs/i18n.md): the server renders pages and islands inside it, and the
 * islands' entry provides it again from `<html lang>` when it hydrates them.
 */
export const LangContext = createContext<Lang>("en");

export const useLang = () => useContext(LangContext);

/** An area's messages in the page's language: `const t = useText(directoryText)`. */
export function useText<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const lang = useLang();
  return useMemo(() => translator(catalogue, lang), [catalogue, lang]);
}

/** Site paths in the page's language: `const path = usePath(); <a href={path(routes.directory)}>`. */
export function usePath(): (path: string) => string {
  const lang = useLang();
  return (path) => localePath(lang, path);
}
