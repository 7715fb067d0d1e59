import type { ManagedChurch } from "../../src/contract/church-form";
import type { ClaimTarget, PostedClaim } from "../../src/contract/claims";
import { claimsText } from "../../src/contract/i18n/claims-text";
import { Island } from "../components/Island";
import { useText } from "../components/lang-context";
import { OneChurchRule } from "../components/OneChurchRule";
import { PageHeader } from "../components/PageHeader";
import { card, container, prose, section } from "../components/ui.css";

/**
 * /claim-church/{id}: one church's claim form, signed-in only (docs/decisions/0035-claim-safeguards.md).
 * A post without JavaScript the server refused comes back with `posted`. An account that
 * manages a church (`managed`) is told the one-church rule instead of the form
 * (docs/decisions/0059-forms-without-losses.md).
 */
export function ClaimChurchPage({ church, posted, formToken, managed }: { church: ClaimTarget; posted?: PostedClaim; formToken: string; managed?: ManagedChurch }) {
  const t = useText(claimsText);
  return (
    <>
      <PageHeader title={t("claimTitle", { name: church.name })} lead={managed ? t("listLeadManaged") : t("claimLead")} />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p className={card}>
            <strong>{church.name}</strong>
            <br />
            {church.address}
          </p>
          {managed ? <OneChurchRule church={managed} /> : <Island name="ClaimForm" props={{ church, formToken, ...(posted ? { posted } : {}) }} />}
        </div>
      </div>
    </>
  );
}
