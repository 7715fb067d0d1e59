import { dashboardText } from "../../../src/contract/i18n/dashboard-text";
import { routes } from "../../../src/contract/routes";
import { usePath, useText } from "../../components/lang-context";
import { PREMIUM_ADDS } from "../../components/payments/plan-benefits";

/**
 * What the owner's plan gives and, below Premium, what moving up adds (docs/decisions/0033-plans.md).
 * `premium` wins over `featured`: a Premium Membership includes everything a Featured Listing gives.
 */
export function PlanSummary({ featured, premium }: { featured: boolean; premium: boolean }) {
  const t = useText(dashboardText);
  const path = usePath();
  if (premium) return <p>{t("planPremium")}</p>;
  if (!featured) {
    return (
      <p>
        {t("planBasic")} <a href={path(routes.advertise)}>{t("comparePlans")}</a>
      </p>
    );
  }
  return (
    <>
      <p>{t("planFeatured")}</p>
      <ul>
        {PREMIUM_ADDS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>
        <a href={path(routes.advertise)}>{t("comparePlans")}</a>
      </p>
    </>
  );
}
