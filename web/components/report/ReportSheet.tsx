import type { Translate } from "../../../src/contract/i18n/catalogue";
import { reportsText } from "../../../src/contract/i18n/reports-text";
import type { Vocabulary } from "../../../src/contract/i18n/vocabulary-text";
import { intlLocale } from "../../../src/contract/i18n/lang";
import { changeText, confirmedOn, monthLabel, previousMonth, REPORT_METRICS, type MonthlyReportFigures } from "../../../src/contract/reports";
import { useLang, useText } from "../lang-context";
import { useVocabulary } from "../use-vocabulary";
import { formAction } from "../../lib/form-action";
import { button } from "../ui.css";
import * as css from "./Report.css";

type T = Translate<keyof typeof reportsText.en>;
const peers = (r: MonthlyReportFigures, t: T, words: Vocabulary) =>
  r.peers === 0 ? t("noPeers") : r.denomination ? t("peersOf", { peers: r.peers, denomination: words.denomination(r.denomination) }) : t("peersNone", { peers: r.peers });
/** '+25%' and '−10%' read alike in both languages; 'same' and 'new' are words. */
const change = (t: T, value: number, base: number) => {
  const said = changeText(value, base);
  return said === "same" || said === "new" ? t(said) : said;
};

/** A bar as SVG: its length is an attribute, which the site's Content-Security-Policy allows where an inline style is refused. */
const Bar = ({ percent, className }: { percent: number; className: string }) => (
  <svg width="100%" height="8" focusable="false" className={css.barTrack}>
    <rect width={`${Math.round(percent)}%`} height="8" rx="3" className={className} />
  </svg>
);

/** One month's report of a church, as the dashboard shows and prints it (the e-mail says the same). */
export function ReportSheet({ report, confirmAction }: { report: MonthlyReportFigures; confirmAction?: string }) {
  const t = useText(reportsText);
  const lang = useLang();
  const words = useVocabulary();
  const month = monthLabel(report.month, lang);
  const before = monthLabel(previousMonth(report.month), lang);
  // Whole counts and a median with at most its half, as the e-mail writes them (no grouping).
  const number = new Intl.NumberFormat(intlLocale[lang], { maximumFractionDigits: 1, useGrouping: false });
  return (
    <article className={css.sheet} data-report aria-labelledby="report-title">
      <h2 id="report-title">{`${report.churchName}: ${month}`}</h2>
      <p className={css.muted}>{peers(report, t, words)}</p>
      <table className={css.figures}>
        <caption className={css.muted}>{t("caption", { month, before })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("colFigure")}</th>
            <th scope="col">{t("colThisMonth")}</th>
            <th scope="col" className={css.barsCell}>
              {t("colBars")}
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
                  {t(`metric_${metric}`)}
                  <span className={css.change}>{t("vsBefore", { change: change(t, f.value, f.previous), before, previous: number.format(f.previous) })}</span>
                  <span className={css.change}>{t("vsMedian", { change: change(t, f.value, f.median), median: number.format(f.median) })}</span>
                </th>
                <td className={css.number}>{number.format(f.value)}</td>
                <td className={css.barsCell} aria-hidden="true">
                  <span className={css.barLabel}>{t("you")}</span>
                  <Bar percent={(f.value / max) * 100} className={css.bar} />
                  <span className={css.barLabel}>{t("median")}</span>
                  <Bar percent={(f.median / max) * 100} className={css.medianBar} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h3 className={css.heading}>{t("topHeading")}</h3>
      {report.topSearches.length ? (
        <ol className={css.list}>
          {report.topSearches.map((s) => (
            <li key={s.label}>
              {t("topSearch", { label: s.label, count: s.searches })}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("noTop")}</p>
      )}
      <h3 className={css.heading}>{t("missingHeading")}</h3>
      {report.missing.length ? (
        <ul className={css.list}>
          {report.missing.map((m) => (
            <li key={m.label}>{m.sentence}</li>
          ))}
        </ul>
      ) : (
        <p>{t("noMissing")}</p>
      )}
      <h3 className={css.heading}>{t("servicesHeading")}</h3>
      <p>{report.servicesConfirmedAt ? t("lastConfirmed", { date: confirmedOn(report.servicesConfirmedAt, lang) }) : t("neverConfirmed")}</p>
      {confirmAction ? (
        <form method="post" action={formAction(lang, confirmAction)} className={css.screenOnly}>
          <button type="submit" className={button.outline}>
            {t("stillRight")}
          </button>
        </form>
      ) : null}
    </article>
  );
}
