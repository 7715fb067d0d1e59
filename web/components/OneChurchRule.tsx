import type { ManagedChurch } from "../../src/contract/church-form";
import { churchFormText } from "../../src/contract/i18n/church-form-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "./lang-context";
import { button, buttonRow, card } from "./ui.css";

/**
 * Where another church would be offered (submit, claim), what an account that manages one, or
 * asked to claim one, sees instead: the rule and its church, before any form (docs/product.md M4,
 * docs/decisions/0059-forms-without-losses.md).
 */
export function OneChurchRule({ church }: { church: ManagedChurch }) {
  const t = useText(churchFormText);
  const path = usePath();
  return (
    <div className={card} data-testid="one-church-rule">
      <h2>{t("alreadyTitle")}</h2>
      <p>{t(church.pending ? "alreadyOnePending" : "alreadyOne", { name: church.name })}</p>
      <div className={buttonRow}>
        <a className={button.primary} href={path(routes.dashboard)}>
          {t("goToDashboard")}
        </a>
        {church.pending ? null : (
          <a className={button.outline} href={path(routes.churchEdit(church.id))}>
            {t("editChurch")}
          </a>
        )}
      </div>
    </div>
  );
}
