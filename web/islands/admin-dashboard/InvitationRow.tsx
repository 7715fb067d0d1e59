import { useState } from "react";
import type { InvitationBlock, InvitationRow as Row } from "../../../src/contract/invitations";
import { routes } from "../../../src/contract/routes";
import * as css from "../../components/Dashboard.css";
import * as field from "../../components/Directory.css";
import { button, buttonRow } from "../../components/ui.css";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";
import { centralDate } from "./central-time";

const BLOCKS: Record<InvitationBlock, string> = {
  "no-address": "No public e-mail address: type one to invite this church.",
  "opted-out": "Opted out: this address asked never to be invited again.",
  recent: "Invited less than 90 days ago.",
};

/**
 * One unclaimed church of the Invitations tab: its address (or a field to type one), where its
 * invitations stand, and Send with a confirmation step naming the address and the language.
 */
export function InvitationRow({ row, spent, onSent }: { row: Row; spent: boolean; onSent: () => void }) {
  const [typed, setTyped] = useState("");
  const [lang, setLang] = useState<"en" | "es">("en");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const id = `invite-${row.churchId}`;
  const address = row.email ?? typed.trim();
  const canType = row.block === "no-address";
  const blocked = row.block !== null && !(canType && typed.trim() !== "");

  async function send() {
    setBusy(true);
    setProblem("");
    try {
      await api("POST", "/api/admin/invitations", { churchId: row.churchId, lang, ...(canType ? { email: typed } : {}) });
      showToast({ title: "Invitation sent", description: `${row.name}: ${address}` });
      setConfirming(false);
      onSent();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : undefined;
      setProblem((fields && Object.values(fields)[0]) || (error instanceof ApiError && error.serverMessage) || "The invitation could not be sent. Please try again.");
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  const facts = [
    row.lastSentAt ? `Invited ${centralDate(row.lastSentAt)}` : "Never invited",
    row.lastSentAt ? (row.lastOpenedAt ? `link opened ${centralDate(row.lastOpenedAt)}` : "link not opened") : "",
    row.claimPending ? "a claim waits for review" : "",
  ].filter(Boolean);
  return (
    <li className={`${css.item} ${row.block === null ? css.statusApproved : css.statusPending}`} aria-labelledby={`${id}-name`}>
      <div>
        <strong id={`${id}-name`}>
          <a href={routes.church(row.slug)}>{row.name}</a>
        </strong>
        <p>
          {row.email ?? "No address on file"} · {facts.join(" · ")}
        </p>
        {row.block && !(canType && typed.trim()) ? <p>{BLOCKS[row.block]}</p> : null}
        <div className={css.toolbar}>
          {canType ? (
            <label className={field.field}>
              E-mail address for this church
              <input className={field.input} type="email" maxLength={254} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby={problem ? `${id}-problem` : undefined} />
            </label>
          ) : null}
          <label className={field.field}>
            Language
            <select className={field.input} value={lang} onChange={(e) => setLang(e.target.value as "en" | "es")}>
              <option value="en">English</option>
              <option value="es">Spanish</option>
            </select>
          </label>
          {confirming ? null : (
            <button type="button" className={button.primary} disabled={blocked || spent || busy} onClick={() => setConfirming(true)}>
              Send invitation
            </button>
          )}
        </div>
        {confirming ? (
          <div className={buttonRow} role="group" aria-label={`Confirm the invitation to ${row.name}`}>
            <span>
              Send the {lang === "es" ? "Spanish" : "English"} invitation to {address}?
            </span>
            <button type="button" className={button.primary} disabled={busy} onClick={() => void send()}>
              {busy ? "Sending…" : "Yes, send it"}
            </button>
            <button type="button" className={button.outline} disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" id={`${id}-problem`}>
            {problem}
          </p>
        ) : null}
      </div>
    </li>
  );
}
