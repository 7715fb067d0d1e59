import { changeText, confirmedOn, medianText, monthLabel, previousMonth, REPORT_METRIC_LABELS, REPORT_METRICS, type MonthlyReportFigures } from "../../../src/contract/reports";
import { button } from "../ui.css";
import * as css from "./Report.css";

const peers = (r: MonthlyReportFigures) =>
  r.peers === 0 ? "No church of your denomination to compare with yet." : `Medians are of ${r.peers} ${r.denomination ?? "churches without a denomination"}${r.denomination ? (r.peers === 1 ? " church" : " churches") : ""} this month.`;

/** A bar as SVG: its length is an attribute, which the site's Content-Security-Policy allows where an inline style is refused. */
const Bar = ({ percent, className }: { percent: number; className: string }) => (
  <svg width="100%" height="8" focusable="false" className={css.barTrack}>
    <rect width={`${Math.round(percent)}%`} height="8" rx="3" className={className} />
  </svg>
);

/** One month's report of a church, as the dashboard shows and prints it (the e-mail says the same). */
export function ReportSheet({ report, confirmAction }: { report: MonthlyReportFigures; confirmAction?: string }) {
  const before = monthLabel(previousMonth(report.month));
  return (
    <article className={css.sheet} data-report aria-labelledby="report-title">
      <h2 id="report-title">{`${report.churchName}: ${monthLabel(report.month)}`}</h2>
      <p className={css.muted}>{peers(report)}</p>
      <table className={css.figures}>
        <caption className={css.muted}>Figures of {monthLabel(report.month)}, against {before} and the median</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">This month</th>
            <th scope="col" className={css.barsCell}>
              You and the median
            </th>
          </tr>
        </thead>
        <tbody>
          {REPORT_METRICS.map((metric) => {
            const f = report.figures[metric];
            const max = Math.max(f.value, f.median, 1);
            return (
              <tr key={metric}>
                <th scope="row">
                  {REPORT_METRIC_LABELS[metric]}
                  <span className={css.change}>
                    {changeText(f.value, f.previous)} vs {before} ({f.previous})
                  </span>
                  <span className={css.change}>
                    {changeText(f.value, f.median)} vs median ({medianText(f.median)})
                  </span>
                </th>
                <td className={css.number}>{f.value}</td>
                <td className={css.barsCell} aria-hidden="true">
                  <span className={css.barLabel}>You</span>
                  <Bar percent={(f.value / max) * 100} className={css.bar} />
                  <span className={css.barLabel}>Median</span>
                  <Bar percent={(f.median / max) * 100} className={css.medianBar} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3 className={css.heading}>Searches that showed your church</h3>
      {report.topSearches.length ? (
        <ol className={css.list}>
          {report.topSearches.map((s) => (
            <li key={s.label}>
              {s.label}: {s.searches} {s.searches === 1 ? "search" : "searches"}
            </li>
          ))}
        </ol>
      ) : (
        <p>No search with filters showed your church this month.</p>
      )}
      <h3 className={css.heading}>Searches near you that found few or no churches</h3>
      {report.missing.length ? (
        <ul className={css.list}>
          {report.missing.map((m) => (
            <li key={m.label}>{m.sentence}</li>
          ))}
        </ul>
      ) : (
        <p>No search near you went unanswered this month.</p>
      )}
      <h3 className={css.heading}>Service times</h3>
      <p>{report.servicesConfirmedAt ? `Last confirmed on ${confirmedOn(report.servicesConfirmedAt)}.` : "Never confirmed."}</p>
      {confirmAction ? (
        <form method="post" action={confirmAction} className={css.screenOnly}>
          <button type="submit" className={button.outline}>
            These times are still right
          </button>
        </form>
      ) : null}
    </article>
  );
}
