import type { ReactNode, SelectHTMLAttributes } from "react";
import { ownerExtrasText } from "../../src/contract/i18n/owner-extras-text";
import { useText } from "./lang-context";
import * as css from "./Directory.css";
import * as rowsCss from "./ServiceRows.css";
import { button, buttonRow } from "./ui.css";

/** The labelled controls the service rows are made of (web/components/ServiceRows.tsx). */

export interface ControlProps {
  id: string;
  label: string;
  /** Names the row for screen readers: 'of service time 2'. */
  of: string;
  error?: string;
  wide?: boolean;
  children: (described: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}

/** A labelled control of a row, with its message under it. */
export function Control({ id, label, of, error, wide, children }: ControlProps) {
  return (
    <div className={`${css.field} ${wide ? rowsCss.wide : ""}`}>
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden"> {of}</span>
      </label>
      {children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}) })}
      {error ? (
        <span id={`${id}-error`} className={css.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & { value: string; onChange: (v: string) => void; choices: { value: string; label: string }[]; placeholder?: string };

export function Select({ value, onChange, choices, placeholder, ...rest }: SelectProps) {
  return (
    <select className={css.input} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** A row's 'Remove' button, naming the row for screen readers. */
export function RemoveRow({ what, onRemove }: { what: string; onRemove: () => void }) {
  const t = useText(ownerExtrasText);
  return (
    <div className={buttonRow}>
      <button type="button" className={button.outline} onClick={onRemove}>
        {t("remove")}<span className="visually-hidden"> {what}</span>
      </button>
    </div>
  );
}
