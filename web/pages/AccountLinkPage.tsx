import { routes } from "../../src/contract/routes";
import { authText } from "../../src/contract/i18n/auth-text";
import { usePath, useText } from "../components/lang-context";
import { Island } from "../components/Island";
import { container, section } from "../components/ui.css";
import * as form from "../components/Form.css";
import type { AccountLinkFormProps } from "../islands/AccountLinkForm";

/**
 * /forgot-password, /admin/forgot-password, /reset-password and /confirm-email. A link that no
 * longer works shows why and where to ask for a new one instead of a form.
 */
export function AccountLinkPage(props: AccountLinkFormProps | { mode: "expired"; what: "reset" | "email" }) {
  const t = useText(authText);
  const path = usePath();
  return (
    <div className={`${container} ${section}`}>
      {props.mode === "expired" ? (
        <div className={form.panel}>
          <h1>{t("linkExpiredHeading")}</h1>
          <p role="alert">{t("linkExpired")}</p>
          <p>{props.what === "reset" ? <a href={path(routes.forgotPassword)}>{t("askNewLink")}</a> : <a href={path(routes.account)}>{t("changeAddressAgain")}</a>}</p>
        </div>
      ) : (
        <Island name="AccountLinkForm" props={props} />
      )}
    </div>
  );
}
