import { useState, type ReactNode } from "react";
import type * as z from "zod/mini";
import * as css from "../../components/Directory.css";
import * as form from "../../components/Form.css";
import { button } from "../../components/ui.css";
import { accountText } from "../../../src/contract/i18n/account-text";
import { useLang, useText } from "../../components/lang-context";
import { api, ApiError } from "../../lib/api";
import { formAction } from "../../lib/form-action";
import { useSchemaForm } from "../../lib/use-schema-form";

export interface SettingsField {
  name: string;
  label: string;
  type: "password" | "email";
  autoComplete: string;
}

/**
 * One form of the account settings: a real form posting to `action` without JavaScript; with it,
 * checked by the contract's schema, sent as JSON, and its outcome said in the section.
 */
export function SettingsForm<S extends z.core.$ZodType>(props: {
  id: string;
  title: string;
  intro: ReactNode;
  action: string;
  schema: S;
  fields: SettingsField[];
  submit: string;
  busy: string;
  danger?: boolean;
  /** Shown after a post without JavaScript came back: its success, or its problem. */
  notice?: string;
  problem?: string;
  /** Asked before sending (a step the visitor confirms); false stops the send. */
  confirm?: () => boolean;
  /** After the server said yes: the message to show, or nothing when the page moves on. */
  done: (answer: { message?: string }) => string | void;
}) {
  const t = useText(accountText);
  const lang = useLang();
  const [values, setValues] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | undefined>(props.notice);
  const [alert, setAlert] = useState<string | null>(props.problem ?? null);
  const { errors, busy, submit, clearError } = useSchemaForm(props.schema, {
    stays: true,
    send: async (data) => {
      setAlert(null);
      setNotice(undefined);
      if (props.confirm && !props.confirm()) return;
      const answer = await api<{ message?: string }>("POST", props.action, data);
      setValues({});
      const message = props.done(answer ?? {});
      if (message) setNotice(message);
    },
    failed: (error) => setAlert((error instanceof ApiError && error.serverMessage) || t("somethingWrong")),
  });

  return (
    <section id={props.id} aria-labelledby={`${props.id}-title`} className={form.panel}>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      {props.intro}
      {notice ? <p role="status">{notice}</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      <form method="post" action={formAction(lang, props.action)} onSubmit={(event) => submit(event, values)} noValidate aria-label={props.title} className={form.fields}>
        {props.fields.map((f) => {
          const id = `${props.id}-${f.name}`;
          return (
            <div key={f.name} className={css.field}>
              <label htmlFor={id}>{f.label}</label>
              <input
                id={id}
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
                aria-describedby={errors[f.name] ? `${id}-error` : undefined}
                disabled={busy}
              />
              {errors[f.name] ? (
                <span id={`${id}-error`} className={css.error} role="alert">
                  {errors[f.name]}
                </span>
              ) : null}
            </div>
          );
        })}
        <div className={form.actions}>
          <button type="submit" className={props.danger ? button.danger : button.primary} disabled={busy}>
            {busy ? props.busy : props.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
