import { priceLabel, type PricingProduct } from "../../src/contract/pricing";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { PaymentsUnavailable } from "../components/payments/PaymentsUnavailable";
import { card, container, grid, section } from "../components/ui.css";
import * as css from "./content.css";

const BENEFITS = [
  { title: "Be Found", text: "Visitors search the directory by denomination, neighbourhood, worship style and language every day." },
  { title: "Stand Out", text: "Featured churches lead the results, the home page and the map, with photos and a full description." },
  { title: "Reach Locals", text: "75% of our visitors live in the San Antonio area, and 95% of our pages are read on phones." },
];

/** Where each paid product is bought. */
const BUY: Record<string, { href: string; label: string }> = {
  featured: { href: "/checkout?plan=featured&billing=monthly", label: "Buy a featured listing" },
  banner: { href: "/checkout?plan=banner&billing=monthly", label: "Buy a banner" },
  premium: { href: "/subscribe", label: "Become a premium member" },
};
const productKey = (product: PricingProduct) => (product.prices.some((p) => p.id.startsWith("featured")) ? "featured" : product.prices.some((p) => p.id === "banner") ? "banner" : "premium");

/** The plans with their prices; where each is bought, or, while no provider takes payments, that it cannot be bought online yet. */
export function AdvertisePage({ products, available }: { products: PricingProduct[]; available: boolean }) {
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
          <ul className={css.cards}>
            <li>
              <article className={card} data-testid="plan">
                <h3>Basic</h3>
                <p className={css.eventTitle}>Free</p>
                <ul>
                  <li>Highlighted listing</li>
                  <li>Tier 3 in search results</li>
                  <li>Street address</li>
                  <li>Phone number</li>
                </ul>
                <Island name="AdvertiseCta" props={{ label: "List Your Church Free" }} />
              </article>
            </li>
            {products.map((product) => (
              <li key={product.id}>
                <article className={card} data-testid="plan">
                  <h3>{product.name}</h3>
                  {product.prices.map((price) => (
                    <p key={price.id} className={css.eventTitle}>
                      {priceLabel(price)}
                    </p>
                  ))}
                  <p>{product.description}</p>
                  {available ? (
                    <>
                      <Island name="AdvertiseCta" props={{ label: "Get Started" }} />
                      <p>
                        <a href={BUY[productKey(product)]!.href}>{BUY[productKey(product)]!.label}</a>
                      </p>
                    </>
                  ) : (
                    <p>Not available online yet: please contact us.</p>
                  )}
                </article>
              </li>
            ))}
          </ul>
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
