import { useState } from "react";
import { accountLinkMessages, confirmEmailSchema, forgotPasswordSchema, resetPasswordFormSchema, type SignInDoor } from "../../src/contract/account-links";
import { routes } from "../../src/contract/routes";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { useSchemaForm } from "../lib/use-schema-form";
import { navigateWithToast } from "../state/toasts";

export type AccountLinkFormProps =
  | { mode: "forgot"; door: SignInDoor; sent: boolean; error?: string }
  | { mode: "reset"; token: string; error?: string }
  | { mode: "confirm-email"; token: string; newEmail: string; done: boolean; error?: string };

const FIELDS = {
  forgot: [{ name: "email", label: "Email", type: "email", autoComplete: "email" }],
  reset: [
    { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
    { name: "confirmPassword", label: "Confirm new password", type: "password", autoComplete: "new-password" },
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
  const hidden: Record<string, string> = props.mode === "forgot" ? { door: props.door } : { token: props.token };
  const [values, setValues] = useState<Record<string, string>>({});
  const [done, setDone] = useState(props.mode === "forgot" ? props.sent : props.mode === "confirm-email" ? props.done : false);
  const [alert, setAlert] = useState<string | null>(props.error ?? null);
  const { errors, busy, submit, clearError } = useSchemaForm(SCHEMAS[props.mode], {
    stays: props.mode !== "reset",
    send: async (data) => {
      setAlert(null);
      const answer = await api<{ role?: string }>("POST", ACTIONS[props.mode], data);
      if (props.mode === "reset") navigateWithToast(answer.role === "admin" ? routes.admin : routes.dashboard, { title: "Password changed", description: "You are signed in with your new password." });
      else setDone(true);
    },
    failed: (error) => setAlert((error instanceof ApiError && error.serverMessage) || "Something went wrong. Please try again."),
  });

  const heading =
    props.mode === "forgot" ? (props.door === "admin" ? "Admin password reset" : "Forgot your password?") : props.mode === "reset" ? "Choose a new password" : "Confirm your new e-mail address";
  const signIn = props.mode === "forgot" && props.door === "admin" ? routes.adminLogin : routes.login;

  return (
    <div className={form.panel}>
      <h1>{heading}</h1>
      {props.mode === "forgot" ? <p>Enter the e-mail address of your account. We will send you a link to choose a new password.</p> : null}
      {props.mode === "confirm-email" && !done ? <p>Make {props.newEmail} the e-mail address of your account.</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      {done ? (
        <p role="status">{props.mode === "forgot" ? accountLinkMessages.resetSent : accountLinkMessages.emailChanged}</p>
      ) : (
        <form method="post" action={ACTIONS[props.mode]} onSubmit={(event) => submit(event, { ...hidden, ...values })} noValidate aria-label={heading} className={form.fields}>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {FIELDS[props.mode].map((f) => (
            <div key={f.name} className={css.field}>
              <label htmlFor={`link-${f.name}`}>{f.label}</label>
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
            {props.mode === "forgot" ? (busy ? "Sending..." : "Send me a link") : props.mode === "reset" ? (busy ? "Saving..." : "Save new password") : busy ? "Confirming..." : "Confirm this address"}
          </button>
        </form>
      )}
      {props.mode === "forgot" ? (
        <p>
          Remembered it? <a href={signIn}>Sign in</a>
        </p>
      ) : null}
      {props.mode === "confirm-email" && done ? (
        <p>
          <a href={routes.account}>Back to your account</a>
        </p>
      ) : null}
    </div>
  );
}
