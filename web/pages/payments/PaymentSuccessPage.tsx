import { formatLongDate } from "../../../src/contract/dates";
import { routes } from "../../../src/contract/routes";
import { PageHeader } from "../../components/PageHeader";
import { button, buttonRow, card, container, section } from "../../components/ui.css";

export interface PaymentSuccessPageProps {
  orderId: string;
  nextPaymentDate: string;
}

/** /payment-success (docs/product.md, visitor side): the order id cut to 20 characters and the next payment date. */
export function PaymentSuccessPage({ orderId, nextPaymentDate }: PaymentSuccessPageProps) {
  return (
    <>
      <PageHeader title="Payment Successful" lead="Thank you: your plan is active." />
      <div className={`${container} ${section}`}>
        <div className={card}>
          <dl>
            <dt>Order</dt>
            <dd>{orderId ? orderId.slice(0, 20) : "—"}</dd>
            <dt>Next payment</dt>
            <dd>{formatLongDate(nextPaymentDate)}</dd>
          </dl>
          <div className={buttonRow}>
            <a className={button.primary} href={routes.dashboard}>
              Go to Dashboard
            </a>
            <a className={button.outline} href={routes.featured}>
              See Featured Churches
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
