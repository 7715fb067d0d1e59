import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { routes } from "../../../src/contract/routes";
import { usePath, useText } from "../../components/lang-context";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import * as receipt from "../../components/payments/Receipt.css";
import { buttonRow, container, section } from "../../components/ui.css";

/** /dashboard/receipts/{id} (docs/product.md M2): one receipt from the billing history, printable. */
export function ReceiptPage({ id }: { id: number }) {
  const t = useText(paymentsText);
  const path = usePath();
  return (
    <>
      <PageHeader title={t("receiptTitle")} />
      <div className={`${container} ${section}`}>
        <Island name="Receipt" props={{ id }} />
        <p className={`${buttonRow} ${receipt.screenOnly}`}>
          <a href={path(`${routes.dashboard}?tab=billing`)}>{t("backToBilling")}</a>
        </p>
      </div>
    </>
  );
}
