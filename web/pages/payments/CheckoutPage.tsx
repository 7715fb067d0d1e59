import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { PLAN_DETAILS, checkoutPlan } from "../../../src/contract/pricing";
import { usePath, useText } from "../../components/lang-context";
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
  { plan: "featured", billing: "monthly", label: "choiceFeaturedMonthly" },
  { plan: "featured", billing: "annual", label: "choiceFeaturedAnnual" },
  { plan: "banner", billing: "monthly", label: "choiceBanner" },
] as const;

/** /checkout?plan=featured|banner&billing=monthly|annual: switching plan reloads with the new query. */
export function CheckoutPage({ available, ...props }: CheckoutPageProps) {
  const t = useText(paymentsText);
  const path = usePath();
  const plan = checkoutPlan(props.plan, props.billing);
  const details = PLAN_DETAILS[plan];
  return (
    <>
      <PageHeader title={t("checkoutTitle")} lead={t("checkoutLead", { plan: t(`plan_${plan}`), amount: String(details.amountCents / 100), interval: details.interval })} />
      <div className={`${container} ${section}`}>
        <nav aria-label={t("plansNav")} className={buttonRow}>
          {CHOICES.map((c) => {
            const current = c.plan === props.plan && (c.plan === "banner" || c.billing === props.billing);
            return (
              <a key={c.label} href={path(`/checkout?plan=${c.plan}&billing=${c.billing}`)} className={current ? button.primary : button.outline} aria-current={current ? "page" : undefined}>
                {t(c.label)}
              </a>
            );
          })}
        </nav>
        <section className={`${card} ${section}`} aria-label={t("paymentSection")}>
          {available ? <Island name="Checkout" props={props} /> : <PaymentsUnavailable />}
        </section>
      </div>
    </>
  );
}
