import { routes } from "../../../src/contract/routes";
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
  return (
    <>
      <PageHeader title="Payment Successful" lead="Thank you: your plan is active. Here is your receipt." />
      <div className={`${container} ${section}`}>
        {orderId ? (
          <Island name="Receipt" props={{ order: orderId }} />
        ) : (
          <p>
            Your receipts are kept in your dashboard, under <a href={`${routes.dashboard}?tab=billing`}>Billing</a>.
          </p>
        )}
        <div className={`${buttonRow} ${receipt.screenOnly}`}>
          <a className={button.primary} href={routes.dashboard}>
            Go to Dashboard
          </a>
          <a className={button.outline} href={routes.featured}>
            See Featured Churches
          </a>
        </div>
      </div>
    </>
  );
}
