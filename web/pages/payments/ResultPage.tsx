import { paymentsText } from "../../../src/contract/i18n/payments-text";
import { routes } from "../../../src/contract/routes";
import { usePath, useText } from "../../components/lang-context";
import { Island } from "../../components/Island";
import { PageHeader } from "../../components/PageHeader";
import { button, buttonRow, card, container, section } from "../../components/ui.css";

/** /thanks and /cancelled (docs/product.md M7: premium result pages). */
export function ResultPage({ kind }: { kind: "thanks" | "cancelled" }) {
  const t = useText(paymentsText);
  const path = usePath();
  if (kind === "thanks") {
    return (
      <>
        <PageHeader title={t("thankYou")} />
        <div className={`${container} ${section}`}>
          <div className={card}>
            <Island name="ThanksRefresh" props={{}} />
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("cancelledTitle")} />
      <div className={`${container} ${section}`}>
        <div className={card}>
          <p>{t("noCharges")}</p>
          <div className={buttonRow}>
            <a className={button.primary} href={path(routes.dashboard)}>
              {t("returnToDashboard")}
            </a>
            <a className={button.outline} href={path(routes.contact)}>
              {t("contactUs")}
            </a>
          </div>
        </div>
      </div>
    </>
  );
}
