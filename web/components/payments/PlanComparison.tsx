import { sitePagesText } from "../../../src/contract/i18n/site-pages-text";
import { useLang, useText } from "../lang-context";
import { benefitsIn, COMPARED, type PlanKey } from "./plan-benefits";
import * as css from "./Plans.css";

/** A column of the comparison: Basic, Featured Listing, Premium Membership, Banner Advertisement (docs/product.md, List Your Church). */
export interface ComparedPlan {
  key: PlanKey;
  name: string;
  price: string;
}

/** One table of what each plan gives: a real table, scrolling inside its own box on phones. */
export function PlanComparison({ plans }: { plans: ComparedPlan[] }) {
  const t = useText(sitePagesText);
  const benefits = benefitsIn(useLang());
  return (
    <div className={css.tableBox} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={css.table}>
        <caption id="compare-caption" className={css.caption}>
          {t("compareCaption")}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.head}>
              <span className="visually-hidden">{t("whatYouGet")}</span>
            </th>
            {plans.map((p) => (
              <th key={p.key} scope="col" className={css.head}>
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARED.map((row) => (
            <tr key={row.benefit}>
              <th scope="row" className={css.rowHead}>
                {benefits[row.benefit]}
              </th>
              {plans.map((p) => (
                <td key={p.key} className={css.cell}>
                  {row.in.includes(p.key) ? (
                    <>
                      <span aria-hidden="true" className={css.yes}>
                        ✓
                      </span>
                      <span className="visually-hidden">{t("included")}</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true" className={css.no}>
                        —
                      </span>
                      <span className="visually-hidden">{t("notIncluded")}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={css.rowHead}>
              {t("price")}
            </th>
            {plans.map((p) => (
              <td key={p.key} className={css.cell}>
                {p.price}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
