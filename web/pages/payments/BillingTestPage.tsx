import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import { container, section } from "../../components/ui.css";
import type { BillingStatus } from "../../../src/contract/billing-status";

/** /billing-test: admin-only diagnostics for the payment set-up. */
export function BillingTestPage({ status }: { status: BillingStatus }) {
  return (
    <>
      <PageHeader title="Billing Test" lead="Which payment provider runs, what is configured, and a walk through a payment." />
      <div className={`${container} ${section}`}>
        <Island name="BillingTest" props={{ status }} />
      </div>
    </>
  );
}
