import { newsletterText } from "../../src/contract/i18n/newsletter-text";
import { SPANISH_PREFIX } from "../../src/contract/i18n/lang";
import { useLang, useText } from "./lang-context";
import { newsletterForm, newsletterInput } from "./Shell.css";
import { button } from "./ui.css";

/**
 * The footer's newsletter form: a plain POST (docs/decisions/0027-newsletter-double-opt-in.md),
 * sent in place with JavaScript by web/enhance/newsletter-form.ts.
 */
export function NewsletterForm() {
  const t = useText(newsletterText);
  // An API address keeps no language prefix (usePath leaves /api/ alone); a Spanish page's form
  // posts under /es/ so the answer without JavaScript lands on the Spanish result page (docs/i18n.md).
  const action = `${useLang() === "es" ? SPANISH_PREFIX : ""}/api/newsletter/subscribe`;
  return (
    <form className={newsletterForm} method="post" action={action} noValidate data-enhance="newsletter">
      <label htmlFor="newsletter-email" className="visually-hidden">
        {t("emailLabel")}
      </label>
      <input id="newsletter-email" className={newsletterInput} type="email" name="email" autoComplete="email" placeholder={t("emailPlaceholder")} required />
      <button type="submit" className={button.gold}>
        {t("subscribe")}
      </button>
    </form>
  );
}
