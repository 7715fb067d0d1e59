import type { ChurchSaved } from "../../src/contract/church-form";
import { dashboardText } from "../../src/contract/i18n/dashboard-text";
import { reportsText } from "../../src/contract/i18n/reports-text";
import type { ReportsLine } from "../../src/contract/reports";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import { usePath, useText } from "../components/lang-context";
import { card, container, section } from "../components/ui.css";

/**
 * /dashboard: signed-in owners only (the server sends others to /login). `saved`: the church form was
 * just posted without JavaScript; `reports`: the monthly reports' link, or a free owner's teaser.
 */
export function DashboardPage({ saved, reports }: { saved?: ChurchSaved; reports?: ReportsLine }) {
  const t = useText(dashboardText);
  const path = usePath();
  const reportWords = useText(reportsText);
  return (
    <div className={`${container} ${section}`}>
      {saved ? (
        <div className={card} role="status">
          <strong>{t(`saved_${saved}_title`)}</strong>
          <p>{t(`saved_${saved}_description`)}</p>
        </div>
      ) : null}
      <Island name="Dashboard" props={{}} />
      {reports?.premium ? (
        <section aria-labelledby="missing-searches" className={card}>
          <h2 id="missing-searches">{t("missingHeading")}</h2>
          <p>{t("missingIntro")}</p>
          {reports.missing.map(({ churchName, searches }) => (
            <div key={churchName}>
              {reports.missing.length > 1 ? <h3>{churchName}</h3> : null}
              {searches.length ? (
                <ul>
                  {searches.map((m) => (
                    <li key={m.label}>{m.sentence}</li>
                  ))}
                </ul>
              ) : (
                <p>{t("missingNone")}</p>
              )}
            </div>
          ))}
          <p>
            <a href={path(routes.reports)}>{t("reportsLink")}</a>
          </p>
        </section>
      ) : reports ? (
        <p data-testid="report-teaser">
          {reports.teaser} {reportWords("pitch")} <a href={path("/subscribe")}>{t("seePremium")}</a>
        </p>
      ) : null}
      <p><a href={path(routes.account)}>{t("accountLink")}</a></p>
    </div>
  );
}
