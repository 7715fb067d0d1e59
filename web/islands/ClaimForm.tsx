import { useEffect, useState } from "react";
import { CLAIM_NOTE_MAX, claimSchema, type ClaimTarget, type ClaimValues, type PostedClaim } from "../../src/contract/claims";
import { CLAIM_ROLES } from "../../src/contract/options";
import { claimsText } from "../../src/contract/i18n/claims-text";
import { rolesText } from "../../src/contract/i18n/roles-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { useSchemaForm } from "../lib/use-schema-form";
import { SpamGuard, spamFields } from "../components/SpamGuard";
import { navigateWithToast, showToast } from "../state/toasts";

const EMPTY: ClaimValues = { role: "", phone: "", note: "", verificationEmail: "" };

/**
 * The claim form (docs/product.md M4, docs/decisions/0035-claim-safeguards.md): role, phone and
 * note for the admin, and, when the church has a website, an address at its domain to verify.
 * Checked with the server's schema; without JavaScript it posts to its own page, which answers
 * refused posts with the values and each field's message (`posted`).
 */
export default function ClaimForm({ church, posted, formToken }: { church: ClaimTarget; posted?: PostedClaim; formToken: string }) {
  const t = useText(claimsText);
  const roleWord = useText(rolesText);
  const path = usePath();
  const [fields, setFields] = useState<ClaimValues>(posted?.values ?? EMPTY);
  const [problem, setProblem] = useState(posted?.message ?? "");
  // A field the server refused: focused once the form is enabled again (a disabled control cannot take focus).
  const [refused, setRefused] = useState<string | null>(null);
  const { errors, busy, submit, clearError } = useSchemaForm(claimSchema, {
    initialErrors: posted?.errors,
    invalid: (found) => document.getElementById(`claim-${Object.keys(found)[0]}`)?.focus(),
    send: async (data) => {
      await api("POST", "/api/user/churches/claim", { ...data, ...spamFields(document.getElementById("claim-form")) });
      navigateWithToast(path(routes.dashboard), { title: t("claimedTitle"), description: t("claimedBody") });
    },
    failed: (error) => {
      const fieldsRefused = error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0;
      if (fieldsRefused) setRefused(Object.keys(error.fieldErrors!)[0]!);
      else setProblem((error instanceof ApiError && error.serverMessage) || t("failed"));
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
    <form id="claim-form" method="post" action={path(routes.claimChurch(church.id))} noValidate aria-label={t("claimTitle", { name: church.name })} onSubmit={(event) => {
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
          <label htmlFor="claim-role">{t("roleLabel")}</label>
          <select {...control("role")} required>
            <option value="">{t("chooseRole")}</option>
            {CLAIM_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleWord(`role.${role}`)}
              </option>
            ))}
          </select>
          {message("role")}
        </div>
        <div className={css.field}>
          <label htmlFor="claim-phone">{t("phone")}</label>
          <span id="claim-phone-hint" className={form.hint}>
            {t("phoneHint")}
          </span>
          <input {...control("phone", "hint")} type="tel" autoComplete="tel" required maxLength={40} />
          {message("phone")}
        </div>
        <div className={css.field}>
          <label htmlFor="claim-note">{t("note")}</label>
          <span id="claim-note-hint" className={form.hint}>
            {t("noteHint", { count: fields.note.trim().length, max: CLAIM_NOTE_MAX })}
          </span>
          <textarea {...control("note", "hint")} className={`${css.input} ${form.textarea}`} rows={4} required maxLength={CLAIM_NOTE_MAX} />
          {message("note")}
        </div>
        {church.domain ? (
          <div className={css.field}>
            <label htmlFor="claim-verificationEmail">{t("verifyWith", { domain: church.domain })}</label>
            <span id="claim-verificationEmail-hint" className={form.hint}>
              {t("verifyHint")}
            </span>
            <input {...control("verificationEmail", "hint")} type="email" autoComplete="email" maxLength={254} placeholder={`you@${church.domain}`} />
            {message("verificationEmail")}
          </div>
        ) : null}
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? t("sending") : t("send")}
          </button>
          <a href={path(routes.churchSubmission)} className={button.outline}>
            {t("cancel")}
          </a>
        </div>
      </div>
      <SpamGuard token={formToken} />
    </form>
  );
}
