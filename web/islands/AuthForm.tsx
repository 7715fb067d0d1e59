import { useState } from "react";
import * as z from "zod/mini";
import { adminLoginSchema, loginSchema, registerFormSchema, type AuthMode, type PostedAuth } from "../../src/contract/accounts";
import { authText } from "../../src/contract/i18n/auth-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import type { FieldErrors } from "../lib/field-errors";
import { useSchemaForm } from "../lib/use-schema-form";
import { navigateWithToast, showToast } from "../state/toasts";
import { SpamGuard, spamFields } from "../components/SpamGuard";

type Mode = AuthMode;
/** Where each form posts without JavaScript: its own page (src/features/accounts/auth-posts.tsx). */
const ACTIONS = { login: routes.login, register: routes.register, admin: routes.adminLogin } as const;
const HEADINGS = { login: "headingLogin", register: "headingRegister", admin: "headingAdmin" } as const;
const FORM_NAMES = { login: "formLogin", register: "formRegister", admin: "formAdmin" } as const;
const FIELDS: Record<Mode, { name: "username" | "password" | "email" | "confirmPassword"; type: string; autoComplete: string }[]> = {
  login: [
    { name: "username", type: "text", autoComplete: "username" },
    { name: "password", type: "password", autoComplete: "current-password" },
  ],
  admin: [
    { name: "username", type: "text", autoComplete: "username" },
    { name: "password", type: "password", autoComplete: "current-password" },
  ],
  register: [
    { name: "username", type: "text", autoComplete: "username" },
    { name: "email", type: "email", autoComplete: "email" },
    { name: "password", type: "password", autoComplete: "new-password" },
    { name: "confirmPassword", type: "password", autoComplete: "new-password" },
  ],
};

/**
 * Owner sign-in and registration (docs/product.md M7: /login, /register), and the admin's door.
 * The same schemas as the server check the fields; the confirmation is never sent. Success goes to
 * /dashboard, in the page's language (/es/dashboard from /es/login). Without JavaScript the form
 * posts to its own page, which answers with the dashboard or with the form again (`posted`: the
 * names typed and the messages, never a password).
 */
export default function AuthForm({ mode, posted, formToken }: { mode: Mode; posted?: PostedAuth; formToken?: string }) {
  const t = useText(authText);
  const path = usePath();
  const [values, setValues] = useState<Record<string, string>>(posted ? { username: posted.values.username, email: posted.values.email } : {});
  const [alert, setAlert] = useState<string | null>(posted?.message ?? null);
  const { errors, busy, submit, clearError } = useSchemaForm(mode === "login" ? loginSchema : mode === "admin" ? adminLoginSchema : registerFormSchema, {
    initialErrors: posted?.errors,
    // Admin sign-in (docs/product.md, management side) answers with one inline alert, not a message per field.
    invalid: (found) => {
      if (mode === "admin") setAlert(Object.values(found)[0]!);
    },
    send: async (data) => {
      if (mode === "admin") {
        await api("POST", "/api/admin/login", data);
        navigateWithToast(routes.admin, { title: t("loginSuccessful") });
      } else if (mode === "login") {
        await api("POST", "/api/auth/login", data);
        navigateWithToast(path(routes.dashboard), { title: t("loginSuccessful") });
      } else {
        const { confirmPassword: _, ...body } = data as z.infer<typeof registerFormSchema>;
        await api("POST", "/api/auth/register", { ...body, ...spamFields(document.getElementById("auth-form")) });
        navigateWithToast(path(routes.dashboard), { title: t("accountCreated") });
      }
    },
    failed: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (mode === "admin") {
        // An inline alert and a toast, the server's words or 'Login failed'.
        setAlert(message ?? t("loginFailed"));
        showToast({ title: t("loginFailed"), description: message ?? t("loginFailed"), variant: "destructive" });
      } else if (error instanceof ApiError) {
        showToast({
          title: t(mode === "login" ? "loginFailedTitle" : "registrationFailed"),
          description: message ?? t(mode === "login" ? "invalidCredentials" : "createFailed"),
          variant: "destructive",
        });
      } else {
        showToast({ title: t("error"), description: t(mode === "login" ? "loginFailedRetry" : "createFailedRetry"), variant: "destructive" });
      }
    },
  });
  // The admin form's problems show in the alert above it.
  const shown: FieldErrors = mode === "admin" ? {} : errors;

  return (
    <div className={form.panel}>
      <h1>{t(HEADINGS[mode])}</h1>
      {mode === "admin" ? <p>{t("adminRestricted")}</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      <form id="auth-form" method="post" action={mode === "admin" ? ACTIONS.admin : path(ACTIONS[mode])} onSubmit={(event) => submit(event, values)} noValidate aria-label={t(FORM_NAMES[mode])} className={form.fields}>
        {FIELDS[mode].map((f) => (
          <div key={f.name} className={css.field}>
            <label htmlFor={`auth-${f.name}`}>{t(f.name)}</label>
            <input
              id={`auth-${f.name}`}
              className={css.input}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              value={values[f.name] ?? ""}
              onChange={(e) => {
                setValues({ ...values, [f.name]: e.target.value });
                clearError(f.name);
              }}
              aria-invalid={shown[f.name] ? true : undefined}
              aria-describedby={shown[f.name] ? `auth-${f.name}-error` : undefined}
              disabled={busy}
            />
            {shown[f.name] ? (
              <span id={`auth-${f.name}-error`} className={css.error} role="alert">
                {shown[f.name]}
              </span>
            ) : null}
          </div>
        ))}
        {formToken ? <SpamGuard token={formToken} /> : null}
        <button type="submit" className={button.primary} disabled={busy}>
          {t(mode === "register" ? (busy ? "creatingAccount" : "createAccountButton") : busy ? "signingIn" : "signInButton")}
        </button>
      </form>
      {mode === "register" ? null : (
        <p>
          <a href={mode === "admin" ? routes.adminForgotPassword : path(routes.forgotPassword)}>{t("forgotLink")}</a>
        </p>
      )}
      <p hidden={mode === "admin"}>
        {mode === "login" ? (
          <>
            {t("newHere")} <a href={path(routes.register)}>{t("createAnAccount")}</a>
          </>
        ) : (
          <>
            {t("haveAccount")} <a href={path(routes.login)}>{t("signIn")}</a>
          </>
        )}
      </p>
    </div>
  );
}
