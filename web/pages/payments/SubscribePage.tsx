import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { PLAN_DETAILS } from "../../../src/contract/pricing";
import { usePath, useText } from "../../components/lang-context";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import { CARD_BENEFITS } from "../../components/payments/plan-benefits";
import { PaymentsUnavailable } from "../../components/payments/PaymentsUnavailable";
import { button, buttonRow, card, container, grid, section } from "../../components/ui.css";


/** /subscribe ('Feature Your Church', docs/product.md (management side)): benefits, the price, the card form (or why there is none yet). */
export function SubscribePage({ billing, publishableKey, available }: { billing: "monthly" | "yearly"; publishableKey: string | null; available: boolean }) {
  const t = useText(paymentsText);
  const path = usePath();
  const plan = PLAN_DETAILS[billing === "yearly" ? "premium-yearly" : "premium-monthly"];
  return (
    <>
      <PageHeader title={t("subscribeTitle")} lead={t("subscribeLead", { amount: String(plan.amountCents / 100), interval: plan.interval })} />
      <div className={`${container} ${section}`}>
        <div className={grid}>
          <section className={card} aria-labelledby="benefits">
            <h2 id="benefits">{t("whatYouGet")}</h2>
            <ul>
              {CARD_BENEFITS.premium.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <nav aria-label={t("billingPeriod")} className={buttonRow}>
              <a href={path("/subscribe?billing=monthly")} className={billing === "monthly" ? button.primary : button.outline} aria-current={billing === "monthly" ? "page" : undefined}>
                {t("monthly")}
              </a>
              <a href={path("/subscribe?billing=yearly")} className={billing === "yearly" ? button.primary : button.outline} aria-current={billing === "yearly" ? "page" : undefined}>
                {t("yearly")}
              </a>
            </nav>
          </section>
          <section className={card} aria-label={t("paymentSection")}>
            {available ? <Island name="Subscribe" props={{ billing, publishableKey }} /> : <PaymentsUnavailable />}
          </section>
        </div>
      </div>
    </>
  );
}
