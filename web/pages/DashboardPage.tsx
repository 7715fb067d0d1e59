import type { OwnerSaved } from "../../src/contract/church-form";
import { dashboardText } from "../../src/contract/i18n/dashboard-text";
import { reportsText } from "../../src/contract/i18n/reports-text";
import type { ReportsLine } from "../../src/contract/reports";
import { formatShortDate } from "../../src/contract/dates";
import { translateMessage } from "../../src/contract/i18n/validation-text";
import { lowerFirst, type FailingFeed } from "../../src/contract/service-times/calendar-feed";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import type { DashboardProps } from "../islands/Dashboard";
import { useLang, usePath, useText } from "../components/lang-context";
import { card, container, section } from "../components/ui.css";

/**
 * /dashboard: signed-in owners only (the server sends others to /login). `owner`: the account's
 * churches and events and the tab asked for, drawn by the server (docs/decisions/0059-forms-without-losses.md);
 * `saved`: the church, claim or event form was just posted without JavaScript; `reports`: the monthly reports' link, or a free owner's teaser;
 * `failingFeeds`: the owner's churches whose calendar could not be read (docs/service-times.md,
 * Calendar sync), said on the page itself so it shows without JavaScript too.
 */
export function DashboardPage({ saved, owner, reports, failingFeeds = [] }: { saved?: OwnerSaved; owner: DashboardProps; reports?: ReportsLine; failingFeeds?: FailingFeed[] }) {
  const t = useText(dashboardText);
  const path = usePath();
  const lang = useLang();
  const reportWords = useText(reportsText);
  return (
    <div className={`${container} ${section}`}>
      {saved ? (
        <div className={card} role="status">
          <strong>{t(`saved_${saved}_title`)}</strong>
          <p>{t(`saved_${saved}_description`)}</p>
        </div>
      ) : null}
      {failingFeeds.length ? (
        <section aria-labelledby="calendar-sync-problems" className={card} data-testid="calendar-sync-problems">
          <h2 id="calendar-sync-problems">{t("feedFailingHeading")}</h2>
          {failingFeeds.map((f) => (
            <p key={f.churchId}>
              {t("feedFailing", { date: formatShortDate(f.since, lang), reason: lowerFirst(translateMessage(f.reason, lang)) })} <a href={`${path(routes.churchChanges(f.churchId))}#calendar-sync`}>{t("feedFailingLink", { name: f.churchName })}</a>
            </p>
          ))}
        </section>
      ) : null}
      <Island name="Dashboard" props={owner} />
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
