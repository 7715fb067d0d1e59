import { claimsText } from "../../src/contract/i18n/claims-text";
import { routes } from "../../src/contract/routes";
import { useLang, usePath, useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { formAction } from "../lib/form-action";
import { button, buttonRow, container, section } from "../components/ui.css";

const VERIFY_ACTION = "/api/claims/verify";

export type VerifyClaimProps = { state: "confirm"; token: string; email: string; churchName: string } | { state: "done" } | { state: "expired" };

/**
 * /verify-claim?token=…: the mailed link of a claim's verification address. A button confirms it
 * (mail scanners open links, so opening the page alone verifies nothing); a plain form, no
 * JavaScript needed (docs/decisions/0035-claim-safeguards.md).
 */
export function VerifyClaimPage(props: VerifyClaimProps) {
  const t = useText(claimsText);
  const path = usePath();
  const lang = useLang();
  const home = (
    <div className={buttonRow}>
      <a className={button.outline} href={path(routes.dashboard)}>
        {t("dashboard")}
      </a>
    </div>
  );
  if (props.state === "done") {
    return (
      <>
        <PageHeader title={t("verifiedTitle")} />
        <div className={`${container} ${section}`}>
          <p role="status">{t("verified")}</p>
          {home}
        </div>
      </>
    );
  }
  if (props.state === "expired") {
    return (
      <>
        <PageHeader title={t("invalidTitle")} />
        <div className={`${container} ${section}`}>
          <p role="alert">{t("linkExpired")}</p>
          {home}
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t("verifyTitle")} />
      <div className={`${container} ${section}`}>
        <p>
          {t("verifyQuestionBefore")} <strong>{props.email}</strong> {t("verifyQuestionMiddle")} <strong>{props.churchName}</strong>?
        </p>
        {/* Posted under /es on a Spanish page, so the answer's redirect stays in Spanish (docs/i18n.md, Addresses). */}
        <form method="post" action={formAction(lang, VERIFY_ACTION)} className={buttonRow}>
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={button.primary}>
            {t("verifyButton")}
          </button>
        </form>
      </div>
    </>
  );
}
