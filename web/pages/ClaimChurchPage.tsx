import type { ClaimTarget, PostedClaim } from "../../src/contract/claims";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { card, container, prose, section } from "../components/ui.css";

/**
 * /claim-church/{id}: one church's claim form, signed-in only (docs/decisions/0035-claim-safeguards.md).
 * A post without JavaScript the server refused comes back with `posted`.
 */
export function ClaimChurchPage({ church, posted }: { church: ClaimTarget; posted?: PostedClaim }) {
  return (
    <>
      <PageHeader title={`Claim ${church.name}`} lead="Tell us who you are: an administrator reviews every claim before the listing becomes yours." />
      <div className={`${container} ${section}`}>
        <div className={prose}>
          <p className={card}>
            <strong>{church.name}</strong>
            <br />
            {church.address}
          </p>
          <Island name="ClaimForm" props={{ church, ...(posted ? { posted } : {}) }} />
        </div>
      </div>
    </>
  );
}
