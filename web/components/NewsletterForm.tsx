import { newsletterForm, newsletterInput } from "./Shell.css";
import { button } from "./ui.css";

/**
 * The footer's newsletter form: a plain POST (docs/decisions/0027-newsletter-double-opt-in.md),
 * sent in place with JavaScript by web/enhance/newsletter-form.ts.
 */
export function NewsletterForm() {
  return (
    <form className={newsletterForm} method="post" action="/api/newsletter/subscribe" noValidate data-enhance="newsletter">
      <label htmlFor="newsletter-email" className="visually-hidden">
        Email address
      </label>
      <input id="newsletter-email" className={newsletterInput} type="email" name="email" autoComplete="email" placeholder="Your email address" required />
      <button type="submit" className={button.gold}>
        Subscribe
      </button>
    </form>
  );
}
