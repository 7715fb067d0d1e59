import type { DirectoryQuery } from "../../../src/contract/directory";
import type { DirectoryFilter, FilterWords } from "../../../src/contract/directory-filters";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { useText } from "../lang-context";
import * as css from "../Directory.css";
import { Select } from "./Select";
import { useDeferredKeyboardValue } from "./use-deferred-keyboard-value";

type Change = (patch: Partial<DirectoryQuery>) => void;

/**
 * A declared filter's control in the directory's panel, as its declaration says
 * (src/contract/directory-filters.ts). Each sends the filter's name, so the GET form filters on the
 * server without JavaScript: checkboxes repeat it per ticked box (access=step-free&access=asl).
 */
export function FilterControl({ filter, query, words, onChange }: { filter: DirectoryFilter; query: DirectoryQuery; words: FilterWords; onChange: Change }) {
  const t = useText(directoryText);
  const { name, control } = filter;
  const value = query[name];
  switch (control.kind) {
    case "search":
      return null;
    case "select":
      return <Select name={name} label={t(control.label ?? name)} value={value as string | undefined} options={control.options(words)} all={t(control.all)} onChange={(v) => onChange({ [name]: v })} />;
    case "time":
    case "date":
      return <TimeField type={control.kind} name={name} label={t(name)} value={value as string | undefined} onChange={(v) => onChange({ [name]: v })} />;
    case "checkboxes": {
      const options = control.options(words);
      // The value as the URL writes it ('step-free,asl', '1'), and back through the filter's own reader.
      const ticked = value === undefined ? [] : (filter.write as (value: unknown) => string)(value).split(",");
      const read = filter.read as (values: readonly string[]) => { value?: unknown };
      return (
        <fieldset className={control.section === "visit" ? css.factGroup : css.checkCell}>
          <legend className={css.factLegend}>{t(name)}</legend>
          {options.map(([key, label]) => (
            <label key={key} className={css.factOption}>
              <input
                type="checkbox"
                name={name}
                value={key}
                checked={ticked.includes(key)}
                onChange={(e) => {
                  const next = options.map(([k]) => k).filter((k) => (k === key ? e.target.checked : ticked.includes(k)));
                  onChange({ [name]: read(next).value });
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      );
    }
  }
}

/** A start time or a date: the input sends 'HH:MM' or 'YYYY-MM-DD', what the server reads; typed, it applies on Enter (the form) or blur. */
function TimeField({ type, name, label, value, onChange }: { type: "time" | "date"; name: string; label: string; value?: string; onChange: (value: string | undefined) => void }) {
  const field = useDeferredKeyboardValue(value ?? "", (v) => onChange(v || undefined), false);
  return (
    <label className={css.field}>
      {label}
      <input className={css.input} type={type} name={name} value={field.value} onChange={(e) => field.onChange(e.target.value)} onKeyDown={field.onKeyDown} onPointerDown={field.onPointerDown} onBlur={field.onBlur} />
    </label>
  );
}
