import { reportsText } from "../../src/contract/i18n/reports-text";
import { routes } from "../../src/contract/routes";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { formAction } from "../lib/form-action";
import { button, buttonRow, container, section } from "../components/ui.css";

export type StillRightPageProps = { state: "ask"; token: string; churchName: string } | { state: "done" } | { state: "invalid"; message: string };

/**
 * /services-still-right?token=…: the monthly report's link. The page only asks; its button (a plain
 * form) confirms, so a mail scanner opening the link changes nothing (docs/decisions/0036-monthly-reports.md).
 */
export function StillRightPage(props: StillRightPageProps) {
  const t = useText(reportsText);
  const path = usePath();
  const lang = useLang();
  return (
    <>
      <PageHeader title={t("stillRightTitle")} />
      <div className={`${container} ${section}`}>
        {props.state === "ask" ? (
          <>
            <p>
              {t("stillRightAskBefore")} <strong>{props.churchName}</strong>
              {t("stillRightAskAfter")}
            </p>
            <form method="post" action={formAction(lang, "/api/services-still-right")} className={buttonRow}>
              <input type="hidden" name="token" value={props.token} />
              <button type="submit" className={button.primary}>
                {t("stillRightYes")}
              </button>
              <a className={button.outline} href={path(routes.login)}>
                {t("signInToChange")}
              </a>
            </form>
          </>
        ) : props.state === "done" ? (
          <p role="status">{t("stillRightDone")}</p>
        ) : (
          <p role="alert">{props.message}</p>
        )}
      </div>
    </>
  );
}
