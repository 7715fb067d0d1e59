import { useState } from "react";
import { ANALYTICS_METRICS, type AnalyticsMetric, type ChurchAnalytics } from "../../../src/contract/owner";
import { button } from "../../components/ui.css";
import { AnalyticsChart } from "./AnalyticsChart";
import * as css from "./AnalyticsChart.css";

const METRIC_LABELS: Record<AnalyticsMetric, string> = {
  profileViews: "Profile views",
  websiteClicks: "Website clicks",
  phoneClicks: "Phone clicks",
  directionClicks: "Direction clicks",
};

const PERIODS = [
  ["day", "Last 30 days"],
  ["month", "Last 12 months"],
] as const;
type Unit = (typeof PERIODS)[number][0];

/** 'Median of 7 Baptist churches': whom the church is compared with (docs/decisions/0030). */
function medianLabel(c: ChurchAnalytics): string | null {
  if (c.peers === 0) return null;
  const churches = c.peers === 1 ? "church" : "churches";
  return c.denomination ? `Median of ${c.peers} ${c.denomination} ${churches}` : `Median of ${c.peers} ${churches} without a denomination`;
}

const hasFigures = (c: ChurchAnalytics) => ANALYTICS_METRICS.some((m) => c.months.total.church[m] > 0 || c.days.total.church[m] > 0);

/**
 * The Analytics tab: per church, views and clicks per day or per month as charts beside the
 * median of churches of its denomination ('how am I doing'; docs/product.md M6).
 */
export function AnalyticsPanel({ churches }: { churches: ChurchAnalytics[] | null }) {
  const [unit, setUnit] = useState<Unit>("day");
  if (!churches) return <p role="status">Loading analytics…</p>;
  const named = churches.length > 1;
  return (
    <>
      <div role="group" aria-label="Period" className={css.periods}>
        {PERIODS.map(([value, text]) => (
          <button key={value} type="button" aria-pressed={unit === value} className={unit === value ? button.primary : button.outline} onClick={() => setUnit(value)}>
            {text}
          </button>
        ))}
      </div>
      {churches.map((c) => (
        <section key={c.churchId}>
          {named ? <h2>{c.name}</h2> : null}
          {hasFigures(c) ? (
            <div className={css.grid}>
              {ANALYTICS_METRICS.map((metric) => (
                <AnalyticsChart
                  key={metric}
                  series={unit === "day" ? c.days : c.months}
                  metric={metric}
                  metricLabel={METRIC_LABELS[metric]}
                  unit={unit}
                  churchLabel={named ? c.name : "Your church"}
                  medianLabel={medianLabel(c)}
                />
              ))}
            </div>
          ) : (
            <p>No views yet. Figures appear here as visitors find your church.</p>
          )}
        </section>
      ))}
    </>
  );
}
