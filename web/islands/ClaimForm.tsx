import { useEffect, useState } from "react";
import { CHURCH_SAVED } from "../../src/contract/church-form";
import { CLAIM_NOTE_MAX, CLAIM_ROLE_LABELS, claimSchema, type ClaimTarget, type ClaimValues, type PostedClaim } from "../../src/contract/claims";
import { CLAIM_ROLES } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { useSchemaForm } from "../lib/use-schema-form";
import { navigateWithToast, showToast } from "../state/toasts";

const EMPTY: ClaimValues = { role: "", phone: "", note: "", verificationEmail: "" };

/**
 * The claim form (docs/product.md M4, docs/decisions/0035-claim-safeguards.md): role, phone and
 * note for the admin, and, when the church has a website, an address at its domain to verify.
 * Checked with the server's schema; without JavaScript it posts to its own page, which answers
 * refused posts with the values and each field's message (`posted`).
 */
export default function ClaimForm({ church, posted }: { church: ClaimTarget; posted?: PostedClaim }) {
  const [fields, setFields] = useState<ClaimValues>(posted?.values ?? EMPTY);
  const [problem, setProblem] = useState(posted?.message ?? "");
  // A field the server refused: focused once the form is enabled again (a disabled control cannot take focus).
  const [refused, setRefused] = useState<string | null>(null);
  const { errors, busy, submit, clearError } = useSchemaForm(claimSchema, {
    initialErrors: posted?.errors,
    invalid: (found) => document.getElementById(`claim-${Object.keys(found)[0]}`)?.focus(),
    send: async (data) => {
      await api("POST", "/api/user/churches/claim", data);
      navigateWithToast(routes.dashboard, CHURCH_SAVED.claimed);
    },
    failed: (error) => {
      const fieldsRefused = error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0;
      if (fieldsRefused) setRefused(Object.keys(error.fieldErrors!)[0]!);
      else setProblem((error instanceof ApiError && error.serverMessage) || "Failed to claim church. Please try again.");
    },
  });

  useEffect(() => {
    if (refused === null || busy) return;
    document.getElementById(`claim-${refused}`)?.focus();
    setRefused(null);
  }, [refused, busy]);

  const set = (key: keyof ClaimValues) => (e: { target: { value: string } }) => {
    setFields({ ...fields, [key]: e.target.value });
    clearError(key);
  };
  const control = (key: keyof ClaimValues, hint?: string) => {
    const described = [hint ? `claim-${key}-hint` : "", errors[key] ? `claim-${key}-error` : ""].filter(Boolean).join(" ");
    return {
      id: `claim-${key}`,
      name: key,
      value: fields[key],
      onChange: set(key),
      className: css.input,
      disabled: busy,
      "aria-invalid": errors[key] ? true : undefined,
      "aria-describedby": described || undefined,
    };
  };
  const message = (key: keyof ClaimValues) =>
    errors[key] ? (
      <span id={`claim-${key}-error`} className={css.error} role="alert">
        {errors[key]}
      </span>
    ) : null;

  return (
    <form method="post" action={routes.claimChurch(church.id)} noValidate aria-label={`Claim ${church.name}`} onSubmit={(event) => {
        setProblem("");
        void submit(event, { ...fields, churchId: church.id });
      }}>
      {problem ? (
        <p className={css.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={form.fields}>
        <div className={css.field}>
          <label htmlFor="claim-role">Your role at the church</label>
          <select {...control("role")} required>
            <option value="">Choose your role</option>
            {CLAIM_ROLES.map((role) => (
              <option key={role} value={role}>
                {CLAIM_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          {message("role")}
        </div>
        <div className={css.field}>
          <label htmlFor="claim-phone">Phone</label>
          <span id="claim-phone-hint" className={form.hint}>
            An administrator may call to confirm your claim.
          </span>
          <input {...control("phone", "hint")} type="tel" autoComplete="tel" required maxLength={40} />
          {message("phone")}
        </div>
        <div className={css.field}>
          <label htmlFor="claim-note">How are you connected to this church?</label>
          <span id="claim-note-hint" className={form.hint}>
            For example: how long you have served there, and who can vouch for you. {fields.note.trim().length}/{CLAIM_NOTE_MAX}
          </span>
          <textarea {...control("note", "hint")} className={`${css.input} ${form.textarea}`} rows={4} required maxLength={CLAIM_NOTE_MAX} />
          {message("note")}
        </div>
        {church.domain ? (
          <div className={css.field}>
            <label htmlFor="claim-verificationEmail">{`Verify with an e-mail at ${church.domain} (optional)`}</label>
            <span id="claim-verificationEmail-hint" className={form.hint}>
              We send a link to this address; opening it shows the administrator that you read the church's mail.
            </span>
            <input {...control("verificationEmail", "hint")} type="email" autoComplete="email" maxLength={254} placeholder={`you@${church.domain}`} />
            {message("verificationEmail")}
          </div>
        ) : null}
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? "Sending claim..." : "Send Claim"}
          </button>
          <a href={routes.churchSubmission} className={button.outline}>
            Cancel
          </a>
        </div>
      </div>
    </form>
  );
}
