import { useEffect, useRef, useState } from "react";
import type { AdminChurch } from "../../../src/contract/admin";
import { askTimesText, type AskTimesAnswer } from "../../../src/contract/admin-ask-times";
import { api, ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { button, buttonRow } from "../../components/ui.css";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Manage Listings' 'Ask owners again' (docs/service-times.md, Asking the churches): the chosen
 * churches' owners get the 'still right?' mail now. A confirmation says how many owners will be
 * mailed before anything is sent; the answer, in words, goes to `onAsked`.
 */
export function AskOwnersAgain({ chosen, onAsked }: { chosen: AdminChurch[]; onAsked: (answer: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  async function send() {
    setConfirming(false);
    try {
      const result = await api<AskTimesAnswer>("POST", "/api/admin/churches/ask-times", { ids: chosen.map((c) => c.id) });
      onAsked(askTimesText(result, chosen.length));
    } catch (error) {
      showToast({ title: "Owners not asked", description: (error instanceof ApiError && error.serverMessage) || "Could not ask the owners. Try again.", variant: "destructive" });
    }
    opener.current?.focus();
  }

  return (
    <>
      <button type="button" ref={opener} className={button.primary} disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
        Ask owners again{chosen.length ? ` (${chosen.length})` : ""}
      </button>
      {confirming ? (
        <ConfirmAsk
          chosen={chosen}
          onSend={() => void send()}
          onCancel={() => {
            setConfirming(false);
            opener.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The step before the mail: who will be mailed, who will not, and why. Modal; Escape is Cancel. */
function ConfirmAsk({ chosen, onSend, onCancel }: { chosen: AdminChurch[]; onSend: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const owners = chosen.filter((c) => c.status === "approved" && c.owner !== null).length;
  const unowned = chosen.filter((c) => c.status === "approved" && c.owner === null).length;
  const notApproved = chosen.length - owners - unowned;
  const answer = (then: () => void) => () => {
    dialog.current?.close();
    then();
  };
  return (
    <dialog ref={dialog} className={form.dialog} aria-labelledby="ask-again-title" aria-describedby="ask-again-text" onCancel={(event) => {
        event.preventDefault();
        answer(onCancel)();
      }}
    >
      <h2 id="ask-again-title">Ask owners again</h2>
      <div id="ask-again-text">
        <p>
          {owners === 0
            ? "No owner will be mailed: none of the chosen churches is approved and has an owner."
            : `${count(owners, "owner", "owners")} will be mailed 'Are these service times still right?' now, even if asked in the last 30 days. An owner who switched these questions off is not mailed.`}
        </p>
        {unowned ? <p>{count(unowned, "chosen church has", "chosen churches have")} no owner to ask.</p> : null}
        {notApproved ? <p>{count(notApproved, "chosen church is", "chosen churches are")} not approved and will not be asked.</p> : null}
      </div>
      <div className={buttonRow}>
        <button type="button" className={button.primary} onClick={answer(onSend)} disabled={owners === 0} autoFocus={owners > 0}>
          Mail {count(owners, "owner", "owners")}
        </button>
        <button type="button" className={button.outline} onClick={answer(onCancel)} autoFocus={owners === 0}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
