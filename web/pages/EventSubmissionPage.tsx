import type { EventSubmissionView, PostedEvent } from "../../src/contract/event-submission";
import { eventSubmissionText } from "../../src/contract/i18n/event-submission-text";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import { usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { SignInPrompt } from "../components/SignInPrompt";
import { button, card, container, section } from "../components/ui.css";

/**
 * /event-submission: owners submit an event for their church (docs/product.md D8). Drawn for who
 * asks: the form (a plain post without JavaScript, shown again with `posted` when refused) only
 * for the owner of an approved church (docs/decisions/0059-forms-without-losses.md).
 */
export function EventSubmissionPage({ view, formToken, posted }: { view: EventSubmissionView; formToken: string; posted?: PostedEvent }) {
  const t = useText(eventSubmissionText);
  const path = usePath();
  const body = () => {
    switch (view.kind) {
      case "signed-out":
        return <SignInPrompt title={t("signedOutTitle")} text={t("signedOutText")} />;
      case "no-church":
        return (
          <div className={card}>
            <h2>{t("noChurchTitle")}</h2>
            <p>{t("noChurchText")}</p>
            <a className={button.primary} href={path(routes.churchSubmission)}>
              {t("submitChurch")}
            </a>
          </div>
        );
      case "waiting":
        return (
          <div className={card}>
            <h2>{t("waitingTitle")}</h2>
            <p>{t("waitingText", { church: view.church })}</p>
            <a className={button.primary} href={path(routes.dashboard)}>
              {t("goToDashboard")}
            </a>
          </div>
        );
      case "form":
        return <Island name="EventSubmission" props={{ churchName: view.church, formToken, ...(posted ? { posted } : {}) }} />;
    }
  };
  return (
    <>
      <PageHeader title={t("pageTitle")} lead={t("pageLead")} />
      <div className={`${container} ${section}`}>{body()}</div>
    </>
  );
}
