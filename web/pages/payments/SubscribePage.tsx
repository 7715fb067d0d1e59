import { PLAN_DETAILS } from "../../../src/contract/pricing";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import { CARD_BENEFITS } from "../../components/payments/plan-benefits";
import { PaymentsUnavailable } from "../../components/payments/PaymentsUnavailable";
import { button, buttonRow, card, container, grid, section } from "../../components/ui.css";


/** /subscribe ('Feature Your Church', docs/product.md (management side)): benefits, the price, the card form (or why there is none yet). */
export function SubscribePage({ billing, publishableKey, available }: { billing: "monthly" | "yearly"; publishableKey: string | null; available: boolean }) {
  const plan = PLAN_DETAILS[billing === "yearly" ? "premium-yearly" : "premium-monthly"];
  return (
    <>
      <PageHeader title="Feature Your Church" lead={`Premium Membership: $${plan.amountCents / 100} per ${plan.interval}.`} />
      <div className={`${container} ${section}`}>
        <div className={grid}>
          <section className={card} aria-labelledby="benefits">
            <h2 id="benefits">What you get</h2>
            <ul>
              {CARD_BENEFITS.premium.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <nav aria-label="Billing period" className={buttonRow}>
              <a href="/subscribe?billing=monthly" className={billing === "monthly" ? button.primary : button.outline} aria-current={billing === "monthly" ? "page" : undefined}>
                Monthly
              </a>
              <a href="/subscribe?billing=yearly" className={billing === "yearly" ? button.primary : button.outline} aria-current={billing === "yearly" ? "page" : undefined}>
                Yearly
              </a>
            </nav>
          </section>
          <section className={card} aria-label="Payment">
            {available ? <Island name="Subscribe" props={{ billing, publishableKey }} /> : <PaymentsUnavailable />}
          </section>
        </div>
      </div>
    </>
  );
}
