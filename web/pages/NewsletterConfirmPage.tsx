import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

/**
 * /newsletter/confirm?token=…: the address and a button that confirms it, a plain form that needs
 * no JavaScript; a link that no longer works says so (docs/mail.md, Newsletter).
 */
export function NewsletterConfirmPage(props: { token: string; email: string } | { token: null; email: null }) {
  if (props.token === null) {
    return (
      <>
        <PageHeader title="Link Not Valid" />
        <div className={`${container} ${section}`}>
          <p role="alert">This confirmation link has expired or was already used. Subscribe again with the form at the bottom of any page to get a new one.</p>
          <div className={buttonRow}>
            <a className={button.primary} href="/">
              Back to Home
            </a>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Confirm Your Subscription" />
      <div className={`${container} ${section}`}>
        <p>
          Receive our newsletter at <strong>{props.email}</strong>?
        </p>
        <form method="post" action="/newsletter/confirm" className={buttonRow}>
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={button.primary}>
            Confirm my subscription
          </button>
        </form>
      </div>
    </>
  );
}
