import * as css from "../Directory.css";

/** A labelled filter select whose first option means 'any'. */
export function Select({ name, label, value, options, all, onChange }: { name: string; label: string; value?: string | number; options: [string, string][]; all?: string; onChange: (value: string | undefined) => void }) {
  return (
    <label className={css.field}>
      {label}
      <select className={css.input} name={name} value={value === undefined ? "" : String(value)} onChange={(e) => onChange(e.target.value || undefined)}>
        {all === undefined ? null : <option value="">{all}</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
}
