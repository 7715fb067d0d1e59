import { useState } from "react";
import type { Translate } from "../../../src/contract/i18n/catalogue";
import { dashboardText } from "../../../src/contract/i18n/dashboard-text";
import type { Vocabulary } from "../../../src/contract/i18n/vocabulary-text";
import { ANALYTICS_METRICS, type ChurchAnalytics } from "../../../src/contract/owner";
import { useText } from "../../components/lang-context";
import { useVocabulary } from "../../components/use-vocabulary";
import { button } from "../../components/ui.css";
import { AnalyticsChart } from "./AnalyticsChart";
import * as css from "./AnalyticsChart.css";

const PERIODS = ["day", "month"] as const;
type Unit = (typeof PERIODS)[number];

/** 'Median of 7 Baptist churches': whom the church is compared with (docs/decisions/0030). */
function medianLabel(c: ChurchAnalytics, t: Translate<keyof typeof dashboardText.en>, words: Vocabulary): string | null {
  if (c.peers === 0) return null;
  return c.denomination ? t("medianOf", { peers: c.peers, denomination: words.denomination(c.denomination) }) : t("medianOfNone", { peers: c.peers });
}

const hasFigures = (c: ChurchAnalytics) => ANALYTICS_METRICS.some((m) => c.months.total.church[m] > 0 || c.days.total.church[m] > 0);

/**
 * The Analytics tab: per church, how many people saved it to their shortlist this month, and views
 * and clicks per day or per month as charts beside the median of churches of its denomination
 * ('how am I doing'; docs/product.md M6).
 */
export function AnalyticsPanel({ churches }: { churches: ChurchAnalytics[] | null }) {
  const t = useText(dashboardText);
  const words = useVocabulary();
  const [unit, setUnit] = useState<Unit>("day");
  if (!churches) return <p role="status">{t("loadingAnalytics")}</p>;
  const named = churches.length > 1;
  return (
    <>
      <div role="group" aria-label={t("periodLabel")} className={css.periods}>
        {PERIODS.map((value) => (
          <button key={value} type="button" aria-pressed={unit === value} className={unit === value ? button.primary : button.outline} onClick={() => setUnit(value)}>
            {t(`period_${value}`)}
          </button>
        ))}
      </div>
      {churches.map((c) => (
        <section key={c.churchId}>
          {named ? <h2>{c.name}</h2> : null}
          <p data-testid="saved-this-month">{t("savedThisMonth", { count: c.savedThisMonth })}</p>
          {hasFigures(c) ? (
            <div className={css.grid}>
              {ANALYTICS_METRICS.map((metric) => (
                <AnalyticsChart
                  key={metric}
                  series={unit === "day" ? c.days : c.months}
                  metric={metric}
                  metricLabel={t(`metric_${metric}`)}
                  unit={unit}
                  churchLabel={named ? c.name : t("yourChurch")}
                  medianLabel={medianLabel(c, t, words)}
                  headingLevel={named ? 3 : 2}
                />
              ))}
            </div>
          ) : (
            <p>{t("noViews")}</p>
          )}
        </section>
      ))}
    </>
  );
}
