import { translator } from "../../src/contract/i18n/catalogue";
import { commonText } from "../../src/contract/i18n/common-text";
import { localePath } from "../../src/contract/i18n/lang";
import { routes } from "../../src/contract/routes";
import * as css from "./LanguageSuggestion.css";

/**
 * The English home's offer of the Spanish site (docs/i18n.md, Addresses): the same hidden HTML
 * for everyone, so the page stays cacheable; web/enhance/language-suggestion.ts shows it to a
 * browser whose first language is Spanish. Always in Spanish, whatever the page's language.
 */
export function LanguageSuggestion() {
  const t = translator(commonText, "es");
  return (
    <aside lang="es" className={css.suggestion} aria-label={t("languageSuggestion")} data-enhance="language-suggestion" hidden>
      <p className={css.text}>{t("languageSuggestion")}</p>
      <a href={localePath("es", routes.home)} hrefLang="es" className={css.yes}>
        {t("languageSuggestionYes")}
      </a>
      <button type="button" className={css.dismiss} data-dismiss="">
        {t("languageSuggestionDismiss")}
      </button>
    </aside>
  );
}
