import { useEffect, useRef } from "react";
import { adminMessages } from "../../../src/contract/admin";
import * as form from "../../components/Form.css";
import { button, buttonRow } from "../../components/ui.css";

/**
 * Asked before a church whose pin was placed from its ZIP or area goes live
 * (docs/decisions/0034-approval-pin.md). Modal: the keyboard starts on 'Place pin' and stays in
 * the dialog; Escape is Cancel. The caller puts the focus back where it belongs.
 */
export function ApproximatePinDialog({ name, onPlacePin, onApprove, onCancel }: { name: string; onPlacePin: () => void; onApprove: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  // Closed before the answer runs: while it is modal, nothing outside it can take the focus.
  const answer = (then: () => void) => () => {
    dialog.current?.close();
    then();
  };
  return (
    <dialog ref={dialog} className={form.dialog} aria-labelledby="approximate-pin-title" aria-describedby="approximate-pin-text" onCancel={(event) => {
        event.preventDefault();
        answer(onCancel)();
      }}
    >
      <h2 id="approximate-pin-title">Approximate map pin</h2>
      <p id="approximate-pin-text">{adminMessages.approximatePin(name)}</p>
      <div className={buttonRow}>
        <button type="button" className={button.primary} onClick={answer(onPlacePin)} autoFocus>
          Place pin
        </button>
        <button type="button" className={button.outline} onClick={answer(onApprove)}>
          Approve anyway
        </button>
        <button type="button" className={button.outline} onClick={answer(onCancel)}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
