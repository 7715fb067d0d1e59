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
        <p>
          <a href={routes.reports}>Monthly reports: your figures, the searches that showed your church and those near you that found none</a>
        </p>
      ) : reports ? (
        <p data-testid="report-teaser">
          {reports.teaser} {PREMIUM_REPORT_PITCH} <a href="/subscribe">See premium membership</a>
        </p>
      ) : null}
      <p><a href="/dashboard/account">Account settings: password, e-mail, your data, delete account</a></p>
    </div>
  );
}
