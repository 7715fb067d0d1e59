import { newsletterText } from "../../src/contract/i18n/newsletter-text";
import { useLang, useText } from "./lang-context";
import { newsletterForm, newsletterInput } from "./Shell.css";
import { button } from "./ui.css";
import { formAction } from "../lib/form-action";

/**
 * The footer's newsletter form: a plain POST (docs/decisions/0027-newsletter-double-opt-in.md),
 * sent in place with JavaScript by web/enhance/newsletter-form.ts.
 */
export function NewsletterForm() {
  const t = useText(newsletterText);
  // A Spanish page's form posts under /es/: the answer without JavaScript lands on the Spanish
  // result page, and the subscriber's mails are Spanish (docs/i18n.md).
  const action = formAction(useLang(), "/api/newsletter/subscribe");
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
