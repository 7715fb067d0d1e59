import { Island } from "../components/Island";
import { container, section } from "../components/ui.css";

/** /admin: administrators only (the server sends anyone else to /admin/login). */
export function AdminDashboardPage(props: { denominations: string[]; areas: string[] }) {
  return (
    <div className={`${container} ${section}`}>
      <Island name="AdminDashboard" props={props} />
    </div>
  );
}
