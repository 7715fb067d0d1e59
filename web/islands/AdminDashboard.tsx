import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "../lib/lazy-part";
import { routes } from "../../src/contract/routes";
import { Skeletons } from "./admin-dashboard/Skeletons";
import * as css from "../components/Dashboard.css";
import { button, card } from "../components/ui.css";
import { api } from "../lib/api";
import { navigateWithToast, showToast } from "../state/toasts";
import type { CurrentUser } from "../state/session";
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

const TABS = [
  ["approvals", "Church Approvals"],
  ["updates", "Information Updates"],
  ["listings", "Manage Listings"],
  ["bulk", "Bulk Update"],
  ["find", "Find Churches"],
  ["invitations", "Invitations"],
  ["content", "Content"],
  ["banners", "Banners"],
  ["inbox", "Inbox"],
  ["outbox", "Outbox"],
  ["newsletter", "Newsletter"],
  ["searches", "Searches Found Nothing"],
] as const;
type Tab = (typeof TABS)[number][0];

/**
 * The admin dashboard (docs/product.md M7: /admin): welcome line, Logout, and the tabs, kept in the
 * URL. The welcome line is the page's one h1, drawn by the server from the signed-in `username`
 * (decision 0056); the rest waits for the admin check.
 */
export default function AdminDashboard({ username, denominations, areas, outboxIntro, today, map }: { username: string; denominations: string[]; areas: string[]; outboxIntro: string; today: string; map: MapConfig }) {
  const [tab, setTab] = useState<Tab>("approvals");
  const [user, setUser] = useState<CurrentUser | null>(null);

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("tab");
    if (TABS.some(([t]) => t === fromUrl)) setTab(fromUrl as Tab);
    api<CurrentUser>("GET", "/api/admin/user").then(setUser, () => {
      showToast({ title: "Error", description: "Failed to fetch admin user", variant: "destructive" });
      window.location.assign(routes.adminLogin);
    });
  }, []);

  const choose = (next: Tab) => {
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
      {user ? (
        <span className={css.row}>
          <a href="/billing-test">Billing test</a>
          <button type="button" className={button.outline} onClick={() => void logout()}>
            Logout
          </button>
        </span>
      ) : null}
    </div>
  );
  if (!user)
    return (
      <>
        {header}
        <Skeletons />
      </>
    );
  return (
    <>
      {header}
      <div role="tablist" aria-label="Administration" className={css.tabs}>
        {TABS.map(([t, text]) => (
          <button key={t} type="button" role="tab" id={`tab-${t}`} aria-selected={tab === t} aria-controls={`panel-${t}`} className={css.tab} onClick={() => choose(t)}>
            {text}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={card}>
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
