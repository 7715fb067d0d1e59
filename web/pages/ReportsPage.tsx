import { reportsText } from "../../src/contract/i18n/reports-text";
import { monthLabel, type MonthlyReportFigures, type ReportListItem } from "../../src/contract/reports";
import { routes } from "../../src/contract/routes";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { ReportSheet } from "../components/report/ReportSheet";
import * as css from "../components/report/Report.css";
import { button, buttonRow, container, section } from "../components/ui.css";

export type ReportsPageProps =
  | { mode: "list"; reports: ReportListItem[] }
  | { mode: "report"; report: MonthlyReportFigures; confirmAction: string }
  | { mode: "free" };

/** /dashboard/reports and /dashboard/reports/{YYYY-MM}?church={id}: the premium monthly reports (docs/product.md, Monthly reports). */
export function ReportsPage(props: ReportsPageProps) {
  const t = useText(reportsText);
  const path = usePath();
  const lang = useLang();
  return (
    <>
      <div className={css.screenOnly}>
        <PageHeader title={t("pageTitle")} lead={t("lead")} />
      </div>
      <div className={`${container} ${section}`}>
        {props.mode === "free" ? (
          <>
            <p>{t("pitch")}</p>
            <div className={buttonRow}>
              <a className={button.primary} href={path("/subscribe")}>
                {t("seePremium")}
              </a>
              <a className={button.outline} href={path(routes.dashboard)}>
                {t("backToDashboard")}
              </a>
            </div>
          </>
        ) : props.mode === "report" ? (
          <>
            <p className={css.screenOnly}>
              <a href={path(routes.reports)}>{t("allReports")}</a>
              {t("printHint")}
            </p>
            <ReportSheet report={props.report} confirmAction={props.confirmAction} />
          </>
        ) : props.reports.length ? (
          <>
            <h2>{t("lastReports")}</h2>
            <ul>
              {props.reports.map((r) => (
                <li key={`${r.churchId}-${r.month}`}>
                  <a href={path(routes.report(r.month, r.churchId))}>
                    {r.churchName}: {monthLabel(r.month, lang)}
                  </a>
                  {r.sentAt ? null : <span className={css.muted}>{t("notEmailed")}</span>}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t("firstReport")}</p>
        )}
        {props.mode === "free" ? null : (
          <p className={css.screenOnly}>
            <a href={path(routes.dashboard)}>{t("backToDashboard")}</a>
          </p>
        )}
      </div>
    </>
  );
}
