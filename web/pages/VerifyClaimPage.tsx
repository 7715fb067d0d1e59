import { claimMessages } from "../../src/contract/claims";
import { routes } from "../../src/contract/routes";
import { PageHeader } from "../components/PageHeader";
import { button, buttonRow, container, section } from "../components/ui.css";

export type VerifyClaimProps = { state: "confirm"; token: string; email: string; churchName: string } | { state: "done" } | { state: "expired" };

/**
 * /verify-claim?token=…: the mailed link of a claim's verification address. A button confirms it
 * (mail scanners open links, so opening the page alone verifies nothing); a plain form, no
 * JavaScript needed (docs/decisions/0035-claim-safeguards.md).
 */
export function VerifyClaimPage(props: VerifyClaimProps) {
  const home = (
    <div className={buttonRow}>
      <a className={button.outline} href={routes.dashboard}>
        Your dashboard
      </a>
    </div>
  );
  if (props.state === "done") {
    return (
      <>
        <PageHeader title="E-mail Verified" />
        <div className={`${container} ${section}`}>
          <p role="status">{claimMessages.verified}</p>
          {home}
        </div>
      </>
    );
  }
  if (props.state === "expired") {
    return (
      <>
        <PageHeader title="Link Not Valid" />
        <div className={`${container} ${section}`}>
          <p role="alert">{claimMessages.linkExpired}</p>
          {home}
        </div>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Verify Your E-mail Address" />
      <div className={`${container} ${section}`}>
        <p>
          Verify <strong>{props.email}</strong> for the claim to <strong>{props.churchName}</strong>?
        </p>
        <form method="post" action="/api/claims/verify" className={buttonRow}>
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={button.primary}>
            Verify this address
          </button>
        </form>
      </div>
    </>
  );
}
