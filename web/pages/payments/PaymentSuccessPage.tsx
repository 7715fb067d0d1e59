import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { routes } from "../../../src/contract/routes";
import { usePath, useText } from "../../components/lang-context";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import * as receipt from "../../components/payments/Receipt.css";
import { button, buttonRow, container, section } from "../../components/ui.css";

export interface PaymentSuccessPageProps {
  /** The order id the checkout returned with: the payment's (demo) or the subscription's (Stripe). */
  orderId: string;
}

/** /payment-success (docs/product.md, visitor side): the receipt, read by the payer's browser, and where to go next. */
export function PaymentSuccessPage({ orderId }: PaymentSuccessPageProps) {
  const t = useText(paymentsText);
  const path = usePath();
  return (
    <>
      <PageHeader title={t("successTitle")} lead={t("successLead")} />
      <div className={`${container} ${section}`}>
        {orderId ? (
          <Island name="Receipt" props={{ order: orderId }} />
        ) : (
          <p>
            {t("receiptsKept")} <a href={path(`${routes.dashboard}?tab=billing`)}>{t("billing")}</a>.
          </p>
        )}
        <div className={`${buttonRow} ${receipt.screenOnly}`}>
          <a className={button.primary} href={path(routes.dashboard)}>
            {t("goToDashboard")}
          </a>
          <a className={button.outline} href={path(routes.featured)}>
            {t("seeFeatured")}
          </a>
        </div>
      </div>
    </>
  );
}
