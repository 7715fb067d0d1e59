import { priceLabel, type PricingProduct } from "../../src/contract/pricing";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { PlanComparison, type ComparedPlan } from "../components/payments/PlanComparison";
import { CARD_BENEFITS, type PlanKey } from "../components/payments/plan-benefits";
import * as plans from "../components/payments/Plans.css";
import { PaymentsUnavailable } from "../components/payments/PaymentsUnavailable";
import { button, card, container, grid, section } from "../components/ui.css";

const REASONS = [
  { title: "Be Found", text: "Visitors search the directory by denomination, neighbourhood, worship style and language every day." },
  { title: "Stand Out", text: "Featured churches lead the results, the home page and the map, with photos and a full description." },
  { title: "Reach Locals", text: "75% of our visitors live in the San Antonio area, and 95% of our pages are read on phones." },
];

type PaidKey = Exclude<PlanKey, "basic">;

/** Each paid plan in plain words: whom it is for and where it is bought; its benefits are CARD_BENEFITS (docs/decisions/0033-plans.md). */
const PAID: Record<PaidKey, { forWhom: string; href: string; label: string }> = {
  featured: {
    forWhom: "For churches that want to be seen first",
    href: "/checkout?plan=featured&billing=monthly",
    label: "Buy a featured listing",
  },
  premium: {
    forWhom: "For churches that want to know who is looking",
    href: "/subscribe",
    label: "Become a premium member",
  },
  banner: {
    forWhom: "For businesses and ministries",
    href: "/checkout?plan=banner&billing=monthly",
    label: "Buy a banner",
  },
};
const paidKey = (product: PricingProduct): PaidKey => (product.prices.some((p) => p.id.startsWith("featured")) ? "featured" : product.prices.some((p) => p.id === "banner") ? "banner" : "premium");
const prices = (product: PricingProduct) => product.prices.map(priceLabel).join(" or ");
/** Cheapest church plan first, the one that includes it next, then the banner. */
const ORDER: PaidKey[] = ["featured", "premium", "banner"];

/** The plans with their prices and one table comparing them; where each is bought, or, while no provider takes payments, that it cannot be bought online yet. */
export function AdvertisePage({ products, available }: { products: PricingProduct[]; available: boolean }) {
  products = [...products].sort((a, b) => ORDER.indexOf(paidKey(a)) - ORDER.indexOf(paidKey(b)));
  const compared: ComparedPlan[] = [{ key: "basic", name: "Basic", price: "Free" }, ...products.map((p) => ({ key: paidKey(p), name: p.name, price: prices(p) }))];
  return (
    <>
      <PageHeader title="List Your Church" lead="A free listing for every congregation, and more reach when you want it." />
      <div className={`${container} ${section}`}>
        <section aria-labelledby="benefits">
          <h2 id="benefits">Why Advertise With Us</h2>
          <div className={grid}>
            {REASONS.map((b) => (
              <article key={b.title} className={card}>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </article>
            ))}
          </div>
        </section>
        <section className={section} aria-labelledby="plans">
          <h2 id="plans">Plans</h2>
          <div className={`${card} ${plans.basic}`}>
            <p className={plans.basicText}>
              <strong>Basic is free for every church:</strong> your church in the directory with its address, phone, service times and place on the map.
            </p>
            <Island name="AdvertiseCta" props={{ label: "List Your Church Free" }} />
          </div>
          {available ? null : <PaymentsUnavailable />}
          <ul className={plans.plans}>
            {products.map((product) => {
              const paid = PAID[paidKey(product)];
              return (
                <li key={product.id} className={plans.planItem}>
                  <article className={`${card} ${plans.plan}`} data-testid="plan" aria-labelledby={`plan-${product.id}`}>
                    <h3 id={`plan-${product.id}`} className={plans.planName}>
                      {product.name}
                    </h3>
                    <p className={plans.forWhom}>{paid.forWhom}</p>
                    <p className={plans.price}>{prices(product)}</p>
                    <ul className={plans.benefits}>
                      {CARD_BENEFITS[paidKey(product)].map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                    <div className={plans.actions}>
                      {available ? (
                        <a className={button.primary} href={paid.href}>
                          {paid.label}
                        </a>
                      ) : <p>Not available online yet: please contact us.</p>}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
        <section className={section} aria-labelledby="compare">
          <h2 id="compare">Compare Plans</h2>
          <PlanComparison plans={compared} />
        </section>
        <section className={card} aria-labelledby="help">
          <h2 id="help">Need Help Choosing?</h2>
          <p>
            Call us at <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a> or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer within 24 hours.
          </p>
        </section>
      </div>
    </>
  );
}
