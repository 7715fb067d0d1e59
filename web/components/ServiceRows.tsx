import * as css from "./Directory.css";
import * as form from "./Form.css";
import { button, buttonRow } from "./ui.css";

/**
 * Service-time rows (docs/product.md, management side): add a row, remove one only while more than one exists;
 * blank rows are dropped by the schema before sending.
 */
export function ServiceRows({ idPrefix, rows, onChange, error, disabled }: { idPrefix: string; rows: string[]; onChange: (rows: string[]) => void; error?: string; disabled?: boolean }) {
  return (
    <fieldset className={form.fields} disabled={disabled} aria-describedby={error ? `${idPrefix}-services-error` : undefined}>
      <legend>Service times</legend>
      {rows.map((row, i) => (
        <div key={i} className={buttonRow}>
          <label className="visually-hidden" htmlFor={`${idPrefix}-service-${i}`}>
            Service time {i + 1}
          </label>
          <input
            id={`${idPrefix}-service-${i}`}
            className={css.input}
            placeholder="Sunday 10:00 AM"
            value={row}
            aria-invalid={error && i === 0 ? true : undefined}
            onChange={(e) => onChange(rows.map((s, j) => (j === i ? e.target.value : s)))}
          />
          {rows.length > 1 ? (
            <button type="button" className={button.outline} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              Remove<span className="visually-hidden"> service time {i + 1}</span>
            </button>
          ) : null}
        </div>
      ))}
      {error ? (
        <span id={`${idPrefix}-services-error`} className={css.error} role="alert">
          {error}
        </span>
      ) : null}
      <button type="button" className={button.outline} onClick={() => onChange([...rows, ""])}>
        Add Another Service Time
      </button>
    </fieldset>
  );
}
