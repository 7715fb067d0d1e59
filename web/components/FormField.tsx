import type { ReactNode } from "react";
import * as css from "./Directory.css";
import * as form from "./Form.css";

interface FieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  hint?: string;
  /** The field's name in a form post; the id when not given. */
  name?: string;
}

/**
 * A label, its control, its hint and its error, wired for screen readers (the error is outside the
 * label). The control names the hint and the error in its own aria-describedby (`${id}-hint`).
 */
export function Field({ id, label, error, required, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={form.hint}>
          {hint}
        </span>
      ) : null}
      {children}
      {error ? (
        <span id={`${id}-error`} className={css.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const described = (id: string, error?: string, hint?: string) => [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

export function TextField(props: FieldProps & { value: string; onChange: (value: string) => void; type?: string; autoComplete?: string; placeholder?: string; /** Text written in another language than the page's (docs/i18n.md). */ lang?: string }) {
  const { id, name = id, error, hint, value, onChange, type = "text", autoComplete = "off", placeholder, required, lang } = props;
  return (
    <Field {...props}>
      <input
        id={id}
        name={name}
        className={css.input}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        lang={lang}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
      />
    </Field>
  );
}

export function TextArea(props: FieldProps & { value: string; onChange: (value: string) => void; rows?: number; /** Text written in another language than the page's (docs/i18n.md). */ lang?: string }) {
  const { id, name = id, error, hint, value, onChange, rows = 4, required, lang } = props;
  return (
    <Field {...props}>
      <textarea
        id={id}
        name={name}
        className={`${css.input} ${form.textarea}`}
        rows={rows}
        required={required}
        lang={lang}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
      />
    </Field>
  );
}

export function SelectField(props: FieldProps & { value: string; onChange: (value: string) => void; options: readonly (string | { value: string; label: string })[]; placeholder: string }) {
  const { id, name = id, error, hint, value, onChange, options, placeholder, required } = props;
  return (
    <Field {...props}>
      <select id={id} name={name} className={css.input} required={required} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described(id, error, hint)}>
        <option value="">{placeholder}</option>
        {options.map((o) => {
          const option = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}
