import { useEffect, useState } from "react";
import { PAYMENT_STATUS_LABELS, type BillingOverview } from "../../../src/contract/checkout";
import { formatLongDate, formatShortDate } from "../../../src/contract/dates";
import { formatMoney, PLAN_DETAILS } from "../../../src/contract/pricing";
import { routes } from "../../../src/contract/routes";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";
import { PaymentsUnavailable } from "../../components/payments/PaymentsUnavailable";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";

interface Pricing {
  monthly: { displayPrice: string };
  yearly: { displayPrice: string };
}

const STATUS: Record<string, string> = { active: "Active", past_due: "Payment failed", canceled: "Cancelled", unpaid: "Unpaid", incomplete: "Waiting for payment" };

/**
 * The dashboard's Billing tab (docs/product.md, management side): upgrade, refresh, the current plan, cancel,
 * history; while no provider takes payments, that paid plans are not available yet.
 */
export function BillingPanel({ canUpgrade }: { canUpgrade: boolean }) {
  const [pricing, setPricing] = useState<Pricing | null>(null);
  const [billing, setBilling] = useState<BillingOverview | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () => api<BillingOverview>("GET", "/api/user/billing").then(setBilling, () => setBilling({ provider: "demo", subscriptions: [], payments: [] }));
  useEffect(() => {
    api<Pricing>("GET", "/api/pricing").then(setPricing, () => setPricing(null));
    void load();
  }, []);

  async function upgrade(plan: "monthly" | "yearly") {
    setBusy(true);
    try {
      const { url } = await api<{ url?: string }>("POST", "/api/upgrade", { plan });
      if (!url) throw new Error("No checkout URL received");
      window.location.assign(url);
    } catch (error) {
      showToast({ title: "Upgrade Error", description: error instanceof ApiError ? (error.serverMessage ?? "Failed to create checkout session") : "No checkout URL received", variant: "destructive" });
      setBusy(false);
    }
  }

  async function refresh() {
    setBusy(true);
    try {
      await api("POST", "/api/entitlements/refresh");
      showToast({ title: "Membership Refreshed" });
      await load();
    } catch {
      showToast({ title: "Refresh Failed", description: "Could not refresh membership status", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function cancel(id: string, description: string) {
    if (!window.confirm(`Cancel ${description}? Featured placement and premium features end now.`)) return;
    setBusy(true);
    try {
      await api("POST", "/api/subscriptions/cancel", { subscriptionId: id });
      showToast({ title: "Plan Cancelled", description: "Your church is back on the free Basic plan." });
      await load();
    } catch (error) {
      showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "Could not cancel the plan", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const active = billing?.subscriptions.filter((s) => s.status === "active") ?? [];
  // One church plan at a time: a Featured owner moves up by cancelling, then subscribing (docs/decisions/0033-plans.md).
  const featuredOnly = active.some((s) => PLAN_DETAILS[s.plan].grants === "featured") && !active.some((s) => PLAN_DETAILS[s.plan].grants === "premium");
  return (
    <>
      <h2>Your Plan</h2>
      {!billing ? (
        <p role="status">Loading your plan…</p>
      ) : active.length ? (
        <ul className={css.list}>
          {active.map((s) => (
            <li key={s.id} className={`${css.item} ${css.statusApproved}`}>
              <span>
                <strong>{s.description}</strong> · {STATUS[s.status] ?? s.status}
                {s.currentPeriodEnd ? ` · paid until ${formatLongDate(s.currentPeriodEnd)}` : ""}
              </span>
              <button type="button" className={button.outline} disabled={busy} onClick={() => void cancel(s.id, s.description)}>
                Cancel Plan
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>Basic listing, free.</p>
      )}
      {featuredOnly && billing?.provider !== "none" ? (
        <p>
          Premium Membership adds visitor analytics, monthly performance reports and the extra profile sections. To move up, cancel your Featured Listing here, then{" "}
          <a href="/subscribe">subscribe to Premium Membership</a>.
        </p>
      ) : null}
      {billing?.provider === "demo" ? <p className={css.status}>Demo payments: no real charges are made on this site.</p> : null}
      {billing?.provider === "none" && !active.length ? <PaymentsUnavailable /> : null}
      {canUpgrade && !active.length && billing && billing.provider !== "none" ? (
        <>
          <h3>Upgrade to Premium</h3>
          <div className={buttonRow}>
            <button type="button" className={button.primary} disabled={busy || !pricing} onClick={() => void upgrade("monthly")}>
              Monthly{pricing ? `: ${pricing.monthly.displayPrice}` : ""}
            </button>
            <button type="button" className={button.outline} disabled={busy || !pricing} onClick={() => void upgrade("yearly")}>
              Yearly{pricing ? `: ${pricing.yearly.displayPrice}` : ""}
            </button>
          </div>
          <p>
            Or <a href="/checkout?plan=featured&billing=monthly">buy a Featured Listing</a>, visibility without analytics. <a href={routes.advertise}>Compare plans</a>.
          </p>
        </>
      ) : null}
      {billing?.provider === "none" ? null : (
        <div className={buttonRow}>
          <button type="button" className={button.outline} disabled={busy} onClick={() => void refresh()}>
            Refresh Membership
          </button>
        </div>
      )}
      <h3>Billing History</h3>
      {billing && billing.payments.length ? (
        <div className={css.scroll}>
          <table className={css.table}>
            <caption className="visually-hidden">Payments, newest first</caption>
            <thead>
              <tr>
                <th className={css.cell} scope="col">
                  Date
                </th>
                <th className={css.cell} scope="col">
                  Description
                </th>
                <th className={css.cell} scope="col">
                  Amount
                </th>
                <th className={css.cell} scope="col">
                  Status
                </th>
                <th className={css.cell} scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {billing.payments.map((p) => (
                <tr key={p.id}>
                  <td className={css.cell}>{formatShortDate(p.paidAt)}</td>
                  <td className={css.cell}>{p.description}</td>
                  <td className={css.cell}>{formatMoney(p.amountCents, p.currency)}</td>
                  <td className={css.cell}>{PAYMENT_STATUS_LABELS[p.status] ?? p.status}</td>
                  <td className={css.cell}>
                    <a href={`/dashboard/receipts/${p.receiptId}`} aria-label={`Receipt ${p.receiptNumber}`}>
                      Receipt
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>No payments yet.</p>
      )}
    </>
  );
}
