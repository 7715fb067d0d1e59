import { REJECTION_REASON_MAX } from "../../../src/contract/review-decision";
import * as field from "../../components/Directory.css";

/** 'Reason (sent to the owner)': optional words the decision's e-mail carries, and a rejection's the owner's dashboard (docs/mail.md). */
export function ReasonInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={field.field}>
      <label htmlFor={id}>Reason (sent to the owner, optional)</label>
      <input id={id} className={field.input} type="text" maxLength={REJECTION_REASON_MAX} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The body of an approve or reject call: the reason only when one was typed. */
export const decisionBody = (reason: string | undefined) => (reason?.trim() ? { reason: reason.trim() } : {});
