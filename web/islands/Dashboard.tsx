import { lazy, Suspense, useEffect, useState } from "react";
import type { OwnerEvent } from "../../src/contract/event-submission";
import type { ChurchAnalytics, OwnerChurch } from "../../src/contract/owner";
import { routes } from "../../src/contract/routes";
import * as css from "../components/Dashboard.css";
import { button, buttonRow, card } from "../components/ui.css";
import { BillingPanel } from "./dashboard/BillingPanel";
import { PlanSummary } from "./dashboard/PlanSummary";
import { CONFIRMED_TOAST, ServicesFreshness } from "./dashboard/ServicesFreshness";
import { api } from "../lib/api";
import { navigateWithToast, showToast } from "../state/toasts";
import type { CurrentUser } from "../state/session";

// The charts' code (d3-scale, d3-shape) loads when the Analytics tab opens, not with the dashboard (docs/decisions/0030).
const AnalyticsPanel = lazy(() => import("./dashboard/AnalyticsPanel").then((m) => ({ default: m.AnalyticsPanel })));

const TABS = ["overview", "churches", "analytics", "billing"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = { overview: "Overview", churches: "My Churches", analytics: "Analytics", billing: "Billing" };
const STATUS: Record<OwnerChurch["status"], string> = { approved: "Approved", pending: "Pending review", rejected: "Not approved" };
const EVENT_STATUS: Record<OwnerEvent["status"], string> = { approved: "Published", pending: "Pending review", rejected: "Not approved" };
/**
 * The owner's dashboard (docs/product.md, management side): tabs Overview, My Churches, Analytics and Billing,
 * the tab kept in the URL. Data comes from the owner's own API after sign-in.
 */
export default function Dashboard() {
  const [tab, setTab] = useState<Tab>("overview");
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [churches, setChurches] = useState<OwnerChurch[] | null>(null);
  const [analytics, setAnalytics] = useState<ChurchAnalytics[] | null>(null);
  const [events, setEvents] = useState<OwnerEvent[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    const fromUrl = search.get("tab") as Tab;
    if (TABS.includes(fromUrl)) setTab(fromUrl);
    // Back from 'These times are still right' posted without JavaScript (src/contract/owner.ts).
    if (search.get("confirmed") === "services") {
      showToast(CONFIRMED_TOAST);
      window.history.replaceState(null, "", routes.dashboard);
    }
    Promise.all([api<CurrentUser>("GET", "/api/auth/me"), api<OwnerChurch[]>("GET", "/api/user/churches"), api<OwnerEvent[]>("GET", "/api/user/events")])
      .then(([me, list, submitted]) => {
        setUser(me);
        setChurches(list);
        setEvents(submitted);
        // Analytics are requested only when a church is premium (docs/product.md, management side).
        if (list.some((c) => c.isPremium && c.claimStatus === null)) return api<ChurchAnalytics[]>("GET", "/api/user/analytics").then(setAnalytics);
      })
      .catch(() => setFailed(true));
  }, []);

  const choose = (next: Tab) => {
    setTab(next);
    window.history.replaceState(null, "", next === "overview" ? routes.dashboard : `${routes.dashboard}?tab=${next}`);
  };

  async function logout() {
    try {
      await api("POST", "/api/auth/logout");
      navigateWithToast(routes.home, { title: "Logged out" });
    } catch {
      showToast({ title: "Logout failed", variant: "destructive" });
    }
  }

  if (failed) return <p role="alert">Your dashboard could not be loaded. Please refresh the page.</p>;
  if (!user || !churches) return <p role="status">Loading your dashboard…</p>;
  const own = churches.filter((c) => c.claimStatus === null);
  const premium = own.some((c) => c.isPremium);
  const featured = own.some((c) => c.featured);
  const confirmed = (id: number) => (at: string) => setChurches(churches.map((c) => (c.id === id ? { ...c, servicesConfirmedAt: at } : c)));

  return (
    <>
      <div className={css.row}>
        <h1>Welcome, {user.username}</h1>
        <button type="button" className={button.outline} onClick={() => void logout()}>
          Logout
        </button>
      </div>
      <div role="tablist" aria-label="Dashboard" className={css.tabs}>
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" id={`tab-${t}`} aria-selected={tab === t} aria-controls={`panel-${t}`} className={css.tab} onClick={() => choose(t)}>
            {TAB_LABELS[t]}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={card}>
        {tab === "overview" ? (
          <>
            <PlanSummary featured={featured} premium={premium} />
            {own.map((c) => (
              <ServicesFreshness key={c.id} church={c} named={own.length > 1} onConfirmed={confirmed(c.id)} />
            ))}
            <h2>Recent Activity</h2>
            {churches.length ? (
              <ul>
                {churches.slice(0, 3).map((c) => (
                  <li key={c.id}>
                    {c.name}: {c.claimStatus ? `claim ${c.claimStatus}` : STATUS[c.status]}
                  </li>
                ))}
              </ul>
            ) : (
              <p>You have no church yet.</p>
            )}
            <div className={buttonRow}>
              {own.length === 0 ? (
                <a className={button.primary} href={routes.churchSubmission}>
                  Add New Church
                </a>
              ) : null}
              <a className={button.outline} href={routes.contact}>
                Contact Support
              </a>
            </div>
          </>
        ) : tab === "churches" ? (
          <>
            {churches.length ? (
              <ul>
                {churches.map((c) => (
                  <li key={c.id} className={css.row}>
                    <span>
                      <strong>{c.name}</strong> <span className={css.status}>{c.claimStatus ? `Claim ${c.claimStatus}` : STATUS[c.status]}</span>
                    </span>
                    <span className={buttonRow}>
                      {c.status === "approved" ? <a href={routes.church(c.slug)}>View</a> : null}
                      {c.claimStatus === null ? <a href={routes.churchEdit(c.id)}>Edit</a> : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                You have no church yet. <a href={routes.churchSubmission}>Add or claim your church</a>.
              </p>
            )}
            {own.some((c) => c.status === "approved") ? (
              <>
                <h2>Your Events</h2>
                {events.length ? (
                  <ul>
                    {events.map((e) => (
                      <li key={e.id} className={css.row}>
                        <span>
                          {e.title} · {e.date}
                        </span>
                        <span className={css.status}>{EVENT_STATUS[e.status]}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>No events submitted yet.</p>
                )}
                <a className={button.outline} href={routes.eventSubmission}>
                  Submit an Event
                </a>
              </>
            ) : null}
          </>
        ) : tab === "analytics" ? (
          premium ? (
            <Suspense fallback={<p role="status">Loading analytics…</p>}>
              <AnalyticsPanel churches={analytics} />
            </Suspense>
          ) : (
            <p>
              Detailed analytics come with premium membership. <a href={routes.advertise}>See the plans</a>.
            </p>
          )
        ) : (
          <BillingPanel canUpgrade={own.some((c) => c.status === "approved")} />
        )}
      </section>
    </>
  );
}
