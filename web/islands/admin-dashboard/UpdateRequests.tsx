import { useEffect, useState } from "react";
import type { PendingUpdateRequest, UpdateField } from "../../../src/contract/admin";
import { CLAIM_ROLE_LABELS } from "../../../src/contract/claims";
import type { ServiceRowChange } from "../../../src/contract/service-times/diff";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";
import { Skeletons } from "./Skeletons";

const FIELD_LABELS: Record<UpdateField, string> = { name: "Name", denomination: "Denomination", description: "Description", descriptionEs: "Description in Spanish", address: "Address", zip: "ZIP", area: "Area", phone: "Phone", website: "Website", youtubeChannel: "YouTube", services: "Service times", specialServices: "Special services", visitFacts: "Visit facts" };

/** Information Updates: who asks and why, and each proposed field against its current value. */
export function UpdateRequests() {
  const [requests, setRequests] = useState<PendingUpdateRequest[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const load = () => api<PendingUpdateRequest[]>("GET", "/api/church-updates").then(setRequests, () => setFailed(true));
  useEffect(() => void load(), []);

  async function decide(id: number, action: "approve" | "reject") {
    setBusy(true);
    try {
      await api("POST", `/api/admin/church-updates/${id}/${action}`);
      showToast({ title: action === "approve" ? "Church update approved successfully" : "Church update rejected successfully" });
      await load();
    } catch (error) {
      const fallback = action === "approve" ? "Failed to approve church update" : "Failed to reject church update";
      showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || fallback, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (failed) return <p role="alert">The update requests could not be loaded. Please refresh the page.</p>;
  if (!requests) return <Skeletons />;
  if (requests.length === 0) return <p>No update requests are waiting.</p>;
  return (
    <ul className={css.list}>
      {requests.map((r) => (
        <li key={r.id} className={css.item}>
          <div>
            <h3>{r.churchName}</h3>
            <p>
              {/* An import's request has no one to write to (docs/city-data.md, Re-importing). */}
              From <strong>{r.submitterName}</strong>{" "}
              {r.submitterEmail ? (
                <>
                  ({CLAIM_ROLE_LABELS[r.submitterRole]}, <a href={`mailto:${r.submitterEmail}`}>{r.submitterEmail}</a>)
                </>
              ) : null}{" "}
              on {r.createdAt.slice(0, 10)}
            </p>
            <p>Reason: {r.updateReason}</p>
            <table className={css.table}>
              <caption className="visually-hidden">Proposed changes to {r.churchName}</caption>
              <thead>
                <tr>
                  <th className={css.cell}>Field</th>
                  <th className={css.cell}>Current</th>
                  <th className={css.cell}>Proposed</th>
                </tr>
              </thead>
              <tbody>
                {r.changes.map((c) => (
                  <tr key={c.field}>
                    <td className={css.cell}>{FIELD_LABELS[c.field]}</td>
                    <td className={`${css.cell} ${css.diffOld}`} lang={c.field === "descriptionEs" && c.current ? "es" : undefined}>
                      {c.current || "(empty)"}
                    </td>
                    <td className={c.rows ? css.cell : `${css.cell} ${css.diffNew}`} lang={c.field === "descriptionEs" ? "es" : undefined}>
                      {c.rows ? <RowChanges rows={c.rows} /> : c.proposed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <span className={buttonRow}>
            <button type="button" className={button.primary} disabled={busy} onClick={() => void decide(r.id, "approve")} aria-label={`Approve the update to ${r.churchName}`}>
              Approve
            </button>
            <button type="button" className={button.outline} disabled={busy} onClick={() => void decide(r.id, "reject")} aria-label={`Reject the update to ${r.churchName}`}>
              Reject
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}

const CHANGE_LABELS: Record<ServiceRowChange["change"], string> = { added: "Added", removed: "Removed", unchanged: "Unchanged" };

/** Proposed services row by row: each named added, removed or unchanged in words, not colour alone. */
function RowChanges({ rows }: { rows: ServiceRowChange[] }) {
  if (rows.length === 0) return <>(none)</>;
  return (
    <ul className={css.rowChanges}>
      {rows.map((row, i) => (
        <li key={i} className={row.change === "removed" ? css.diffOld : row.change === "added" ? css.diffNew : undefined}>
          <strong>{CHANGE_LABELS[row.change]}:</strong> {row.change === "removed" ? <del>{row.text}</del> : row.change === "added" ? <ins>{row.text}</ins> : row.text}
        </li>
      ))}
    </ul>
  );
}
