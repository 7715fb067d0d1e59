import * as css from "../Directory.css";
import { useDeferredKeyboardValue } from "./use-deferred-keyboard-value";

/** A labelled filter select whose first option means 'any'; a keyboard choice applies on Enter or blur. */
export function Select({ name, label, value, options, all, onChange }: { name: string; label: string; value?: string | number; options: [string, string][]; all?: string; onChange: (value: string | undefined) => void }) {
  const field = useDeferredKeyboardValue(value === undefined ? "" : String(value), (v) => onChange(v || undefined));
  return (
    <label className={css.field}>
      {label}
      <select className={css.input} name={name} value={field.value} onChange={(e) => field.onChange(e.target.value)} onKeyDown={field.onKeyDown} onPointerDown={field.onPointerDown} onBlur={field.onBlur}>
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
