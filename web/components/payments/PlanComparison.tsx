import * as css from "./Plans.css";

/** The columns of the comparison: the free listing, the church plan (featured or premium, docs/product.md D11), the banner. */
export interface ComparedPlan {
  key: "basic" | "church" | "banner";
  name: string;
  price: string;
}

/**
 * What each plan gives, in plain words. Featured Listing and Premium Membership give a church the
 * same things while paid (docs/product.md D11), so they share one column.
 */
const FEATURES: { text: string; in: ComparedPlan["key"][] }[] = [
  { text: "Your church in the directory: address, phone, service times and map location", in: ["basic", "church"] },
  { text: "Shown before other churches in directory searches", in: ["church"] },
  { text: "On the home page under Featured Churches", in: ["church"] },
  { text: "A larger gold marker on the map", in: ["church"] },
  { text: "Your photo and full description on your church's card", in: ["church"] },
  { text: "Extra profile sections: pastor, mission, history, programs, social links and logo", in: ["church"] },
  { text: "Visitor figures for your church in your dashboard", in: ["church"] },
  { text: "Your own banner in the directory's advertising space, once we approve it", in: ["banner"] },
];

/** One table of what each plan gives: a real table, scrolling inside its own box on phones. */
export function PlanComparison({ plans }: { plans: ComparedPlan[] }) {
  return (
    <div className={css.tableBox} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={css.table}>
        <caption id="compare-caption" className={css.caption}>
          What each plan gives
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.head}>
              <span className="visually-hidden">What you get</span>
            </th>
            {plans.map((p) => (
              <th key={p.key} scope="col" className={css.head}>
                {p.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((f) => (
            <tr key={f.text}>
              <th scope="row" className={css.rowHead}>
                {f.text}
              </th>
              {plans.map((p) => (
                <td key={p.key} className={css.cell}>
                  {f.in.includes(p.key) ? (
                    <>
                      <span aria-hidden="true" className={css.yes}>
                        ✓
                      </span>
                      <span className="visually-hidden">Included</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true" className={css.no}>
                        —
                      </span>
                      <span className="visually-hidden">Not included</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={css.rowHead}>
              Price
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
