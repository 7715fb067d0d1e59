import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { routes } from "../../../src/contract/routes";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../../src/contract/site";
import { usePath, useText } from "../lang-context";
import * as css from "./PaymentsUnavailable.css";

/** Shown where a paid plan is bought while no provider takes payments (docs/decisions/0010-payments.md). */
export function PaymentsUnavailable() {
  const t = useText(paymentsText);
  const path = usePath();
  return (
    <div className={css.notice} role="note">
      <p>
        <strong>{t("unavailable")}</strong>
      </p>
      <p>
        {t("callUs")} <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a>
        {t("writeTo")} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> {t("orUseThe")} <a href={path(routes.contact)}>{t("contactForm")}</a>
        {t("answer24")}
      </p>
    </div>
  );
}
