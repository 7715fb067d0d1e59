import { changeText, confirmedOn, medianText, monthLabel, previousMonth, REPORT_METRIC_LABELS, REPORT_METRICS, type MonthlyReportFigures, type ReportMetric } from "../../contract/reports";

/** A report's figures as lines of words, shared by the e-mail's text and HTML parts. */
export function figureRows(report: MonthlyReportFigures) {
  const before = monthLabel(previousMonth(report.month)).split(" ")[0]!;
  return REPORT_METRICS.map((metric: ReportMetric) => {
    const f = report.figures[metric];
    return {
      metric,
      label: REPORT_METRIC_LABELS[metric],
      value: f.value,
      median: f.median,
      vsBefore: `${changeText(f.value, f.previous)} vs ${before} (${f.previous})`,
      vsMedian: `${changeText(f.value, f.median)} vs median (${medianText(f.median)})`,
    };
  });
}

/** Whose median it is: 'the median of 7 Baptist churches'. */
export const peersText = (report: MonthlyReportFigures) =>
  report.peers === 0 ? "no peers to compare with yet" : `the median of ${report.peers} ${report.denomination ?? "churches without a denomination"}${report.denomination ? (report.peers === 1 ? " church" : " churches") : ""}`;

/** When the service times were last confirmed, in words. */
export const confirmedText = (report: MonthlyReportFigures) =>
  report.servicesConfirmedAt ? `Your service times were last confirmed on ${confirmedOn(report.servicesConfirmedAt)}.` : "Your service times have never been confirmed.";
