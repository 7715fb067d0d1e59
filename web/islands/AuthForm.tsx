import { useState } from "react";
import * as z from "zod/mini";
import { adminLoginSchema, loginSchema, registerFormSchema } from "../../src/contract/accounts";
import { routes } from "../../src/contract/routes";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import type { FieldErrors } from "../lib/field-errors";
import { useSchemaForm } from "../lib/use-schema-form";
import { navigateWithToast, showToast } from "../state/toasts";

type Mode = "login" | "register" | "admin";
const HEADINGS: Record<Mode, string> = { login: "Sign In", register: "Create Your Account", admin: "Admin Sign In" };
const FORM_NAMES: Record<Mode, string> = { login: "Sign in", register: "Create account", admin: "Admin sign in" };
const FIELDS: Record<Mode, { name: string; label: string; type: string; autoComplete: string }[]> = {
  login: [
    { name: "username", label: "Username", type: "text", autoComplete: "username" },
    { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
  ],
  admin: [
    { name: "username", label: "Username", type: "text", autoComplete: "username" },
    { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
  ],
  register: [
    { name: "username", label: "Username", type: "text", autoComplete: "username" },
    { name: "email", label: "Email", type: "email", autoComplete: "email" },
    { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
    { name: "confirmPassword", label: "Confirm password", type: "password", autoComplete: "new-password" },
  ],
};

/**
 * Owner sign-in and registration (docs/product.md M7: /login, /register). The same schemas as the
 * server check the fields; the confirmation is never sent. Success goes to /dashboard.
 */
export default function AuthForm({ mode }: { mode: Mode }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const { errors, busy, submit, clearError } = useSchemaForm(mode === "login" ? loginSchema : mode === "admin" ? adminLoginSchema : registerFormSchema, {
    // Admin sign-in (docs/product.md, management side) answers with one inline alert, not a message per field.
    invalid: (found) => {
      if (mode === "admin") setAlert(Object.values(found)[0]!);
    },
    send: async (data) => {
      if (mode === "admin") {
        await api("POST", "/api/admin/login", data);
        navigateWithToast(routes.admin, { title: "Login successful" });
      } else if (mode === "login") {
        await api("POST", "/api/auth/login", data);
        navigateWithToast(routes.dashboard, { title: "Login successful" });
      } else {
        const { confirmPassword: _, ...body } = data as z.infer<typeof registerFormSchema>;
        await api("POST", "/api/auth/register", body);
        navigateWithToast(routes.dashboard, { title: "Account Created" });
      }
    },
    failed: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (mode === "admin") {
        // An inline alert and a toast, the server's words or 'Login failed'.
        setAlert(message ?? "Login failed");
        showToast({ title: "Login failed", description: message ?? "Login failed", variant: "destructive" });
      } else if (error instanceof ApiError) {
        showToast({
          title: mode === "login" ? "Login Failed" : "Registration Failed",
          description: message ?? (mode === "login" ? "Invalid credentials" : "Failed to create account"),
          variant: "destructive",
        });
      } else {
        showToast({ title: "Error", description: mode === "login" ? "Failed to log in. Please try again." : "Failed to create account. Please try again.", variant: "destructive" });
      }
    },
  });
  // The admin form's problems show in the alert above it.
  const shown: FieldErrors = mode === "admin" ? {} : errors;

  return (
    <div className={form.panel}>
      <h1>{HEADINGS[mode]}</h1>
      {mode === "admin" ? <p>Access is restricted to authorized personnel.</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      <form onSubmit={(event) => submit(event, values)} noValidate aria-label={FORM_NAMES[mode]} className={form.fields}>
        {FIELDS[mode].map((f) => (
          <div key={f.name} className={css.field}>
            <label htmlFor={`auth-${f.name}`}>{f.label}</label>
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
        <button type="submit" className={button.primary} disabled={busy}>
          {mode === "register" ? (busy ? "Creating Account..." : "Create Account") : busy ? "Signing In..." : "Sign In"}
        </button>
      </form>
      {mode === "register" ? null : (
        <p>
          <a href={mode === "admin" ? routes.adminForgotPassword : routes.forgotPassword}>Forgot your password?</a>
        </p>
      )}
      <p hidden={mode === "admin"}>
        {mode === "login" ? (
          <>
            New here? <a href={routes.register}>Create an account</a>
          </>
        ) : (
          <>
            Already have an account? <a href={routes.login}>Sign in</a>
          </>
        )}
      </p>
    </div>
  );
}
