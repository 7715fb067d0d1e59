import { routes } from "../../src/contract/routes";
import { accountLinkMessages } from "../../src/contract/account-links";
import { Island } from "../components/Island";
import { container, section } from "../components/ui.css";
import * as form from "../components/Form.css";
import type { AccountLinkFormProps } from "../islands/AccountLinkForm";

/**
 * /forgot-password, /admin/forgot-password, /reset-password and /confirm-email. A link that no
 * longer works shows why and where to ask for a new one instead of a form.
 */
export function AccountLinkPage(props: AccountLinkFormProps | { mode: "expired"; what: "reset" | "email" }) {
  return (
    <div className={`${container} ${section}`}>
      {props.mode === "expired" ? (
        <div className={form.panel}>
          <h1>This link no longer works</h1>
          <p role="alert">{accountLinkMessages.linkExpired}</p>
          <p>{props.what === "reset" ? <a href={routes.forgotPassword}>Ask for a new link</a> : <a href={routes.account}>Change your address again</a>}</p>
        </div>
      ) : (
        <Island name="AccountLinkForm" props={props} />
      )}
    </div>
  );
}
