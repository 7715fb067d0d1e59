import { useEffect, useState } from "react";
import { routes } from "../../src/contract/routes";
import * as form from "../components/Form.css";
import { ownerExtrasText } from "../../src/contract/i18n/owner-extras-text";
import { useLang, usePath, useText } from "../components/lang-context";
import { cardBenefitsIn } from "../components/payments/plan-benefits";
import { button, buttonRow } from "../components/ui.css";
import { api } from "../lib/api";

/** /thanks (docs/product.md, management side): refreshes the entitlements, then welcomes, even if the refresh failed. */
export default function ThanksRefresh() {
  const t = useText(ownerExtrasText);
  const path = usePath();
  const lang = useLang();
  const [done, setDone] = useState(false);
  useEffect(() => {
    api("POST", "/api/entitlements/refresh")
      .catch((error: unknown) => console.warn("Entitlement refresh failed", error))
      .finally(() => setDone(true));
  }, []);
  if (!done) {
    return (
      <p role="status" className={form.spinner}>
        {t("thanksProcessing")}
      </p>
    );
  }
  return (
    <>
      <h2>{t("thanksWelcome")}</h2>
      <p>{t("thanksActivated")}</p>
      <ul>
        {cardBenefitsIn(lang).premium.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <div className={buttonRow}>
        <a className={button.primary} href={path(routes.dashboard)}>
          {t("thanksDashboard")}
        </a>
        <a className={button.outline} href={path(routes.directory)}>
          {t("thanksDirectory")}
        </a>
      </div>
    </>
  );
}
