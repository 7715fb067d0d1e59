import type { ClaimTarget, PostedClaim } from "../../src/contract/claims";
import { claimsText } from "../../src/contract/i18n/claims-text";
import { Island } from "../components/Island";
import { useText } from "../components/lang-context";
import { PageHeader } from "../components/PageHeader";
import { card, container, prose, section } from "../components/ui.css";

/**
 * /claim-church/{id}: one church's claim form, signed-in only (docs/decisions/0035-claim-safeguards.md).
 * A post without JavaScript the server refused comes back with `posted`.
 */
export function ClaimChurchPage({ church, posted, formToken }: { church: ClaimTarget; posted?: PostedClaim; formToken: string }) {
  const t = useText(claimsText);
  return (
    <>
      <PageHeader title={t("claimTitle", { name: church.name })} lead={t("claimLead")} />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p className={card}>
            <strong>{church.name}</strong>
            <br />
            {church.address}
          </p>
          <Island name="ClaimForm" props={{ church, formToken, ...(posted ? { posted } : {}) }} />
        </div>
      </div>
    </>
  );
}
