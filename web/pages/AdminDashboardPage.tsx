import { AdminSiteHealth } from "../components/AdminSiteHealth";
import { Island } from "../components/Island";
import { usePageContext } from "../components/page-context";
import { container, section } from "../components/ui.css";
import type { AdminTab } from "../../src/contract/admin-tabs";

/** /admin: administrators only (the server sends anyone else to /admin/login). */
export function AdminDashboardPage({ health, ...props }: { username: string; initialTab: AdminTab; denominations: string[]; areas: string[]; outboxIntro: string; today: string; health: { lines: string[]; warnings: string[] } }) {
  // The pin picker's map (Church Approvals, the edit dialog) needs the tiles and Leaflet's stylesheet.
  const { map } = usePageContext();
  return (
    <div className={`${container} ${section}`}>
      <AdminSiteHealth {...health} />
      <Island name="AdminDashboard" props={{ ...props, map }} />
    </div>
  );
}
