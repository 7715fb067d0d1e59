import { newsletterText } from "../../src/contract/i18n/newsletter-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

export type NewsletterLinkKind = "confirm" | "unsubscribe";

const TEXTS = {
  confirm: { title: "confirmTitle", before: "confirmQuestionBefore", after: "confirmQuestionAfter", button: "confirmButton", invalid: "confirmInvalidBody" },
  unsubscribe: { title: "unsubscribeTitle", before: "unsubscribeQuestionBefore", after: "unsubscribeQuestionAfter", button: "unsubscribeButton", invalid: "invalidLinkBody" },
} as const;

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the address and a button that
 * confirms it or takes it off the list, a plain form that needs no JavaScript, since mail scanners
 * and link previews open links (docs/mail.md, Newsletter). A link that no longer works says so.
 */
export function NewsletterConfirmPage(props: { kind: NewsletterLinkKind } & ({ token: string; email: string } | { token: null; email: null })) {
  const t = useText(newsletterText);
  const path = usePath();
  const text = TEXTS[props.kind];
  if (props.token === null) {
    return (
      <>
        <PageHeader title={t("linkNotValid")} />
        <div className={`${container} ${section}`}>
          <p role="alert">{t(text.invalid)}</p>
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
      <PageHeader title={t(text.title)} />
      <div className={`${container} ${section}`}>
        <p>
          {t(text.before)}
          <strong>{props.email}</strong>
          {t(text.after)}
        </p>
        <form method="post" action={path(`/newsletter/${props.kind}`)} className={buttonRow}>
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={button.primary}>
            {t(text.button)}
          </button>
        </form>
      </div>
    </>
  );
}
