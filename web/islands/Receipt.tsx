import { useEffect, useState } from "react";
import type { Receipt as ReceiptData } from "../../src/contract/checkout";
import { routes } from "../../src/contract/routes";
import * as form from "../components/Form.css";
import * as css from "../components/payments/Receipt.css";
import { button, buttonRow } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { ReceiptSheet } from "./receipt/ReceiptSheet";

/** A receipt by its id (the dashboard's billing history) or by the order id a checkout returned with (/payment-success). */
type Props = { id: number } | { order: string };

type View = { kind: "where" } | { kind: "loading" } | { kind: "signed-out" } | { kind: "missing" } | { kind: "failed" } | { kind: "ready"; receipt: ReceiptData };

const billingTab = `${routes.dashboard}?tab=billing`;

/**
 * Pages are the same for everyone (docs/decisions/0017-page-fast-path.md), so the receipt is read
 * from the payer's own API in the browser. Before that (and without JavaScript) it says where
 * receipts are kept.
 */
export default function Receipt(props: Props) {
  const [view, setView] = useState<View>({ kind: "where" });

  function load() {
    setView({ kind: "loading" });
    const path = "id" in props ? `/api/user/receipts/${props.id}` : `/api/user/receipts?order=${encodeURIComponent(props.order)}`;
    api<ReceiptData>("GET", path).then(
      (receipt) => setView({ kind: "ready", receipt }),
      (error: unknown) => setView({ kind: error instanceof ApiError && error.status === 401 ? "signed-out" : error instanceof ApiError && (error.status === 404 || error.status === 400) ? "missing" : "failed" }),
    );
  }
  useEffect(load, []);

  switch (view.kind) {
    case "ready":
      return <ReceiptSheet receipt={view.receipt} />;
    case "loading":
      return (
        <p role="status" className={form.spinner}>
          Loading your receipt…
        </p>
      );
    case "missing":
      // After a Stripe payment the receipt exists once Stripe has told us it is paid: moments later.
      return (
        <div role="status">
          <p>{"order" in props ? "Your payment is being recorded. Its receipt will be in your dashboard, under Billing, in a moment." : "This receipt was not found in your account."}</p>
          <div className={`${buttonRow} ${css.screenOnly}`}>
            {"order" in props ? (
              <button type="button" className={button.outline} onClick={load}>
                Check Again
              </button>
            ) : null}
            <a className={button.primary} href={billingTab}>
              Billing History
            </a>
          </div>
        </div>
      );
    case "failed":
      return (
        <div role="alert">
          <p>The receipt could not be loaded. Please try again.</p>
          <div className={buttonRow}>
            <button type="button" className={button.outline} onClick={load}>
              Try Again
            </button>
          </div>
        </div>
      );
    case "signed-out":
    case "where":
      return (
        <p>
          {view.kind === "signed-out" ? "Sign in to see this receipt. " : ""}Your receipts are kept in your dashboard, under <a href={billingTab}>Billing</a>.
        </p>
      );
  }
}
