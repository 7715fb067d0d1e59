import { useState } from "react";
import { confirmEmailSchema, forgotPasswordSchema, resetPasswordFormSchema, type SignInDoor } from "../../src/contract/account-links";
import { authText } from "../../src/contract/i18n/auth-text";
import { routes } from "../../src/contract/routes";
import { useLang, usePath, useText } from "../components/lang-context";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { formAction } from "../lib/form-action";
import { useSchemaForm } from "../lib/use-schema-form";
import { navigateWithToast } from "../state/toasts";

export type AccountLinkFormProps =
  | { mode: "forgot"; door: SignInDoor; sent: boolean; error?: string }
  | { mode: "reset"; token: string; error?: string }
  | { mode: "confirm-email"; token: string; newEmail: string; done: boolean; error?: string };

const FIELDS = {
  forgot: [{ name: "email", label: "email", type: "email", autoComplete: "email" }],
  reset: [
    { name: "password", label: "newPassword", type: "password", autoComplete: "new-password" },
    { name: "confirmPassword", label: "confirmNewPassword", type: "password", autoComplete: "new-password" },
  ],
  "confirm-email": [],
} as const;
const SCHEMAS = { forgot: forgotPasswordSchema, reset: resetPasswordFormSchema, "confirm-email": confirmEmailSchema };
const ACTIONS = { forgot: "/api/auth/forgot-password", reset: "/api/auth/reset-password", "confirm-email": "/api/account/confirm-email" };

/**
 * The forms a mailed link belongs to (docs/mail.md): ask for a reset link, choose the new
 * password, confirm a new address. Real forms posting to the API without JavaScript; with it,
 * checked by the server's schema and sent as JSON.
 */
export default function AccountLinkForm(props: AccountLinkFormProps) {
  const t = useText(authText);
  const path = usePath();
  const lang = useLang();
  const hidden: Record<string, string> = props.mode === "forgot" ? { door: props.door } : { token: props.token };
  const [values, setValues] = useState<Record<string, string>>({});
  const [done, setDone] = useState(props.mode === "forgot" ? props.sent : props.mode === "confirm-email" ? props.done : false);
  const [alert, setAlert] = useState<string | null>(props.error ?? null);
  const { errors, busy, submit, clearError } = useSchemaForm(SCHEMAS[props.mode], {
    stays: props.mode !== "reset",
    send: async (data) => {
      setAlert(null);
      const answer = await api<{ role?: string }>("POST", ACTIONS[props.mode], data);
      if (props.mode === "reset") navigateWithToast(answer.role === "admin" ? routes.admin : path(routes.dashboard), { title: t("passwordChanged"), description: t("signedInWithNew") });
      else setDone(true);
    },
    failed: (error) => setAlert((error instanceof ApiError && error.serverMessage) || t("somethingWrong")),
  });

  const heading =
    props.mode === "forgot" ? t(props.door === "admin" ? "headingAdminReset" : "headingForgot") : props.mode === "reset" ? t("headingReset") : t("headingConfirmEmail");
  const signIn = props.mode === "forgot" && props.door === "admin" ? routes.adminLogin : path(routes.login);

  return (
    <div className={form.panel}>
      <h1>{heading}</h1>
      {props.mode === "forgot" ? <p>{t("forgotIntro")}</p> : null}
      {props.mode === "confirm-email" && !done ? <p>{t("confirmEmailIntro", { email: props.newEmail })}</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      {done ? (
        <p role="status">{t(props.mode === "forgot" ? "resetSent" : "emailChanged")}</p>
      ) : (
        <form method="post" action={formAction(lang, ACTIONS[props.mode])} onSubmit={(event) => submit(event, { ...hidden, ...values })} noValidate aria-label={heading} className={form.fields}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {FIELDS[props.mode].map((f) => (
            <div key={f.name} className={css.field}>
              <label htmlFor={`link-${f.name}`}>{t(f.label)}</label>
              <input
                id={`link-${f.name}`}
                className={css.input}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                required
                value={values[f.name] ?? ""}
                onChange={(e) => {
                  setValues({ ...values, [f.name]: e.target.value });
                  clearError(f.name);
                }}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? `link-${f.name}-error` : undefined}
                disabled={busy}
              />
              {errors[f.name] ? (
                <span id={`link-${f.name}-error`} className={css.error} role="alert">
                  {errors[f.name]}
                </span>
              ) : null}
            </div>
          ))}
          <button type="submit" className={button.primary} disabled={busy}>
            {t(props.mode === "forgot" ? (busy ? "sending" : "sendLink") : props.mode === "reset" ? (busy ? "saving" : "saveNewPassword") : busy ? "confirming" : "confirmAddress")}
          </button>
        </form>
      )}
      {props.mode === "forgot" ? (
        <p>
          {t("remembered")} <a href={signIn}>{t("signIn")}</a>
        </p>
      ) : null}
      {props.mode === "confirm-email" && done ? (
        <p>
          <a href={path(routes.account)}>{t("backToAccount")}</a>
        </p>
      ) : null}
    </div>
  );
}
