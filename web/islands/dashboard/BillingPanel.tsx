import { useEffect, useState } from "react";
import type { BillingOverview } from "../../../src/contract/checkout";
import { dashboardText } from "../../../src/contract/i18n/dashboard-text";
import { formatLongDate, formatShortDate } from "../../../src/contract/dates";
import { formatMoney, isChurchPlan, PLAN_DETAILS, type Plan } from "../../../src/contract/pricing";
import { routes } from "../../../src/contract/routes";
import { useLang, usePath, useText } from "../../components/lang-context";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";
import { PaymentsUnavailable } from "../../components/payments/PaymentsUnavailable";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";

interface Pricing {
  monthly: { displayPrice: string };
  yearly: { displayPrice: string };
}

const SUBSCRIPTION_STATUSES = ["active", "past_due", "canceled", "unpaid", "incomplete"] as const;
const PAYMENT_STATUSES = ["succeeded", "pending", "failed", "refunded"] as const;
const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The dashboard's Billing tab (docs/product.md, management side): upgrade, refresh, the current plan, cancel,
 * history; while no provider takes payments, that paid plans are not available yet. An account
 * without a church of its own (`hasChurch` false) has no plan to speak of: it is told to add or
 * claim one first, or that plans come once its `pendingClaim` is approved.
 */
export function BillingPanel({ initial, canUpgrade, hasChurch, pendingClaim }: { initial: BillingOverview; canUpgrade: boolean; hasChurch: boolean; pendingClaim?: string }) {
  const t = useText(dashboardText);
  const path = usePath();
  const lang = useLang();
  const [pricing, setPricing] = useState<Pricing | null>(null);
  // Drawn with the page; read again after a refresh or a cancellation.
  const [billing, setBilling] = useState<BillingOverview>(initial);
  const [busy, setBusy] = useState(false);

  // A failed reading leaves what is shown.
  const load = () => api<BillingOverview>("GET", "/api/user/billing").then(setBilling, () => undefined);
  useEffect(() => {
    api<Pricing>("GET", "/api/pricing").then(setPricing, () => setPricing(null));
  }, []);

  async function upgrade(plan: "monthly" | "yearly") {
    setBusy(true);
    try {
      const { url } = await api<{ url?: string }>("POST", "/api/upgrade", { plan });
      if (!url) throw new Error(t("noCheckoutUrl"));
      window.location.assign(url);
    } catch (error) {
      showToast({ title: t("upgradeError"), description: error instanceof ApiError ? (error.serverMessage ?? t("checkoutFailed")) : t("noCheckoutUrl"), variant: "destructive" });
      setBusy(false);
    }
  }

  async function refresh() {
    setBusy(true);
    try {
      await api("POST", "/api/entitlements/refresh");
      showToast({ title: t("refreshed") });
      await load();
    } catch {
      showToast({ title: t("refreshFailed"), description: t("refreshFailedDescription"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function cancel(id: string, description: string, plan: Plan) {
    if (!window.confirm(t("cancelConfirm", { plan: description }))) return;
    setBusy(true);
    try {
      await api("POST", "/api/subscriptions/cancel", { subscriptionId: id });
      // A banner's end leaves the church's plan as it was.
      showToast({ title: t("planCancelled"), ...(isChurchPlan(plan) ? { description: t("planCancelledDescription") } : {}) });
      await load();
    } catch (error) {
      showToast({ title: t("error"), description: (error instanceof ApiError && error.serverMessage) || t("cancelFailed"), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const active = billing.subscriptions.filter((s) => s.status === "active");
  // One church plan at a time: a Featured owner moves up by cancelling, then subscribing (docs/decisions/0033-plans.md).
  const featuredOnly = active.some((s) => PLAN_DETAILS[s.plan].grants === "featured") && !active.some((s) => PLAN_DETAILS[s.plan].grants === "premium");
  return (
    <>
      <h2>{t("yourPlan")}</h2>
      {active.length ? (
        <ul className={css.list}>
          {active.map((s) => (
            <li key={s.id} className={`${css.item} ${css.statusApproved}`}>
              <span>
                <strong>{s.description}</strong> · {known(SUBSCRIPTION_STATUSES, s.status) ? t(`sub_${s.status}`) : s.status}
                {s.currentPeriodEnd ? t("paidUntil", { date: formatLongDate(s.currentPeriodEnd, lang) }) : ""}
              </span>
              <button type="button" className={button.outline} disabled={busy} onClick={() => void cancel(s.id, s.description, s.plan)}>
                {t("cancelPlan")}
              </button>
            </li>
          ))}
        </ul>
      ) : hasChurch ? (
        <p>{t("basicFree")}</p>
      ) : pendingClaim ? (
        <p>{t("plansAfterClaim", { name: pendingClaim })}</p>
      ) : (
        <p>
          {t("plansNeedChurch")} <a href={path(routes.churchSubmission)}>{t("addOrClaim")}</a>.
        </p>
      )}
      {featuredOnly && billing.provider !== "none" ? (
        <p>
          {t("moveUp")} <a href={path("/subscribe")}>{t("subscribePremium")}</a>.
        </p>
      ) : null}
      {billing.provider === "demo" ? <p className={css.status}>{t("demoPayments")}</p> : null}
      {billing.provider === "none" && !active.length ? <PaymentsUnavailable /> : null}
      {canUpgrade && !active.length && billing.provider !== "none" ? (
        <>
          <h3>{t("upgradeHeading")}</h3>
          <div className={buttonRow}>
            <button type="button" className={button.primary} disabled={busy || !pricing} onClick={() => void upgrade("monthly")}>
              {t("monthly")}
              {pricing ? `: ${pricing.monthly.displayPrice}` : ""}
            </button>
            <button type="button" className={button.outline} disabled={busy || !pricing} onClick={() => void upgrade("yearly")}>
              {t("yearly")}
              {pricing ? `: ${pricing.yearly.displayPrice}` : ""}
            </button>
          </div>
          <p>
            {t("or")} <a href={path("/checkout?plan=featured&billing=monthly")}>{t("buyFeatured")}</a>
            {t("featuredNoAnalytics")} <a href={path(routes.advertise)}>{t("comparePlans")}</a>.
          </p>
        </>
      ) : null}
      {billing.provider === "none" ? null : (
        <div className={buttonRow}>
          <button type="button" className={button.outline} disabled={busy} onClick={() => void refresh()}>
            {t("refreshMembership")}
          </button>
        </div>
      )}
      <h3>{t("billingHistory")}</h3>
      {billing.payments.length ? (
        <div className={css.scroll}>
          <table className={css.table}>
            <caption className="visually-hidden">{t("paymentsCaption")}</caption>
            <thead>
              <tr>
                <th className={css.cell} scope="col">
                  {t("colDate")}
                </th>
                <th className={css.cell} scope="col">
                  {t("colDescription")}
                </th>
                <th className={css.cell} scope="col">
                  {t("colAmount")}
                </th>
                <th className={css.cell} scope="col">
                  {t("colStatus")}
                </th>
                <th className={css.cell} scope="col">
                  <span className="visually-hidden">{t("receipt")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {billing.payments.map((p) => (
                <tr key={p.id}>
                  <td className={css.cell}>{formatShortDate(p.paidAt, lang)}</td>
                  <td className={css.cell}>{p.description}</td>
                  <td className={css.cell}>{formatMoney(p.amountCents, p.currency)}</td>
                  <td className={css.cell}>{known(PAYMENT_STATUSES, p.status) ? t(`pay_${p.status}`) : p.status}</td>
                  <td className={css.cell}>
                    <a href={path(`/dashboard/receipts/${p.receiptId}`)} aria-label={t("receiptNumber", { number: p.receiptNumber })}>
                      {t("receipt")}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t("noPayments")}</p>
      )}
    </>
  );
}
