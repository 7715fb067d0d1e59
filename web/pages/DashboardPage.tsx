import { Island } from "../components/Island";
import { container, section } from "../components/ui.css";

/** /dashboard: signed-in owners only (the server sends others to /login). */
export function DashboardPage() {
  return (
    <div className={`${container} ${section}`}>
      <Island name="Dashboard" props={{}} />
      <p><a href="/dashboard/account">Account settings: password, e-mail, your data, delete account</a></p>
    </div>
  );
}
