import { newsletterText } from "../../src/contract/i18n/newsletter-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

/**
 * /newsletter/confirm?token=…: the address and a button that confirms it, a plain form that needs
 * no JavaScript; a link that no longer works says so (docs/mail.md, Newsletter).
 */
export function NewsletterConfirmPage(props: { token: string; email: string } | { token: null; email: null }) {
  const t = useText(newsletterText);
  const path = usePath();
  if (props.token === null) {
    return (
      <>
        <PageHeader title={t("linkNotValid")} />
        <div className={`${container} ${section}`}>
          <p role="alert">{t("confirmInvalidBody")}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(routes.home)}>
              {t("backHome")}
            </a>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("confirmTitle")} />
      <div className={`${container} ${section}`}>
        <p>
          {t("confirmQuestionBefore")}
          <strong>{props.email}</strong>
          {t("confirmQuestionAfter")}
        </p>
        <form method="post" action={path("/newsletter/confirm")} className={buttonRow}>
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={button.primary}>
            {t("confirmButton")}
          </button>
        </form>
      </div>
    </>
  );
}
