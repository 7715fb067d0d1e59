import { CHURCH_SAVED, type ChurchSaved } from "../../src/contract/church-form";
import { PREMIUM_REPORT_PITCH, type ReportsLine } from "../../src/contract/reports";
import { routes } from "../../src/contract/routes";
import { Island } from "../components/Island";
import { card, container, section } from "../components/ui.css";

/**
 * /dashboard: signed-in owners only (the server sends others to /login). `saved`: the church form was
 * just posted without JavaScript; `reports`: the monthly reports' link, or a free owner's teaser.
 */
export function DashboardPage({ saved, reports }: { saved?: ChurchSaved; reports?: ReportsLine }) {
  return (
    <div className={`${container} ${section}`}>
      {saved ? (
        <div className={card} role="status">
          <strong>{CHURCH_SAVED[saved].title}</strong>
          <p>{CHURCH_SAVED[saved].description}</p>
        </div>
      ) : null}
      <Island name="Dashboard" props={{}} />
      {reports?.premium ? (
        <section aria-labelledby="missing-searches" className={card}>
          <h2 id="missing-searches">Searches near you that found few or no churches</h2>
          <p>The last 30 days. Each is a service visitors looked for near you that you could list.</p>
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
                <p>No search near you went unanswered in the last 30 days.</p>
              )}
            </div>
          ))}
          <p>
            <a href={routes.reports}>Monthly reports: your figures against last month and your denomination, and the searches that showed your church</a>
          </p>
        </section>
      ) : reports ? (
        <p data-testid="report-teaser">
          {reports.teaser} {PREMIUM_REPORT_PITCH} <a href="/subscribe">See premium membership</a>
        </p>
      ) : null}
      <p><a href="/dashboard/account">Account settings: password, e-mail, your data, delete account</a></p>
    </div>
  );
}
