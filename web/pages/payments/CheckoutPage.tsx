import { PLAN_DETAILS, checkoutPlan } from "../../../src/contract/pricing";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import { PaymentsUnavailable } from "../../components/payments/PaymentsUnavailable";
import { button, buttonRow, card, container, section } from "../../components/ui.css";

export interface CheckoutPageProps {
  plan: "featured" | "banner";
  billing: "monthly" | "annual";
  publishableKey: string | null;
  /** A provider takes payments; otherwise the page says paid plans are not available yet. */
  available: boolean;
}

const CHOICES = [
  { plan: "featured", billing: "monthly", label: "Featured, monthly" },
  { plan: "featured", billing: "annual", label: "Featured, yearly (save 20%)" },
  { plan: "banner", billing: "monthly", label: "Banner advertisement" },
] as const;

/** /checkout?plan=featured|banner&billing=monthly|annual: switching plan reloads with the new query. */
export function CheckoutPage({ available, ...props }: CheckoutPageProps) {
  const details = PLAN_DETAILS[checkoutPlan(props.plan, props.billing)];
  return (
    <>
      <PageHeader title="Checkout" lead={`${details.description}: $${details.amountCents / 100} per ${details.interval}.`} />
      <div className={`${container} ${section}`}>
        <nav aria-label="Plans" className={buttonRow}>
          {CHOICES.map((c) => {
            const current = c.plan === props.plan && (c.plan === "banner" || c.billing === props.billing);
            return (
              <a key={c.label} href={`/checkout?plan=${c.plan}&billing=${c.billing}`} className={current ? button.primary : button.outline} aria-current={current ? "page" : undefined}>
                {c.label}
              </a>
            );
          })}
        </nav>
        <section className={`${card} ${section}`} aria-label="Payment">
          {available ? <Island name="Checkout" props={props} /> : <PaymentsUnavailable />}
        </section>
      </div>
    </>
  );
}
