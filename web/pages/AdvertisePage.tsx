import type { Translate } from "../../src/contract/i18n/catalogue";
import type { Lang } from "../../src/contract/i18n/lang";
import { sitePagesText } from "../../src/contract/i18n/site-pages-text";
import { priceLabel, type PricingProduct } from "../../src/contract/pricing";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { Island } from "../components/Island";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { PlanComparison, type ComparedPlan } from "../components/payments/PlanComparison";
import { cardBenefitsIn, type PlanKey } from "../components/payments/plan-benefits";
import * as plans from "../components/payments/Plans.css";
import { PaymentsUnavailable } from "../components/payments/PaymentsUnavailable";
import { button, card, container, grid, section } from "../components/ui.css";

const REASONS = [
  { title: "reasonFound", text: "reasonFoundText" },
  { title: "reasonStandOut", text: "reasonStandOutText" },
  { title: "reasonLocals", text: "reasonLocalsText" },
] as const;

type PaidKey = Exclude<PlanKey, "basic">;
type Key = keyof typeof sitePagesText.en;

/** Each paid plan in plain words: its name, whom it is for and where it is bought; its benefits are cardBenefitsIn (docs/decisions/0033-plans.md). */
const PAID: Record<PaidKey, { name: Key; forWhom: Key; href: string; label: Key }> = {
  featured: { name: "planFeaturedName", forWhom: "featuredForWhom", href: "/checkout?plan=featured&billing=monthly", label: "featuredBuy" },
  premium: { name: "planPremiumName", forWhom: "premiumForWhom", href: "/subscribe", label: "premiumBuy" },
  banner: { name: "planBannerName", forWhom: "bannerForWhom", href: "/checkout?plan=banner&billing=monthly", label: "bannerBuy" },
};
const paidKey = (product: PricingProduct): PaidKey => (product.prices.some((p) => p.id.startsWith("featured")) ? "featured" : product.prices.some((p) => p.id === "banner") ? "banner" : "premium");

/** The spec's price words in English (priceLabel); in Spanish '$19 al mes'. */
function pricesIn(product: PricingProduct, lang: Lang, t: Translate<Key>): string {
  const labels = product.prices.map((price) => {
    if (lang === "en") return priceLabel(price);
    if (!price.unit_amount) return t("free");
    const amount = new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency.toUpperCase(), minimumFractionDigits: 0 }).format(price.unit_amount / 100);
    return price.recurring ? t("priceRecurring", { amount, interval: price.recurring.interval }) : amount;
  });
  return labels.reduce((first, second) => t("pricesOr", { first, second }));
}
/** Cheapest church plan first, the one that includes it next, then the banner. */
const ORDER: PaidKey[] = ["featured", "premium", "banner"];

/** The plans with their prices and one table comparing them; where each is bought, or, while no provider takes payments, that it cannot be bought online yet. */
export function AdvertisePage({ products, available }: { products: PricingProduct[]; available: boolean }) {
  const t = useText(sitePagesText);
  const path = usePath();
  const lang = useLang();
  const cardBenefits = cardBenefitsIn(lang);
  // English keeps the payment provider's own names; Spanish says them in Spanish.
  const name = (product: PricingProduct) => (lang === "en" ? product.name : t(PAID[paidKey(product)].name));
  const prices = (product: PricingProduct) => pricesIn(product, lang, t);
  products = [...products].sort((a, b) => ORDER.indexOf(paidKey(a)) - ORDER.indexOf(paidKey(b)));
  const compared: ComparedPlan[] = [{ key: "basic", name: t("basicName"), price: t("free") }, ...products.map((p) => ({ key: paidKey(p), name: name(p), price: prices(p) }))];
  return (
    <>
      <PageHeader title={t("advertiseTitle")} lead={t("advertiseLead")} />
      <div className={`${container} ${section}`}>
        <section aria-labelledby="benefits">
          <h2 id="benefits">{t("whyAdvertise")}</h2>
          <div className={grid}>
            {REASONS.map((b) => (
              <article key={b.title} className={card}>
                <h3>{t(b.title)}</h3>
                <p>{t(b.text)}</p>
              </article>
            ))}
          </div>
        </section>
        <section className={section} aria-labelledby="plans">
          <h2 id="plans">{t("plansTitle")}</h2>
          <div className={`${card} ${plans.basic}`}>
            <p className={plans.basicText}>
              <strong>{t("basicFreeLead")}</strong>
              {t("basicFreeText")}
            </p>
            <Island name="AdvertiseCta" props={{ label: t("listFree") }} />
          </div>
          {available ? null : <PaymentsUnavailable />}
          <ul className={plans.plans}>
            {products.map((product) => {
              const paid = PAID[paidKey(product)];
              return (
                <li key={product.id} className={plans.planItem}>
                  <article className={`${card} ${plans.plan}`} data-testid="plan" aria-labelledby={`plan-${product.id}`}>
                    <h3 id={`plan-${product.id}`} className={plans.planName}>
                      {name(product)}
                    </h3>
                    <p className={plans.forWhom}>{t(paid.forWhom)}</p>
                    <p className={plans.price}>{prices(product)}</p>
                    <ul className={plans.benefits}>
                      {cardBenefits[paidKey(product)].map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                    <div className={plans.actions}>
                      {available ? (
                        <a className={button.primary} href={path(paid.href)}>
                          {t(paid.label)}
                        </a>
                      ) : <p>{t("notAvailableOnline")}</p>}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
        <section className={section} aria-labelledby="compare">
          <h2 id="compare">{t("compareTitle")}</h2>
          <PlanComparison plans={compared} />
        </section>
        <section className={card} aria-labelledby="help">
          <h2 id="help">{t("helpTitle")}</h2>
          <p>
            {t("helpCall")}
            <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a>
            {t("helpWrite")}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            {t("helpReply")}
          </p>
        </section>
      </div>
    </>
  );
}
