import type { Lang } from "../../src/contract/i18n/lang";
import * as css from "../pages/content.css";
import { useLang } from "./lang-context";

/**
 * The `lang` an article's or event's own text carries: its language when the page is in the
 * other one, so screen readers and translators read it right (docs/decisions/0044-content-language.md).
 */
export function useContentLang(language: Lang): Lang | undefined {
  return language === useLang() ? undefined : language;
}

/** 'En español' on the English site, 'En inglés' on the Spanish one; nothing when the languages match. */
export function OtherLanguageBadge({ language, text }: { language: Lang; text: string }) {
  const pageLang = useLang();
  if (language === pageLang) return null;
  // The English site's badge is itself Spanish ('En español').
  return (
    <span className={css.languageBadge} lang={pageLang === "en" ? "es" : undefined} data-testid="other-language">
      {text}
    </span>
  );
}
