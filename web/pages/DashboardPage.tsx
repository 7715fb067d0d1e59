import { CHURCH_SAVED, type ChurchSaved } from "../../src/contract/church-form";
import { Island } from "../components/Island";
import { card, container, section } from "../components/ui.css";

/** /dashboard: signed-in owners only (the server sends others to /login). `saved`: the church form was just posted without JavaScript. */
export function DashboardPage({ saved }: { saved?: ChurchSaved }) {
  return (
    <div className={`${container} ${section}`}>
      {saved ? (
        <div className={card} role="status">
          <strong>{CHURCH_SAVED[saved].title}</strong>
          <p>{CHURCH_SAVED[saved].description}</p>
        </div>
      ) : null}
      <Island name="Dashboard" props={{}} />
      <p><a href="/dashboard/account">Account settings: password, e-mail, your data, delete account</a></p>
    </div>
  );
}
