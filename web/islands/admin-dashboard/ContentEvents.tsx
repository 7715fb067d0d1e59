import { useEffect, useState } from "react";
import { adminEventSchema, type AdminEvent } from "../../../src/contract/admin-content";
import { label } from "../../../src/contract/options";
import { api } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { showToast } from "../../state/toasts";
import * as css from "../../components/Dashboard.css";
import { button, buttonRow } from "../../components/ui.css";
import { failedToast } from "./content-toasts";
import * as local from "./ContentEvents.css";
import { EventForm, eventFieldId } from "./EventForm";

type Text = Record<string, string>;
const EMPTY_EVENT: Text = { title: "", description: "", date: "", time: "", location: "", category: "general", language: "en" };
const NEW_EVENT_BUTTON = "new-event";
const editButtonId = (id: number) => `edit-event-${id}`;

/** The event being written: its id (null when new), its fields, and the button that opened the form, which gets the keyboard back. */
interface Editing {
  id: number | null;
  values: Text;
  opener: string;
}

/**
 * Content's events (all but those waiting for approval): New Event opens the form under the
 * heading, Edit under its event, and closing either gives the keyboard back to the button that
 * opened it (docs/decisions/0076-admin-editors-in-place.md).
 */
export function ContentEvents({ events, busy, load, act }: { events: AdminEvent[]; busy: boolean; load: () => Promise<void>; act: (run: () => Promise<unknown>, success: string, fallback: string) => Promise<void> }) {
  const [event, setEvent] = useState<Editing | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);
  const eventForm = useSchemaForm(adminEventSchema, {
    stays: true,
    invalid: (found) => document.getElementById(eventFieldId(Object.keys(found)[0] ?? "title"))?.focus(),
    send: async (data) => {
      const id = event!.id;
      await api(id ? "PUT" : "POST", id ? `/api/admin/events/${id}` : "/api/admin/events", data);
      showToast({ title: id ? "Event updated" : "Event created" });
      await load();
      close();
    },
    failed: failedToast("Failed to save the event"),
  });
  const working = busy || eventForm.busy;

  // Once the form is gone and the list drawn again, the opener takes the keyboard (or New Event, when its event is gone).
  useEffect(() => {
    if (event || !returnTo) return;
    (document.getElementById(returnTo) ?? document.getElementById(NEW_EVENT_BUTTON))?.focus();
    setReturnTo(null);
  }, [event, returnTo, events]);

  function open(editing: Editing) {
    eventForm.setErrors({});
    setEvent(editing);
  }
  function close() {
    setReturnTo(event?.opener ?? null);
    setEvent(null);
  }
  const editor = (editing: Editing) => (
    <EventForm
      key={editing.id ?? "new"}
      id={editing.id}
      values={editing.values}
      onChange={(values) => setEvent((current) => (current ? { ...current, values } : current))}
      errors={eventForm.errors}
      busy={working}
      onSubmit={(e) => eventForm.submit(e, editing.values)}
      onCancel={close}
    />
  );

  return (
    <>
      <div className={css.row}>
        <h2>Events</h2>
        <button type="button" id={NEW_EVENT_BUTTON} className={button.outline} onClick={() => open({ id: null, values: { ...EMPTY_EVENT }, opener: NEW_EVENT_BUTTON })}>
          New Event
        </button>
      </div>
      {event && event.id === null ? editor(event) : null}
      <ul className={css.list}>
        {events.slice(0, 100).map((e) => (
          <li key={e.id} className={`${css.item} ${e.status === "approved" ? css.statusApproved : css.statusOther}`}>
            <span>
              <strong>{e.title}</strong> · {e.date} {e.time} · {label(e.status)}
            </span>
            <span className={buttonRow}>
              <button
                type="button"
                id={editButtonId(e.id)}
                className={button.outline}
                aria-expanded={event?.id === e.id}
                onClick={() => open({ id: e.id, values: { title: e.title, description: e.description, date: e.date, time: e.time, location: e.location, category: e.category, language: e.language }, opener: editButtonId(e.id) })}
                aria-label={`Edit ${e.title}`}
              >
                Edit
              </button>
              <button type="button" className={button.outline} disabled={working} onClick={() => window.confirm(`Delete '${e.title}'?`) && void act(() => api("DELETE", `/api/admin/events/${e.id}`), "Event deleted", "Failed to delete the event")} aria-label={`Delete ${e.title}`}>
                Delete
              </button>
            </span>
            {event?.id === e.id ? <div className={local.editor}>{editor(event)}</div> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
