import { cardBrandName, type Receipt } from "../../../src/contract/checkout";
import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { formatLongDate, formatShortDate } from "../../../src/contract/dates";
import { formatMoney } from "../../../src/contract/pricing";
import { SITE_NAME } from "../../../src/contract/site";
import { useLang, useText } from "../../components/lang-context";
import * as css from "../../components/payments/Receipt.css";
import { button, buttonRow } from "../../components/ui.css";

/** The statuses a payment is stored with; another shows as stored. */
const PAYMENT_STATUSES = ["succeeded", "pending", "failed", "refunded"] as const;

/** One payment as its receipt: what was paid, for what, for whom and when (docs/product.md M2). */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const t = useText(paymentsText);
  const lang = useLang();
  const status = (PAYMENT_STATUSES as readonly string[]).includes(receipt.status) ? t(`status_${receipt.status as (typeof PAYMENT_STATUSES)[number]}`) : receipt.status;
  const rows: [string, string][] = [
    [t("rowPlan"), `${receipt.planName} (${receipt.description})`],
    [t("rowChurch"), receipt.churchName ?? t("noChurch")],
    [t("rowPaidOn"), formatLongDate(receipt.paidAt, lang)],
    ...(receipt.periodStart && receipt.periodEnd
      ? [[t("rowPeriod"), t("periodRange", { start: formatShortDate(receipt.periodStart, lang), end: formatShortDate(receipt.periodEnd, lang) })] as [string, string]]
      : []),
    [t("rowBilledTo"), receipt.billedTo],
    ...(receipt.card ? [[t("rowCard"), t("cardEnding", { brand: cardBrandName(receipt.card.brand) ?? t("aCard"), last4: receipt.card.last4 })] as [string, string]] : []),
    [t("rowStatus"), status],
  ];
  return (
    <article className={css.sheet} aria-labelledby="receipt-title" data-receipt="">
      <p className={css.issuer}>{SITE_NAME}</p>
      <h2 id="receipt-title" className={css.title}>
        {t("receiptNumber", { number: receipt.number })}
      </h2>
      <dl className={css.details}>
        <dt className={css.label}>{t("amount")}</dt>
        <dd className={`${css.value} ${css.amount}`}>{formatMoney(receipt.amountCents, receipt.currency)}</dd>
        {rows.map(([label, value]) => (
          <div key={label} className={css.row}>
            <dt className={css.label}>{label}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {receipt.demo ? <p className={css.note}>{t("demoPayment")}</p> : null}
      <div className={`${buttonRow} ${css.screenOnly}`}>
        <button type="button" className={button.outline} onClick={() => window.print()}>
          {t("print")}
        </button>
      </div>
    </article>
  );
}
