import { useEffect, useState } from "react";
import type { Receipt as ReceiptData } from "../../src/contract/checkout";
import { paymentsText } from "../../src/contract/i18n/payments-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as form from "../components/Form.css";
import * as css from "../components/payments/Receipt.css";
import { button, buttonRow } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { ReceiptSheet } from "./receipt/ReceiptSheet";

/** A receipt by its id (the dashboard's billing history) or by the order id a checkout returned with (/payment-success). */
type Props = { id: number } | { order: string };

type View = { kind: "where" } | { kind: "loading" } | { kind: "signed-out" } | { kind: "missing" } | { kind: "failed" } | { kind: "ready"; receipt: ReceiptData };


/**
 * Pages are the same for everyone (docs/decisions/0017-page-fast-path.md), so the receipt is read
 * from the payer's own API in the browser. Before that (and without JavaScript) it says where
 * receipts are kept.
 */
export default function Receipt(props: Props) {
  const t = useText(paymentsText);
  const billingTab = usePath()(`${routes.dashboard}?tab=billing`);
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
          {t("loadingReceipt")}
        </p>
      );
    case "missing":
      // After a Stripe payment the receipt exists once Stripe has told us it is paid: moments later.
      return (
        <div role="status">
          <p>{t("order" in props ? "beingRecorded" : "receiptNotFound")}</p>
          <div className={`${buttonRow} ${css.screenOnly}`}>
            {"order" in props ? (
              <button type="button" className={button.outline} onClick={load}>
                {t("checkAgain")}
              </button>
            ) : null}
            <a className={button.primary} href={billingTab}>
              {t("billingHistory")}
            </a>
          </div>
        </div>
      );
    case "failed":
      return (
        <div role="alert">
          <p>{t("receiptFailed")}</p>
          <div className={buttonRow}>
            <button type="button" className={button.outline} onClick={load}>
              {t("tryAgain")}
            </button>
          </div>
        </div>
      );
    case "signed-out":
    case "where":
      return (
        <p>
          {view.kind === "signed-out" ? t("signInToSee") : ""}
          {t("receiptsKept")} <a href={billingTab}>{t("billing")}</a>.
        </p>
      );
  }
}
