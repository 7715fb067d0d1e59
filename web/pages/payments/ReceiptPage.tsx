import { routes } from "../../../src/contract/routes";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import * as receipt from "../../components/payments/Receipt.css";
import { buttonRow, container, section } from "../../components/ui.css";

/** /dashboard/receipts/{id} (docs/product.md M2): one receipt from the billing history, printable. */
export function ReceiptPage({ id }: { id: number }) {
  return (
    <>
      <PageHeader title="Receipt" />
      <div className={`${container} ${section}`}>
        <Island name="Receipt" props={{ id }} />
        <p className={`${buttonRow} ${receipt.screenOnly}`}>
          <a href={`${routes.dashboard}?tab=billing`}>Back to Billing</a>
        </p>
      </div>
    </>
  );
}
