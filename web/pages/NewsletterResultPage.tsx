import { newsletterText } from "../../src/contract/i18n/newsletter-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

export type NewsletterStatus = "subscribed" | "invalid" | "unsubscribed" | "invalid-link" | "confirmed" | "confirm-invalid";

type Key = keyof typeof newsletterText.en;

const TEXTS: Record<NewsletterStatus, { title: Key; body: Key; ok: boolean }> = {
  subscribed: { title: "subscribedTitle", body: "subscribedBody", ok: true },
  invalid: { title: "subscribeFailedTitle", body: "invalidEmailBody", ok: false },
  unsubscribed: { title: "unsubscribedTitle", body: "unsubscribedBody", ok: true },
  confirmed: { title: "confirmedTitle", body: "confirmedBody", ok: true },
  "confirm-invalid": { title: "linkNotValid", body: "confirmInvalidBody", ok: false },
  "invalid-link": { title: "linkNotValid", body: "invalidLinkBody", ok: false },
};

/** The newsletter's result pages: after the footer form without JavaScript, after confirming, and after unsubscribing. */
export function NewsletterResultPage({ status }: { status: NewsletterStatus }) {
  const t = useText(newsletterText);
  const path = usePath();
  const text = TEXTS[status];
  return (
    <>
      <PageHeader title={t(text.title)} />
      <div className={`${container} ${section}`}>
        <p role={text.ok ? "status" : "alert"}>{t(text.body)}</p>
        <div className={buttonRow}>
          <a className={button.primary} href={path(routes.home)}>
            {t("backHome")}
          </a>
        </div>
      </div>
    </>
  );
}
