import { useState, type FormEvent } from "react";
import * as z from "zod/mini";
import { adminLoginSchema, loginSchema, registerFormSchema } from "../../src/contract/accounts";
import { routes } from "../../src/contract/routes";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api, ApiError } from "../lib/api";
import { navigateWithToast, showToast } from "../state/toasts";
import { fieldErrors } from "../lib/field-errors";

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
 * Owner sign-in and registration (management spec: /login, /register). The same schemas as the
 * server check the fields; the confirmation is never sent. Success goes to /dashboard.
 */
export default function AuthForm({ mode }: { mode: Mode }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = z.safeParse(mode === "login" ? loginSchema : mode === "admin" ? adminLoginSchema : registerFormSchema, values);
    if (!parsed.success && mode === "admin") {
      setAlert(parsed.error.issues[0]!.message);
      return;
    }
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      if (mode === "admin") {
        await api("POST", "/api/admin/login", parsed.data);
        navigateWithToast(routes.admin, { title: "Login successful" });
      } else if (mode === "login") {
        await api("POST", "/api/auth/login", parsed.data);
        navigateWithToast(routes.dashboard, { title: "Login successful" });
      } else {
        const { confirmPassword: _, ...body } = parsed.data as z.infer<typeof registerFormSchema>;
        await api("POST", "/api/auth/register", body);
        navigateWithToast(routes.dashboard, { title: "Account Created" });
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (mode === "admin") {
        // Admin sign-in (management spec): an inline alert and a toast, the server's words or 'Login failed'.
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
      setBusy(false);
    }
  }

  return (
    <div className={form.panel}>
      <h1>{HEADINGS[mode]}</h1>
      {mode === "admin" ? <p>Access is restricted to authorized personnel.</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={FORM_NAMES[mode]} className={form.fields}>
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
                setErrors({ ...errors, [f.name]: "" });
              }}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `auth-${f.name}-error` : undefined}
              disabled={busy}
            />
            {errors[f.name] ? (
              <span id={`auth-${f.name}-error`} className={css.error} role="alert">
                {errors[f.name]}
              </span>
            ) : null}
          </div>
        ))}
        <button type="submit" className={button.primary} disabled={busy}>
          {mode === "register" ? (busy ? "Creating Account..." : "Create Account") : busy ? "Signing In..." : "Sign In"}
        </button>
      </form>
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
