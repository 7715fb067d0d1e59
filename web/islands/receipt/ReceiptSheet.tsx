import { PAYMENT_STATUS_LABELS, type Receipt } from "../../../src/contract/checkout";
import { formatLongDate, formatShortDate } from "../../../src/contract/dates";
import { formatMoney } from "../../../src/contract/pricing";
import { SITE_NAME } from "../../../src/contract/site";
import * as css from "../../components/payments/Receipt.css";
import { button, buttonRow } from "../../components/ui.css";

/** One payment as its receipt: what was paid, for what, for whom and when (docs/product.md M2). */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const rows: [string, string][] = [
    ["Plan", `${receipt.planName} (${receipt.description})`],
    ["Church", receipt.churchName ?? "Banner advertisement (no church)"],
    ["Paid on", formatLongDate(receipt.paidAt)],
    ...(receipt.periodStart && receipt.periodEnd ? [["Period covered", `${formatShortDate(receipt.periodStart)} to ${formatShortDate(receipt.periodEnd)}`] as [string, string]] : []),
    ["Billed to", receipt.billedTo],
    ["Status", PAYMENT_STATUS_LABELS[receipt.status] ?? receipt.status],
  ];
  return (
    <article className={css.sheet} aria-labelledby="receipt-title" data-receipt="">
      <p className={css.issuer}>{SITE_NAME}</p>
      <h2 id="receipt-title" className={css.title}>
        Receipt {receipt.number}
      </h2>
      <dl className={css.details}>
        <dt className={css.label}>Amount</dt>
        <dd className={`${css.value} ${css.amount}`}>{formatMoney(receipt.amountCents, receipt.currency)}</dd>
        {rows.map(([label, value]) => (
          <div key={label} className={css.row}>
            <dt className={css.label}>{label}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.demo ? <p className={css.note}>Demo payment: no real money was taken.</p> : null}
      <div className={`${buttonRow} ${css.screenOnly}`}>
        <button type="button" className={button.outline} onClick={() => window.print()}>
          Print
        </button>
      </div>
    </article>
  );
}
