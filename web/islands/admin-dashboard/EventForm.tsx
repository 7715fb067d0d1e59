import { useEffect, type FormEvent } from "react";
import { EVENT_CATEGORIES, label } from "../../../src/contract/options";
import { langNames, languages } from "../../../src/contract/i18n/lang";
import type { FieldErrors } from "../../lib/field-errors";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { button, buttonRow } from "../../components/ui.css";

type Text = Record<string, string>;
/** What an article or event is written in: a page in the other language marks it (docs/decisions/0044-content-language.md). */
export const LANGUAGE_OPTIONS = languages.map((l) => ({ value: l, label: langNames[l] }));
/** A field's element id: the form focuses its title when it opens and the first refused field after a check. */
export const eventFieldId = (name: string) => `event-${name}`;

/**
 * The admin's event form, new or edited, drawn where it was asked for (an edit under its event):
 * the keyboard moves into it as it opens; Escape is Cancel (docs/decisions/0076-admin-editors-in-place.md).
 */
export function EventForm({ id, values, onChange, errors, busy, onSubmit, onCancel }: { id: number | null; values: Text; onChange: (values: Text) => void; errors: FieldErrors; busy: boolean; onSubmit: (event: FormEvent) => void; onCancel: () => void }) {
  useEffect(() => document.getElementById(eventFieldId("title"))?.focus(), [id]);
  const set = (name: string) => (value: string) => onChange({ ...values, [name]: value });
  const text = (name: string, text: string, extra: { type?: string; required?: boolean } = {}) => <TextField id={eventFieldId(name)} label={text} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} {...extra} />;
  return (
    <form onSubmit={onSubmit} onKeyDown={(e) => e.key === "Escape" && (e.preventDefault(), onCancel())} noValidate aria-label={id ? "Edit event" : "New event"} className={form.section}>
      <fieldset disabled={busy} className={form.fields}>
        {text("title", "Title", { required: true })}
        <TextArea id={eventFieldId("description")} label="Description" required value={values.description ?? ""} onChange={set("description")} error={errors.description} />
        <div className={form.twoColumns}>
          {text("date", "Date", { type: "date", required: true })}
          {text("time", "Start time")}
        </div>
        {text("location", "Location")}
        <SelectField id={eventFieldId("category")} label="Category" required value={values.category ?? ""} onChange={set("category")} options={EVENT_CATEGORIES.map((c) => ({ value: c, label: label(c) }))} placeholder="Select a category" error={errors.category} />
        <SelectField id={eventFieldId("language")} label="Language" required value={values.language ?? ""} onChange={set("language")} options={LANGUAGE_OPTIONS} placeholder="Select a language" error={errors.language} />
      </fieldset>
      <div className={buttonRow}>
        <button type="button" className={button.outline} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={button.primary} disabled={busy}>
          {id ? "Save Event" : "Publish Event"}
        </button>
      </div>
    </form>
  );
}
