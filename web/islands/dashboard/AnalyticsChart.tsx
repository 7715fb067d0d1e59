import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";
import { useId } from "react";
import type { AnalyticsMetric, AnalyticsSeries } from "../../../src/contract/owner";
import * as css from "./AnalyticsChart.css";
import { figure, longLabel, shortLabel } from "./period-labels";
import { dashboardText } from "../../../src/contract/i18n/dashboard-text";
import { useLang, useText } from "../../components/lang-context";

/** The drawing's own units; the SVG scales to its column by its viewBox (docs/decisions/0030). */
const WIDTH = 320;
const HEIGHT = 200;
const MARGIN = { top: 10, right: 18, bottom: 34, left: 30 };

export interface ChartProps {
  series: AnalyticsSeries;
  metric: AnalyticsMetric;
  /** 'Profile views' */
  metricLabel: string;
  /** 'day' over 30 days, 'month' over 12 months */
  unit: "day" | "month";
  /** 'Your church' or the church's name when the owner has several */
  churchLabel: string;
  /** 'Median of 7 Baptist churches'; null when there is none to compare with */
  medianLabel: string | null;
  /** The metric's heading: h2 under the dashboard's h1, h3 under a church's name (no level skipped). */
  headingLevel: 2 | 3;
}

/**
 * One metric as bars per day or month with the peers' median as a dashed line: axes, a legend
 * in words, and the same figures in a table for those who do not see the drawing.
 */
export function AnalyticsChart({ series, metric, metricLabel, unit, churchLabel, medianLabel, headingLevel }: ChartProps) {
  const id = useId();
  const t = useText(dashboardText);
  const lang = useLang();
  const { points, total } = series;
  const span = t(`span_${unit}`);
  const title = t(`chartTitle_${unit}`, { metric: metricLabel, span });
  const summary =
    t("chartSummary", { church: churchLabel, total: figure(total.church[metric]), span }) + (medianLabel ? t("chartMedian", { median: medianLabel, total: figure(total.median[metric]) }) : "");

  const x = scaleBand(
    points.map((p) => p.period),
    [MARGIN.left, WIDTH - MARGIN.right],
  ).padding(0.2);
  const highest = Math.max(1, ...points.map((p) => Math.max(p.church[metric], medianLabel ? p.median[metric] : 0)));
  const y = scaleLinear([0, highest], [HEIGHT - MARGIN.bottom, MARGIN.top]).nice();
  // Counts are whole: only whole ticks.
  const yTicks = y.ticks(Math.min(4, y.domain()[1]!)).filter(Number.isInteger);
  const centre = (period: string) => x(period)! + x.bandwidth() / 2;
  // Labels fit a phone's width: weekly days and every other month back from today, the year under
  // the first month labelled and under January.
  const every = unit === "day" ? 7 : 2;
  const labelled = points.filter((_, i) => (points.length - 1 - i) % every === 0);
  const medianPath = medianLabel
    ? line<(typeof points)[number]>()
        .x((p) => centre(p.period))
        .y((p) => y(p.median[metric]))(points)
    : null;

  return (
    <div className={css.chart}>
      {headingLevel === 2 ? <h2 className={css.heading}>{metricLabel}</h2> : <h3 className={css.heading}>{metricLabel}</h3>}
      <p className={css.summary}>{summary}</p>
      <svg className={css.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <g data-axis="y">
          {yTicks.map((t) => (
            <g key={t}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(t)} y2={y(t)} stroke="#d9dee6" />
              <text className={css.axisText} x={MARGIN.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
                {t}
              </text>
            </g>
          ))}
        </g>
        <g data-series="church" fill={css.churchColour}>
          {points.map((p) => (
            <rect key={p.period} x={x(p.period)} width={x.bandwidth()} y={y(p.church[metric])} height={y(0) - y(p.church[metric])} />
          ))}
        </g>
        {medianPath ? (
          <g data-series="median" stroke={css.medianColour} fill="none" strokeWidth={2}>
            <path d={medianPath} strokeDasharray="5 3" />
            {points.map((p) => (
              <circle key={p.period} cx={centre(p.period)} cy={y(p.median[metric])} r={2.5} fill={css.medianColour} stroke="none" />
            ))}
          </g>
        ) : null}
        <g data-axis="x">
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(0)} y2={y(0)} stroke="#4f5b6b" />
          {labelled.map((p, i) => (
            <text key={p.period} className={css.axisText} x={centre(p.period)} y={HEIGHT - MARGIN.bottom + 14} textAnchor="middle">
              {shortLabel(p.period, lang)}
              {unit === "month" && (i === 0 || p.period.endsWith("-01")) ? (
                <tspan x={centre(p.period)} dy="1.1em">
                  {p.period.slice(0, 4)}
                </tspan>
              ) : null}
            </text>
          ))}
        </g>
      </svg>
      <ul className={css.legend}>
        <li className={css.legendItem}>
          <svg width="16" height="12" aria-hidden="true">
            <rect width="16" height="12" fill={css.churchColour} />
          </svg>
          {t("bars", { label: churchLabel })}
        </li>
        {medianLabel ? (
          <li className={css.legendItem}>
            <svg width="22" height="12" aria-hidden="true">
              <line x1="0" x2="22" y1="6" y2="6" stroke={css.medianColour} strokeWidth="2" strokeDasharray="5 3" />
            </svg>
            {t("dashedLine", { label: medianLabel })}
          </li>
        ) : null}
      </ul>
      <details>
        <summary>{t("asTable", { metric: metricLabel })}</summary>
        <table className={css.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>
                {t(unit === "day" ? "colDay" : "colMonth")}
              </th>
              <th scope="col" className={css.cell}>
                {churchLabel}
              </th>
              {medianLabel ? (
                <th scope="col" className={css.cell}>
                  {medianLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.period}>
                <th scope="row" className={css.cell}>
                  {longLabel(p.period, lang)}
                </th>
                <td className={css.cell}>{figure(p.church[metric])}</td>
                {medianLabel ? <td className={css.cell}>{figure(p.median[metric])}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
