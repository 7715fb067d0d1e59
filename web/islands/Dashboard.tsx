import { Suspense, useEffect, useState, type FormEvent, type MouseEvent } from "react";
import { lazyPart } from "../lib/lazy-part";
import type { OwnerEvent } from "../../src/contract/event-submission";
import type { BillingOverview } from "../../src/contract/checkout";
import { DASHBOARD_TABS, type ChurchAnalytics, type DashboardTab, type OwnerChurch } from "../../src/contract/owner";
import { churchFormText } from "../../src/contract/i18n/church-form-text";
import { dashboardText } from "../../src/contract/i18n/dashboard-text";
import { routes } from "../../src/contract/routes";
import { useLang, usePath, useText } from "../components/lang-context";
import { formAction } from "../lib/form-action";
import * as css from "../components/Dashboard.css";
import { button, buttonRow, card } from "../components/ui.css";
import { BillingPanel } from "./dashboard/BillingPanel";
import { PlanSummary } from "./dashboard/PlanSummary";
import { confirmedToast, ServicesFreshness } from "./dashboard/ServicesFreshness";
import { api } from "../lib/api";
import { navigateWithToast, showToast } from "../state/toasts";

// The charts' code (d3-scale, d3-shape) loads when the Analytics tab opens, not with the dashboard (docs/decisions/0030).
const AnalyticsPanel = await lazyPart(() => import("./dashboard/AnalyticsPanel").then((m) => m.AnalyticsPanel));

export interface DashboardProps {
  username: string;
  churches: OwnerChurch[];
  events: OwnerEvent[];
  /** The tab the address asks for (`?tab=…`). */
  tab: DashboardTab;
  /** The San Antonio day the page was drawn on (YYYY-MM-DD): how long ago the times were confirmed counts from it. */
  today: string;
  /** The account's plans and payments, for the Billing tab. */
  billing: BillingOverview;
}

/**
 * The owner's dashboard (docs/product.md, management side): tabs Overview, My Churches, Analytics and Billing,
 * the tab kept in the URL. Drawn by the server with the owner's churches and events, so that it
 * works without JavaScript: each tab is then a link to its address, Logout a form post
 * (docs/decisions/0059-forms-without-losses.md). Analytics are fetched by the script; the plans
 * and payments come with the page (docs/decisions/0099-signed-in-layout-shift.md).
 * Its welcome heading, from the signed-in `username`, is the page's one h1 (decision 0056).
 */
export default function Dashboard({ username, churches: loaded, events, tab: initialTab, today, billing }: DashboardProps) {
  const t = useText(dashboardText);
  const rule = useText(churchFormText);
  const path = usePath();
  const lang = useLang();
  const [tab, setTab] = useState<DashboardTab>(initialTab);
  const [churches, setChurches] = useState(loaded);
  const [analytics, setAnalytics] = useState<ChurchAnalytics[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // Back from 'These times are still right' posted without JavaScript (src/contract/owner.ts).
    if (new URLSearchParams(window.location.search).get("confirmed") === "services") {
      showToast(confirmedToast(t));
      window.history.replaceState(null, "", path(routes.dashboard));
    }
    // Analytics are requested only when a church is premium (docs/product.md, management side).
    if (loaded.some((c) => c.isPremium && c.claimStatus === null)) api<ChurchAnalytics[]>("GET", "/api/user/analytics").then(setAnalytics, () => setFailed(true));
  }, []);

  const tabPath = (name: DashboardTab) => path(name === "overview" ? routes.dashboard : `${routes.dashboard}?tab=${name}`);
  const choose = (next: DashboardTab) => (event: MouseEvent) => {
    event.preventDefault();
    setTab(next);
    window.history.replaceState(null, "", tabPath(next));
  };

  async function logout(event: FormEvent) {
    event.preventDefault();
    try {
      await api("POST", "/api/auth/logout");
      navigateWithToast(path(routes.home), { title: t("loggedOut") });
    } catch {
      showToast({ title: t("logoutFailed"), variant: "destructive" });
    }
  }

  const own = churches.filter((c) => c.claimStatus === null);
  // The church the account manages or asked to claim: it may add no other (docs/product.md M4).
  const managed = churches.find((c) => c.claimStatus === null || c.claimStatus === "pending");
  const premium = own.some((c) => c.isPremium);
  const featured = own.some((c) => c.featured);
  const confirmed = (id: number) => (at: string) => setChurches(churches.map((c) => (c.id === id ? { ...c, servicesConfirmedAt: at, servicesConfirmedOn: today } : c)));
  // Under what was not approved: the reason the admin gave, as the decision's mail carries it (docs/mail.md).
  const reviewerNote = (reason: string | null) => (reason ? <p className={css.note}>{t("reviewerNote", { reason })}</p> : null);

  return (
    <>
      <div className={css.row}>
        <h1>{t("welcome", { username })}</h1>
        <form method="post" action={formAction(lang, "/api/auth/logout")} onSubmit={(e) => void logout(e)}>
          <button type="submit" className={button.outline}>
            {t("logout")}
          </button>
        </form>
      </div>
      <div role="tablist" aria-label={t("tabsLabel")} className={css.tabs}>
        {DASHBOARD_TABS.map((name) => (
          <a key={name} role="tab" href={tabPath(name)} id={`tab-${name}`} aria-selected={tab === name} aria-controls={`panel-${name}`} className={css.tab} onClick={choose(name)}>
            {t(`tab_${name}`)}
          </a>
        ))}
      </div>
      {/* The Analytics tab's figures load after the page: its panel is a screen tall meanwhile (docs/decisions/0099-signed-in-layout-shift.md). */}
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={tab === "analytics" && premium ? `${card} ${css.lateFilledPanel}` : card}>
        {tab === "overview" ? (
          <>
            {/* A plan is a church's: an account without one is offered to add or claim it below, not told of a plan. */}
            {own.length ? <PlanSummary featured={featured} premium={premium} /> : null}
            {own.map((c) => (
              <ServicesFreshness key={c.id} church={c} today={today} named={own.length > 1} onConfirmed={confirmed(c.id)} />
            ))}
            <h2>{t("recentActivity")}</h2>
            {churches.length ? (
              <ul>
                {churches.slice(0, 3).map((c) => (
                  <li key={c.id}>
                    {c.name}: {c.claimStatus ? t(`claimLower_${c.claimStatus}`) : t(`status_${c.status}`)}
                    {reviewerNote(c.rejectionReason)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t("noChurch")}</p>
            )}
            {managed ? <p>{rule(managed.claimStatus === "pending" ? "alreadyOnePending" : "alreadyOne", { name: managed.name })}</p> : null}
            <div className={buttonRow}>
              {managed ? null : (
                <a className={button.primary} href={path(routes.churchSubmission)}>
                  {t("addChurch")}
                </a>
              )}
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
                    {reviewerNote(c.rejectionReason)}
                  </li>
                ))}
              </ul>
            ) : null}
            {managed ? null : (
              <p>
                {churches.length ? null : `${t("noChurchAdd")} `}
                <a href={path(routes.churchSubmission)}>{t("addOrClaim")}</a>.
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
                        {reviewerNote(e.rejectionReason)}
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
            failed ? (
              <p role="alert">{t("loadFailed")}</p>
            ) : (
              <>
                <noscript>
                  <p>{t("needsScript")}</p>
                </noscript>
                <Suspense fallback={<p role="status">{t("loadingAnalytics")}</p>}>
                  <AnalyticsPanel churches={analytics} />
                </Suspense>
              </>
            )
          ) : (
            <p>
              {t("analyticsPremium")} <a href={path(routes.advertise)}>{t("seePlans")}</a>.
            </p>
          )
        ) : (
          <>
            <noscript>
              <p>{t("needsScript")}</p>
            </noscript>
            <BillingPanel initial={billing} canUpgrade={own.some((c) => c.status === "approved")} hasChurch={own.length > 0} pendingClaim={managed?.claimStatus === "pending" ? managed.name : undefined} />
          </>
        )}
      </div>
    </>
  );
}
