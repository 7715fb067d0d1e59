import { useEffect, useState } from "react";
import type { PendingChurch, PendingClaim } from "../../../src/contract/admin";
import { api } from "../../lib/api";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";
import { ClaimReview } from "./ClaimReview";
import { decisionBody, ReasonInput } from "./ReasonInput";
import { Skeletons } from "./Skeletons";

/** What a claim's decision says (docs/decisions/0035-claim-safeguards.md): a claim is not a church. */
const CLAIM_DECIDED = { approve: "Claim approved", reject: "Claim rejected" } as const;

/** Church Approvals: pending submissions and claims, each with Approve and Reject. */
export function Approvals() {
  const [churches, setChurches] = useState<PendingChurch[] | null>(null);
  const [claims, setClaims] = useState<PendingClaim[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [reasons, setReasons] = useState<Record<string, string>>({});

  const load = () =>
    Promise.all([api<PendingChurch[]>("GET", "/api/admin/churches/pending"), api<PendingClaim[]>("GET", "/api/admin/claims/pending")]).then(([c, k]) => {
      setChurches(c);
      setClaims(k);
    }, () => setFailed(true));
  useEffect(() => void load(), []);

  async function decide(kind: "churches" | "claims", id: number, action: "approve" | "reject") {
    setBusy(`${kind}-${id}`);
    try {
      await api("POST", `/api/admin/${kind}/${id}/${action}`, decisionBody(reasons[`${kind}-${id}`]));
      showToast({ title: kind === "claims" ? CLAIM_DECIDED[action] : action === "approve" ? "Church approved successfully" : "Church rejected successfully" });
      await load();
    } catch {
      showToast({ title: "Error", description: action === "approve" ? "Failed to approve church" : "Failed to reject church", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  if (failed) return <p role="alert">The pending churches could not be loaded. Please refresh the page.</p>;
  if (!churches || !claims) return <Skeletons />;
  const actions = (kind: "churches" | "claims", id: number, name: string) => (
    <span className={buttonRow}>
      <ReasonInput id={`reason-${kind}-${id}`} value={reasons[`${kind}-${id}`] ?? ""} onChange={(reason) => setReasons({ ...reasons, [`${kind}-${id}`]: reason })} />
      <button type="button" className={button.primary} disabled={busy !== null} onClick={() => void decide(kind, id, "approve")} aria-label={`Approve ${name}`}>
        Approve
      </button>
      <button type="button" className={button.outline} disabled={busy !== null} onClick={() => void decide(kind, id, "reject")} aria-label={`Reject ${name}`}>
        Reject
      </button>
    </span>
  );
  return (
    <>
      <h2>New churches ({churches.length})</h2>
      {churches.length === 0 ? <p>No churches are waiting for approval.</p> : null}
      <ul className={css.list}>
        {churches.map((c) => (
          <li key={c.id} className={css.item}>
            <div>
              <strong>{c.name}</strong> · {c.denomination ?? "No denomination"} · {c.area ?? "No area"}
              <br />
              {c.address} {c.zip}
              {c.phone ? ` · ${c.phone}` : ""}
              {c.website ? ` · ${c.website}` : ""}
              <br />
              <small>
                Submitted by {c.owner ?? "an administrator"} on {c.createdAt.slice(0, 10)}
                {c.locationApproximate ? " · map pin approximate: place it in Manage Listings" : ""}
              </small>
              <p>{c.description}</p>
            </div>
            {actions("churches", c.id, c.name)}
          </li>
        ))}
      </ul>
      <h2>Claims ({claims.length})</h2>
      {claims.length === 0 ? <p>No claims are waiting for approval.</p> : null}
      <ul className={css.list}>
        {claims.map((c) => (
          <ClaimReview key={c.id} claim={c} actions={actions("claims", c.id, `the claim to ${c.churchName}`)} />
        ))}
      </ul>
    </>
  );
}
