import { Suspense, useState } from "react";
import { lazyPart } from "../lib/lazy-part";
import { routes } from "../../src/contract/routes";
import { ADMIN_TABS, type AdminTab } from "../../src/contract/admin-tabs";
import { Skeletons } from "./admin-dashboard/Skeletons";
import * as css from "../components/Dashboard.css";
import { button, card } from "../components/ui.css";
import { api } from "../lib/api";
import { navigateWithToast, showToast } from "../state/toasts";
import type { MapConfig } from "../lib/leaflet";

// Each tab's code loads when the tab opens.
const Approvals = await lazyPart(() => import("./admin-dashboard/Approvals").then((m) => m.Approvals));
const UpdateRequests = await lazyPart(() => import("./admin-dashboard/UpdateRequests").then((m) => m.UpdateRequests));
const Listings = await lazyPart(() => import("./admin-dashboard/Listings").then((m) => m.Listings));
const FindChurches = await lazyPart(() => import("./admin-dashboard/FindChurches").then((m) => m.FindChurches));
const Content = await lazyPart(() => import("./admin-dashboard/Content").then((m) => m.Content));
const Banners = await lazyPart(() => import("./admin-dashboard/Banners").then((m) => m.Banners));
const Inbox = await lazyPart(() => import("./admin-dashboard/Inbox").then((m) => m.Inbox));
const Outbox = await lazyPart(() => import("./admin-dashboard/Outbox").then((m) => m.Outbox));
const Newsletters = await lazyPart(() => import("./admin-dashboard/Newsletters").then((m) => m.Newsletters));
const UnansweredSearches = await lazyPart(() => import("./admin-dashboard/UnansweredSearches").then((m) => m.UnansweredSearches));
const Invitations = await lazyPart(() => import("./admin-dashboard/Invitations").then((m) => m.Invitations));
const BulkUpdate = await lazyPart(() => import("./admin-dashboard/BulkUpdate").then((m) => m.BulkUpdate));

/**
 * The admin dashboard (docs/product.md M7: /admin): welcome line, Logout, and the tabs, kept in the
 * URL. The server draws it only for a signed-in administrator, with the URL's tab open, so the
 * page is whole at first paint: only the open tab's list loads after (decision 0056; a tall panel
 * keeps the footer out of sight meanwhile, docs/decisions/0099-signed-in-layout-shift.md).
 */
export default function AdminDashboard({ username, initialTab, denominations, areas, outboxIntro, today, map }: { username: string; initialTab: AdminTab; denominations: string[]; areas: string[]; outboxIntro: string; today: string; map: MapConfig }) {
  const [tab, setTab] = useState<AdminTab>(initialTab);

  const choose = (next: AdminTab) => {
    setTab(next);
    window.history.replaceState(null, "", `${routes.admin}?tab=${next}`);
  };

  async function logout() {
    try {
      await api("POST", "/api/admin/logout");
      navigateWithToast(routes.adminLogin, { title: "Logged out" });
    } catch {
      showToast({ title: "Logout failed", variant: "destructive" });
    }
  }

  const header = (
    <div className={css.row}>
      <h1>Welcome, {username}</h1>
      <span className={css.row}>
        <a href="/billing-test">Billing test</a>
        <button type="button" className={button.outline} onClick={() => void logout()}>
          Logout
        </button>
      </span>
    </div>
  );
  return (
    <>
      {header}
      <div role="tablist" aria-label="Administration" className={css.tabs}>
        {ADMIN_TABS.map(([t, text]) => (
          <button key={t} type="button" role="tab" id={`tab-${t}`} aria-selected={tab === t} aria-controls={`panel-${t}`} className={css.tab} onClick={() => choose(t)}>
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={`${card} ${css.lateFilledPanel}`}>
        <Suspense fallback={<Skeletons />}>
          {tab === "approvals" ? <Approvals map={map} /> : null}
          {tab === "updates" ? <UpdateRequests /> : null}
          {tab === "listings" ? <Listings denominations={denominations} areas={areas} map={map} today={today} /> : null}
          {tab === "bulk" ? <BulkUpdate denominations={denominations} areas={areas} /> : null}
          {tab === "find" ? <FindChurches /> : null}
          {tab === "invitations" ? <Invitations /> : null}
          {tab === "content" ? <Content /> : null}
          {tab === "banners" ? <Banners /> : null}
          {tab === "inbox" ? <Inbox /> : null}
          {tab === "outbox" ? <Outbox intro={outboxIntro} /> : null}
          {tab === "newsletter" ? <Newsletters /> : null}
          {tab === "searches" ? <UnansweredSearches /> : null}
        </Suspense>
      </div>
    </>
  );
}
