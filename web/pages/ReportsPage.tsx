import { monthLabel, PREMIUM_REPORT_PITCH, type MonthlyReportFigures, type ReportListItem } from "../../src/contract/reports";
import { routes } from "../../src/contract/routes";
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
  return (
    <>
      <div className={css.screenOnly}>
        <PageHeader title="Monthly Reports" lead="How your church did on the directory, month by month." />
      </div>
      <div className={`${container} ${section}`}>
        {props.mode === "free" ? (
          <>
            <p>{PREMIUM_REPORT_PITCH}</p>
            <div className={buttonRow}>
              <a className={button.primary} href="/subscribe">
                See premium membership
              </a>
              <a className={button.outline} href={routes.dashboard}>
                Back to your dashboard
              </a>
            </div>
          </>
        ) : props.mode === "report" ? (
          <>
            <p className={css.screenOnly}>
              <a href={routes.reports}>All reports</a> · Print this page to keep it: it fits one sheet.
            </p>
            <ReportSheet report={props.report} confirmAction={props.confirmAction} />
          </>
        ) : props.reports.length ? (
          <>
            <h2>Your last reports</h2>
            <ul>
              {props.reports.map((r) => (
                <li key={`${r.churchId}-${r.month}`}>
                  <a href={routes.report(r.month, r.churchId)}>
                    {r.churchName}: {monthLabel(r.month)}
                  </a>
                  {r.sentAt ? null : <span className={css.muted}> (not e-mailed)</span>}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Your first report comes on the first day of next month, for this month. It is also e-mailed to you.</p>
        )}
        {props.mode === "free" ? null : (
          <p className={css.screenOnly}>
            <a href={routes.dashboard}>Back to your dashboard</a>
          </p>
        )}
      </div>
    </>
  );
}
