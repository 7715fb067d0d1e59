import { useState } from "react";
import { eventSubmissionSchema } from "../../../src/contract/event-submission";
import { EVENT_CATEGORIES, label } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { navigateWithToast, showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { button, buttonRow } from "../../components/ui.css";

type Text = Record<string, string>;

/** The event form: title, description, date, time, location and category, checked like the server. */
export function EventForm({ churchName }: { churchName: string }) {
  const [values, setValues] = useState<Text>({ category: "general" });
  const { errors, busy, submit, clearError } = useSchemaForm(eventSubmissionSchema, {
    invalid: (found) => document.getElementById(`event-${Object.keys(found)[0]}`)?.focus(),
    send: async (data) => {
      await api("POST", "/api/user/events", data);
      navigateWithToast(routes.dashboard, { title: "Event Submitted", description: "An administrator will review it before it appears on the events page." });
    },
    failed: (error) => showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "Failed to submit the event. Please try again.", variant: "destructive" }),
  });
  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  return (
    <form onSubmit={(event) => submit(event, values)} noValidate aria-label="Submit an event" className={form.fields}>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Event for {churchName}</legend>
        <TextField id="event-title" label="Event title" required value={values.title ?? ""} onChange={set("title")} error={errors.title} />
        <TextArea id="event-description" label="Description" required value={values.description ?? ""} onChange={set("description")} error={errors.description} />
        <div className={form.twoColumns}>
          <TextField id="event-date" label="Date" type="date" required value={values.date ?? ""} onChange={set("date")} error={errors.date} />
          <TextField id="event-time" label="Start time" value={values.time ?? ""} onChange={set("time")} error={errors.time} placeholder="7:00 PM" hint="Leave empty if the time is not set yet." />
        </div>
        <TextField id="event-location" label="Location" value={values.location ?? ""} onChange={set("location")} error={errors.location} hint="Leave empty to use your church's address." />
        <SelectField id="event-category" label="Category" required value={values.category ?? ""} onChange={set("category")} options={EVENT_CATEGORIES.map((c) => ({ value: c, label: label(c) }))} placeholder="Select a category" error={errors.category} />
      </fieldset>
      <div className={buttonRow}>
        <a className={button.outline} href={routes.dashboard}>
          Cancel
        </a>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? "Submitting..." : "Submit Event"}
        </button>
      </div>
    </form>
  );
}
