import { useState } from "react";
import type { BillingStatus } from "../../src/contract/billing-status";
import { api, ApiError } from "../lib/api";
import { button, buttonRow, card } from "../components/ui.css";
import * as css from "../components/Dashboard.css";

const PROVIDER: Record<BillingStatus["provider"], string> = {
  stripe: "Stripe",
  demo: "Demo provider (no Stripe key)",
  none: "None: no Stripe keys and no demo data, so paid plans show as not available yet",
};

const failure = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? `HTTP ${error.status}`) : "network error");

/** /billing-test (docs/product.md D15): which provider runs, what is configured, and the spec's four steps. */
export default function BillingTest({ status }: { status: BillingStatus }) {
  const [accountId, setAccountId] = useState<string | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const yesNo = (value: boolean) => (value ? "set" : "not set");
  return (
    <>
      {message ? <p role="alert">{message}</p> : null}
      <section className={card} aria-labelledby="setup">
        <h2 id="setup">Set-up</h2>
        <table className={css.table}>
          <tbody>
            <tr><th className={css.cell} scope="row">Provider</th><td className={css.cell}>{PROVIDER[status.provider]}</td></tr>
            <tr><th className={css.cell} scope="row">PAYMENTS</th><td className={css.cell}>{status.payments ?? "not set"}</td></tr>
            <tr><th className={css.cell} scope="row">STRIPE_SECRET_KEY</th><td className={css.cell}>{yesNo(status.secretKeySet)}</td></tr>
            <tr><th className={css.cell} scope="row">STRIPE_PUBLISHABLE_KEY</th><td className={css.cell}>{yesNo(status.publishableKeySet)}</td></tr>
            <tr><th className={css.cell} scope="row">STRIPE_WEBHOOK_SECRET</th><td className={css.cell}>{yesNo(status.webhookSecretSet)}</td></tr>
            <tr><th className={css.cell} scope="row">MEMBERSHIP_SYNC_SECRET</th><td className={css.cell}>{yesNo(status.membershipSyncSecretSet)}</td></tr>
            <tr><th className={css.cell} scope="row">Prices</th><td className={css.cell}>{status.products.ok ? `all plans found (${status.products.plans.join(", ")})` : `missing: ${status.products.error ?? status.products.plans.join(", ") ?? "none"}`}</td></tr>
          </tbody>
        </table>
      </section>
      <h2 id="steps">A payment, step by step</h2>
      <ol className={css.list} aria-labelledby="steps">
        <li className={css.item}>
          <div>
            <h3>Step 1: Link identity</h3>
            <p>{accountId ? `accountId: ${accountId}` : "Ask the provider for this account's id."}</p>
          </div>
          <button type="button" className={button.primary} onClick={() => api<{ accountId: string }>("POST", "/api/admin/billing/link-identity").then((r) => setAccountId(r.accountId), (e: unknown) => setMessage(`Step 1 failed: ${failure(e)}`))}>
            Run Step 1
          </button>
        </li>
        <li className={css.item}>
          <div>
            <h3>Step 2: Create a checkout</h3>
            <p>{accountId ? "Checks the premium price and opens the checkout page." : "Complete Step 1 first to get accountId"}</p>
          </div>
          <span className={buttonRow}>
            <button type="button" className={button.primary} disabled={!accountId} onClick={() => api<{ url: string }>("POST", "/api/admin/billing/checkout", { accountId }).then((r) => setCheckoutUrl(r.url), (e: unknown) => setMessage(`Step 2 failed: ${failure(e)}`))}>
              Run Step 2
            </button>
            {checkoutUrl ? (
              <a className={button.outline} href={checkoutUrl}>
                Open Checkout Page
              </a>
            ) : null}
          </span>
        </li>
        <li className={css.item}>
          <div>
            <h3>Step 3: Pay with the test card</h3>
            <p>4242 4242 4242 4242, any future expiry, any 3-digit CVC (4000 0000 0000 0002 is declined).</p>
          </div>
        </li>
        <li className={css.item}>
          <div>
            <h3>Step 4: Fulfilment</h3>
            <p>
              Stripe sends signed events to <code>POST /api/stripe/webhook</code> (set STRIPE_WEBHOOK_SECRET to the endpoint's signing secret; events: invoice.paid, invoice.payment_failed,
              customer.subscription.created, .updated, .deleted). <code>POST /api/membership-sync</code>, signed with MEMBERSHIP_SYNC_SECRET (HMAC-SHA256 of the body in X-Signature), re-reads
              one owner's membership from Stripe and sets isPremium on all of the owner's churches.
            </p>
          </div>
        </li>
      </ol>
    </>
  );
}
