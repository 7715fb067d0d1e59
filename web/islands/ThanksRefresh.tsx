import { useEffect, useState } from "react";
import { routes } from "../../src/contract/routes";
import * as form from "../components/Form.css";
import { CARD_BENEFITS } from "../components/payments/plan-benefits";
import { button, buttonRow } from "../components/ui.css";
import { api } from "../lib/api";


/** /thanks (docs/product.md, management side): refreshes the entitlements, then welcomes, even if the refresh failed. */
export default function ThanksRefresh() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    api("POST", "/api/entitlements/refresh")
      .catch((error: unknown) => console.warn("Entitlement refresh failed", error))
      .finally(() => setDone(true));
  }, []);
  if (!done) {
    return (
      <p role="status" className={form.spinner}>
        Processing Your Membership...
      </p>
    );
  }
  return (
    <>
      <h2>Welcome to Premium!</h2>
      <p>Your premium membership has been activated successfully!</p>
      <ul>
        {CARD_BENEFITS.premium.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className={buttonRow}>
        <a className={button.primary} href={routes.dashboard}>
          Go to Dashboard
        </a>
        <a className={button.outline} href={routes.directory}>
          Browse Directory
        </a>
      </div>
    </>
  );
}
