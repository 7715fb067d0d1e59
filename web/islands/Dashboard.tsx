import { lazy, Suspense, useEffect, useState } from "react";
import type { OwnerEvent } from "../../src/contract/event-submission";
import type { ChurchAnalytics, OwnerChurch } from "../../src/contract/owner";
import { dashboardText } from "../../src/contract/i18n/dashboard-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as css from "../components/Dashboard.css";
import { button, buttonRow, card } from "../components/ui.css";
import { BillingPanel } from "./dashboard/BillingPanel";
import { PlanSummary } from "./dashboard/PlanSummary";
import { confirmedToast, ServicesFreshness } from "./dashboard/ServicesFreshness";
import { api } from "../lib/api";
import { navigateWithToast, showToast } from "../state/toasts";

// The charts' code (d3-scale, d3-shape) loads when the Analytics tab opens, not with the dashboard (docs/decisions/0030).
const AnalyticsPanel = lazy(() => import("./dashboard/AnalyticsPanel").then((m) => ({ default: m.AnalyticsPanel })));

const TABS = ["overview", "churches", "analytics", "billing"] as const;
type Tab = (typeof TABS)[number];
/**
 * The owner's dashboard (docs/product.md, management side): tabs Overview, My Churches, Analytics and Billing,
 * the tab kept in the URL. Data comes from the owner's own API after sign-in; the welcome heading
 * is drawn by the server, from the signed-in `username` (the page's one h1, decision 0056).
 */
export default function Dashboard({ username }: { username: string }) {
  const t = useText(dashboardText);
  const path = usePath();
  const [tab, setTab] = useState<Tab>("overview");
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
      showToast(confirmedToast(t));
      window.history.replaceState(null, "", path(routes.dashboard));
    }
    Promise.all([api<OwnerChurch[]>("GET", "/api/user/churches"), api<OwnerEvent[]>("GET", "/api/user/events")])
      .then(([list, submitted]) => {
        setChurches(list);
        setEvents(submitted);
        // Analytics are requested only when a church is premium (docs/product.md, management side).
        if (list.some((c) => c.isPremium && c.claimStatus === null)) return api<ChurchAnalytics[]>("GET", "/api/user/analytics").then(setAnalytics);
      })
      .catch(() => setFailed(true));
  }, []);

  const choose = (next: Tab) => {
    setTab(next);
    window.history.replaceState(null, "", path(next === "overview" ? routes.dashboard : `${routes.dashboard}?tab=${next}`));
  };

  async function logout() {
    try {
      await api("POST", "/api/auth/logout");
      navigateWithToast(path(routes.home), { title: t("loggedOut") });
    } catch {
      showToast({ title: t("logoutFailed"), variant: "destructive" });
    }
  }

  const header = (
    <div className={css.row}>
      <h1>{t("welcome", { username })}</h1>
      {churches ? (
        <button type="button" className={button.outline} onClick={() => void logout()}>
          {t("logout")}
        </button>
      ) : null}
    </div>
  );
  if (failed || !churches)
    return (
      <>
        {header}
        {failed ? <p role="alert">{t("loadFailed")}</p> : <p role="status">{t("loading")}</p>}
      </>
    );
  const own = churches.filter((c) => c.claimStatus === null);
  const premium = own.some((c) => c.isPremium);
  const featured = own.some((c) => c.featured);
  const confirmed = (id: number) => (at: string) => setChurches(churches.map((c) => (c.id === id ? { ...c, servicesConfirmedAt: at } : c)));

  return (
    <>
      {header}
      <div role="tablist" aria-label={t("tabsLabel")} className={css.tabs}>
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" id={`tab-${name}`} aria-selected={tab === name} aria-controls={`panel-${name}`} className={css.tab} onClick={() => choose(name)}>
            {t(`tab_${name}`)}
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
            <h2>{t("recentActivity")}</h2>
            {churches.length ? (
              <ul>
                {churches.slice(0, 3).map((c) => (
                  <li key={c.id}>
                    {c.name}: {c.claimStatus ? t(`claimLower_${c.claimStatus}`) : t(`status_${c.status}`)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("noChurch")}</p>
            )}
            <div className={buttonRow}>
              {own.length === 0 ? (
                <a className={button.primary} href={path(routes.churchSubmission)}>
                  {t("addChurch")}
                </a>
              ) : null}
              <a className={button.outline} href={path(routes.contact)}>
                {t("contactSupport")}
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
                      <strong>{c.name}</strong> <span className={css.status}>{c.claimStatus ? t(`claim_${c.claimStatus}`) : t(`status_${c.status}`)}</span>
                    </span>
                    <span className={buttonRow}>
                      {c.status === "approved" ? <a href={path(routes.church(c.slug))}>{t("view")}</a> : null}
                      {c.claimStatus === null ? <a href={path(routes.churchEdit(c.id))}>{t("edit")}</a> : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                {t("noChurchAdd")} <a href={path(routes.churchSubmission)}>{t("addOrClaim")}</a>.
              </p>
            )}
            {own.some((c) => c.status === "approved") ? (
              <>
                <h2>{t("yourEvents")}</h2>
                {events.length ? (
                  <ul>
                    {events.map((e) => (
                      <li key={e.id} className={css.row}>
                        <span>
                          {e.title} · {e.date}
                        </span>
                        <span className={css.status}>{t(`event_${e.status}`)}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t("noEvents")}</p>
                )}
                <a className={button.outline} href={path(routes.eventSubmission)}>
                  {t("submitEvent")}
                </a>
              </>
            ) : null}
          </>
        ) : tab === "analytics" ? (
          premium ? (
            <Suspense fallback={<p role="status">{t("loadingAnalytics")}</p>}>
              <AnalyticsPanel churches={analytics} />
            </Suspense>
          ) : (
            <p>
              {t("analyticsPremium")} <a href={path(routes.advertise)}>{t("seePlans")}</a>.
            </p>
          )
        ) : (
          <BillingPanel canUpgrade={own.some((c) => c.status === "approved")} />
        )}
      </section>
    </>
  );
}
