import type { DirectoryQuery } from "../../../src/contract/directory";
import { DAY_FILTERS } from "../../../src/contract/service-search";
import { directoryText } from "../../../src/contract/i18n/directory-text";
import { useLang, useText } from "../lang-context";
import { dayFilterLabel } from "./day-filter-label";
import { SERVICE_KINDS } from "../../../src/contract/service-times/options";
import { kindLabel } from "../../../src/contract/service-times/format";
import * as css from "../Directory.css";
import { Select } from "./Select";
import { useDeferredKeyboardValue } from "./use-deferred-keyboard-value";

/** Day, From, To and Kind: every one of them holds for the same service (docs/service-times.md, Search). */
export function ServiceFields({ query, onChange }: { query: DirectoryQuery; onChange: (patch: Partial<DirectoryQuery>) => void }) {
  const t = useText(directoryText);
  const lang = useLang();
  return (
    <>
      <Select name="day" label={t("day")} value={query.day} options={DAY_FILTERS.map((d) => [d, dayFilterLabel(d, lang)])} all={t("day.all")} onChange={(v) => onChange({ day: v as DirectoryQuery["day"] })} />
      <TimeField name="from" label={t("from")} value={query.from} onChange={(from) => onChange({ from })} />
      <TimeField name="to" label={t("to")} value={query.to} onChange={(to) => onChange({ to })} />
      <Select name="kind" label={t("kind.label")} value={query.kind} options={SERVICE_KINDS.map((k) => [k, kindLabel(k, lang)])} all={t("kind.all")} onChange={(v) => onChange({ kind: v as DirectoryQuery["kind"] })} />
    </>
  );
}

/** A start time: a time input sends 'HH:MM', what the server reads; typed, it applies on Enter (the form) or blur. */
function TimeField({ name, label, value, onChange }: { name: string; label: string; value?: string; onChange: (value: string | undefined) => void }) {
  const field = useDeferredKeyboardValue(value ?? "", (v) => onChange(v || undefined), false);
  return (
    <label className={css.field}>
      {label}
      <input className={css.input} type="time" name={name} value={field.value} onChange={(e) => field.onChange(e.target.value)} onKeyDown={field.onKeyDown} onPointerDown={field.onPointerDown} onBlur={field.onBlur} />
    </label>
  );
}
