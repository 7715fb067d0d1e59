import { useEffect, useState } from "react";
import type { PendingChurch, PendingClaim } from "../../../src/contract/admin";
import { api, ApiError } from "../../lib/api";
import type { MapConfig } from "../../lib/leaflet";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";
import { ClaimReview } from "./ClaimReview";
import { decisionBody, ReasonInput } from "./ReasonInput";
import { Skeletons } from "./Skeletons";
import { ApproximatePinDialog } from "./ApproximatePinDialog";
import { PendingChurchCard, pinFieldsId } from "./PendingChurchCard";

/** What a claim's decision says (docs/decisions/0035-claim-safeguards.md): a claim is not a church. */
const CLAIM_DECIDED = { approve: "Claim approved", reject: "Claim rejected" } as const;

/** Church Approvals: pending submissions and claims, each with Approve and Reject. */
export function Approvals({ map }: { map: MapConfig }) {
  const [churches, setChurches] = useState<PendingChurch[] | null>(null);
  const [claims, setClaims] = useState<PendingClaim[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [reasons, setReasons] = useState<Record<string, string>>({});
  // The church whose approximate pin the admin is asked about (docs/decisions/0034-approval-pin.md).
  const [confirming, setConfirming] = useState<PendingChurch | null>(null);

  const load = () =>
    Promise.all([api<PendingChurch[]>("GET", "/api/admin/churches/pending"), api<PendingClaim[]>("GET", "/api/admin/claims/pending")]).then(([c, k]) => {
      setChurches(c);
      setClaims(k);
    }, () => setFailed(true));
  useEffect(() => void load(), []);

  async function decide(kind: "churches" | "claims", id: number, action: "approve" | "reject", confirmApproximateLocation = false) {
    const church = kind === "churches" ? churches?.find((c) => c.id === id) : undefined;
    if (church && action === "approve" && church.locationApproximate && !confirmApproximateLocation) return setConfirming(church);
    setBusy(`${kind}-${id}`);
    try {
      await api("POST", `/api/admin/${kind}/${id}/${action}`, { ...decisionBody(reasons[`${kind}-${id}`]), ...(confirmApproximateLocation ? { confirmApproximateLocation } : {}) });
      showToast({ title: kind === "claims" ? CLAIM_DECIDED[action] : action === "approve" ? "Church approved successfully" : "Church rejected successfully" });
      await load();
    } catch (error) {
      // The pin became approximate since the list was loaded: ask, as for any approximate pin.
      if (church && error instanceof ApiError && error.status === 409) return setConfirming({ ...church, locationApproximate: true });
      const what = kind === "claims" ? "claim" : "church";
      showToast({ title: "Error", description: `Failed to ${action} ${what}`, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  /** Closes the question and puts the keyboard on the card's marker (or its latitude field) or back on Approve. */
  function answered(focus: "pin" | "approve") {
    const church = confirming!;
    setConfirming(null);
    const target =
      focus === "pin"
        ? (document.querySelector<HTMLElement>(`[data-testid="${pinFieldsId(church.id)}-map"] .leaflet-marker-icon`) ?? document.getElementById(`${pinFieldsId(church.id)}-latitude`))
        : document.getElementById(`approve-churches-${church.id}`);
    target?.scrollIntoView({ block: "center" });
    target?.focus();
  }

  if (failed) return <p role="alert">The pending churches could not be loaded. Please refresh the page.</p>;
  if (!churches || !claims) return <Skeletons />;
  const actions = (kind: "churches" | "claims", id: number, name: string) => (
    <span className={buttonRow}>
      <ReasonInput id={`reason-${kind}-${id}`} value={reasons[`${kind}-${id}`] ?? ""} onChange={(reason) => setReasons({ ...reasons, [`${kind}-${id}`]: reason })} />
      <button type="button" id={`approve-${kind}-${id}`} className={button.primary} disabled={busy !== null} onClick={() => void decide(kind, id, "approve")} aria-label={`Approve ${name}`}>
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
          <PendingChurchCard
            key={c.id}
            church={c}
            config={map}
            actions={actions("churches", c.id, c.name)}
            onPinSaved={(pin) => setChurches((list) => list && list.map((other) => (other.id === c.id ? { ...other, ...pin, locationApproximate: false } : other)))}
          />
        ))}
      </ul>
      {confirming ? (
        <ApproximatePinDialog
          name={confirming.name}
          onPlacePin={() => answered("pin")}
          onApprove={() => {
            answered("approve");
            void decide("churches", confirming.id, "approve", true);
          }}
          onCancel={() => answered("approve")}
        />
      ) : null}
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
