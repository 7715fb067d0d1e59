import type { ReactNode } from "react";
import type { PendingClaim } from "../../../src/contract/admin";
import { CLAIM_ROLE_LABELS } from "../../../src/contract/claims";
import * as css from "../../components/Dashboard.css";

/**
 * One claim as the admin reviews it (docs/decisions/0035-claim-safeguards.md): who claims which
 * church, their role, phone and note, and whether they verified an address at the church's domain.
 * `actions` are Approval's reason, Approve and Reject.
 */
export function ClaimReview({ claim, actions }: { claim: PendingClaim; actions: ReactNode }) {
  return (
    <li className={css.item}>
      <div>
        <strong>{claim.claimant}</strong> ({claim.claimantEmail}) claims <strong>{claim.churchName}</strong>, {claim.churchAddress}
        <br />
        Role: {claim.role ? CLAIM_ROLE_LABELS[claim.role] : "Not given"}
        {" · "}
        Phone: {claim.phone ? <a href={`tel:${claim.phone.replace(/[^\d+]/g, "")}`}>{claim.phone}</a> : "Not given"}
        <br />
        <strong>{claim.verifiedDomain ? `E-mail verified at ${claim.verifiedDomain}` : "Not verified"}</strong>
        {claim.note ? <p>{claim.note}</p> : null}
        <small>Asked on {claim.createdAt.slice(0, 10)}</small>
      </div>
      {actions}
    </li>
  );
}
