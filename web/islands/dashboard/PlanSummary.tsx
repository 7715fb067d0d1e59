import { routes } from "../../../src/contract/routes";
import { PREMIUM_ADDS } from "../../components/payments/plan-benefits";

/**
 * What the owner's plan gives and, below Premium, what moving up adds (docs/decisions/0033-plans.md).
 * `premium` wins over `featured`: a Premium Membership includes everything a Featured Listing gives.
 */
export function PlanSummary({ featured, premium }: { featured: boolean; premium: boolean }) {
  if (premium) return <p>Your church has Premium Membership: it is featured, and you get visitor analytics and monthly performance reports.</p>;
  if (!featured) {
    return (
      <p>
        Your listing is on the free Basic plan. <a href={routes.advertise}>Compare plans</a>
      </p>
    );
  }
  return (
    <>
      <p>Your church has a Featured Listing: it is shown before other churches in search results, on the home page and with a gold map marker. Premium Membership adds:</p>
      <ul>
        {PREMIUM_ADDS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>
        <a href={routes.advertise}>Compare plans</a>
      </p>
    </>
  );
}
