import { priceLabel, type PricingProduct } from "../../src/contract/pricing";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { PlanComparison, type ComparedPlan } from "../components/payments/PlanComparison";
import * as plans from "../components/payments/Plans.css";
import { PaymentsUnavailable } from "../components/payments/PaymentsUnavailable";
import { card, container, grid, section } from "../components/ui.css";

const BENEFITS = [
  { title: "Be Found", text: "Visitors search the directory by denomination, neighbourhood, worship style and language every day." },
  { title: "Stand Out", text: "Featured churches lead the results, the home page and the map, with photos and a full description." },
  { title: "Reach Locals", text: "75% of our visitors live in the San Antonio area, and 95% of our pages are read on phones." },
];

type PaidKey = "featured" | "premium" | "banner";

/** Each paid plan in plain words: who it is for, what it gives, where it is bought. */
const PAID: Record<PaidKey, { forWhom: string; text: string; href: string; label: string }> = {
  featured: {
    forWhom: "For churches that want to be seen first",
    text: "Your church leads directory searches, appears on the home page and gets a gold map marker, with your photo, full description, extra profile sections and visitor figures. Pay by card, monthly or yearly.",
    href: "/checkout?plan=featured&billing=monthly",
    label: "Buy a featured listing",
  },
  premium: {
    forWhom: "The same benefits, as a membership",
    text: "Everything a Featured Listing gives, started and managed from your dashboard's Billing tab. Choose it if you prefer to run your plan from there.",
    href: "/subscribe",
    label: "Become a premium member",
  },
  banner: {
    forWhom: "For businesses and ministries",
    text: "Your own banner, with a link, in the directory's advertising space, shown to everyone who searches once we approve it. No church needed.",
    href: "/checkout?plan=banner&billing=monthly",
    label: "Buy a banner",
  },
};
const paidKey = (product: PricingProduct): PaidKey => (product.prices.some((p) => p.id.startsWith("featured")) ? "featured" : product.prices.some((p) => p.id === "banner") ? "banner" : "premium");
const prices = (product: PricingProduct) => product.prices.map(priceLabel).join(" or ");
/** Featured and premium side by side (they compare most closely), then the banner. */
const ORDER: PaidKey[] = ["featured", "premium", "banner"];

/** The plans with their prices and one table comparing them; where each is bought, or, while no provider takes payments, that it cannot be bought online yet. */
export function AdvertisePage({ products, available }: { products: PricingProduct[]; available: boolean }) {
  products = [...products].sort((a, b) => ORDER.indexOf(paidKey(a)) - ORDER.indexOf(paidKey(b)));
  const churchPlans = products.filter((p) => paidKey(p) !== "banner");
  const banner = products.find((p) => paidKey(p) === "banner");
  const compared: ComparedPlan[] = [
    { key: "basic", name: "Basic", price: "Free" },
    ...(churchPlans.length ? [{ key: "church" as const, name: churchPlans.map((p) => p.name).join(" or "), price: prices(churchPlans[0]!) }] : []),
    ...(banner ? [{ key: "banner" as const, name: banner.name, price: prices(banner) }] : []),
  ];
  return (
    <>
      <PageHeader title="List Your Church" lead="A free listing for every congregation, and more reach when you want it." />
      <div className={`${container} ${section}`}>
        <section aria-labelledby="benefits">
          <h2 id="benefits">Why Advertise With Us</h2>
          <div className={grid}>
            {BENEFITS.map((b) => (
              <article key={b.title} className={card}>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </article>
            ))}
          </div>
        </section>
        <section className={section} aria-labelledby="plans">
          <h2 id="plans">Plans</h2>
          {available ? null : <PaymentsUnavailable />}
          <ul className={plans.plans}>
            <li className={plans.planItem}>
              <article className={`${card} ${plans.plan}`} data-testid="plan">
                <h3 className={plans.planName}>Basic</h3>
                <p className={plans.price}>Free</p>
                <p className={plans.forWhom}>For every church</p>
                <p>Your church in the directory with its address, phone, service times and place on the map.</p>
                <div className={plans.actions}>
                  <Island name="AdvertiseCta" props={{ label: "List Your Church Free" }} />
                </div>
              </article>
            </li>
            {products.map((product) => {
              const paid = PAID[paidKey(product)];
              return (
                <li key={product.id} className={plans.planItem}>
                  <article className={`${card} ${plans.plan}`} data-testid="plan">
                    <h3 className={plans.planName}>{product.name}</h3>
                    {product.prices.map((price) => (
                      <p key={price.id} className={plans.price}>
                        {priceLabel(price)}
                      </p>
                    ))}
                    <p className={plans.forWhom}>{paid.forWhom}</p>
                    <p>{paid.text}</p>
                    <div className={plans.actions}>
                      {available ? (
                        <>
                          <Island name="AdvertiseCta" props={{ label: "Get Started" }} />
                          <a href={paid.href}>{paid.label}</a>
                        </>
                      ) : (
                        <p>Not available online yet: please contact us.</p>
                      )}
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
