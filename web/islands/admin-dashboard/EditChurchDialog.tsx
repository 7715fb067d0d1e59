import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPart } from "../../lib/lazy-part";
import type { AdminChurch, HistoryEntry } from "../../../src/contract/admin";
import { adminChurchSchema } from "../../../src/contract/admin-churches";
import { CHURCH_STATUSES, label } from "../../../src/contract/options";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { ServiceRows, serviceControlId } from "../../components/ServiceRows";
import { formRowsOf, serviceFieldsOfRows, withSpareRows } from "../../../src/contract/service-times/form-rows";
import { button, buttonRow } from "../../components/ui.css";
import type { MapConfig } from "../../lib/leaflet";
import * as pinCss from "./PinPicker.css";
import { longName } from "./Listings.css";

import { fieldsOfVisitFacts, visitFactsOfFields } from "../../../src/contract/visit-fact-details";
import { VisitFactsFields } from "../../components/VisitFactsFields";

const PinPicker = await lazyPart(() => import("./PinPicker").then((m) => m.default));

type Text = Record<string, string>;
const TEXT = ["name", "denomination", "address", "zip", "area", "phone", "website", "description", "descriptionEs", "status", "latitude", "longitude", "heroImage", "logoImage", "youtubeChannel"] as const;
/** A textarea's non-empty lines. */
const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter(Boolean);

/** The edit dialog of Manage Listings: required fields checked, and the church's history. */
export function EditChurchDialog({ church, denominations, areas, map, onClose }: { church: AdminChurch; denominations: string[]; areas: string[]; map: MapConfig; onClose: (saved: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [values, setValues] = useState<Text>(() => Object.fromEntries(TEXT.map((f) => [f, String(church[f] ?? "")])));
  const [services, setServices] = useState(() => withSpareRows(formRowsOf(church), true));
  const [sermons, setSermons] = useState(church.recentSermons.join("\n"));
  const [featured, setFeatured] = useState(church.featured);
  const [facts, setFacts] = useState<Text>(() => fieldsOfVisitFacts(church));
  const { errors, busy, submit, clearError } = useSchemaForm(adminChurchSchema, {
    invalid: (found) => {
      const first = Object.keys(found)[0] ?? "";
      document.getElementById(/^(serviceTimes|servicesToReview|specialServices)\./.test(first) ? serviceControlId("edit", first) : `edit-${first}`)?.focus();
    },
    send: async (data) => {
      await api("PUT", `/api/admin/churches/${church.id}`, data);
      showToast({ title: "Church updated successfully" });
      onClose(true);
    },
    failed: (error) => showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || "Failed to update church", variant: "destructive" }),
  });
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
    api<HistoryEntry[]>("GET", `/api/admin/churches/${church.id}/history`).then(setHistory, () => setHistory([]));
  }, [church.id]);

  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };
  const text = (name: (typeof TEXT)[number], labelText: string, required = false) => <TextField id={`edit-${name}`} label={labelText} required={required} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} />;

  return (
    <dialog ref={dialog} className={form.wideDialog} aria-labelledby="edit-title" onCancel={() => onClose(false)}>
      <h2 id="edit-title" className={longName}>
        Edit {church.name}
      </h2>
      <form onSubmit={(event) => submit(event, { ...values, ...serviceFieldsOfRows(services), ...visitFactsOfFields(facts), recentSermons: lines(sermons), featured })} noValidate aria-label="Edit church listing" className={form.fields}>
        <fieldset disabled={busy} className={form.fields}>
          {text("name", "Name", true)}
          <div className={form.twoColumns}>
            <SelectField id="edit-denomination" label="Denomination" required value={values.denomination ?? ""} onChange={set("denomination")} options={denominations} placeholder="Select a denomination" error={errors.denomination} />
            <SelectField id="edit-area" label="Area" required value={values.area ?? ""} onChange={set("area")} options={areas} placeholder="Select an area" error={errors.area} />
          </div>
          {text("address", "Address", true)}
          <div className={form.twoColumns}>
            {text("zip", "ZIP", true)}
            {text("phone", "Phone")}
          </div>
          {text("website", "Website")}
          <TextArea id="edit-description" label="Description" value={values.description ?? ""} onChange={set("description")} error={errors.description} />
          <TextArea id="edit-descriptionEs" label="Description in Spanish (optional)" lang="es" value={values.descriptionEs ?? ""} onChange={set("descriptionEs")} error={errors.descriptionEs} />
          <ServiceRows idPrefix="edit" rows={services} onChange={setServices} errors={errors} scripted />
          <fieldset className={form.section}>
            <legend className={form.legend}>What to Expect</legend>
            <VisitFactsFields idPrefix="edit" values={facts} onChange={(name, value) => setFacts((f) => ({ ...f, [name]: value }))} errors={errors} premium={church.isPremium} />
          </fieldset>
          <div className={form.twoColumns}>
            <SelectField id="edit-status" label="Status" value={values.status ?? ""} onChange={set("status")} options={CHURCH_STATUSES.map((s) => ({ value: s, label: label(s) }))} placeholder="Keep as is" />
            <label className={form.checkbox}>
              <input type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} /> Featured
            </label>
          </div>
          {church.locationApproximate ? <p className={form.hint}>The map pin is approximate (placed from the ZIP/area): drag it, click the map or enter the coordinates to place it.</p> : null}
          {/* The same picker as Church Approvals; a moved pin is exact from then on (docs/decisions/0034-approval-pin.md). */}
          <Suspense fallback={<div className={pinCss.placeholder} />}>
            <PinPicker
              idPrefix="edit"
              name={church.name}
              value={{ latitude: values.latitude ?? "", longitude: values.longitude ?? "" }}
              onChange={(pin) => {
                setValues((v) => ({ ...v, ...pin }));
                clearError("latitude");
                clearError("longitude");
              }}
              errors={errors}
              config={map}
            />
          </Suspense>
          {text("heroImage", "Hero image URL")}
          {text("logoImage", "Logo URL")}
          {text("youtubeChannel", "YouTube channel")}
          <TextArea id="edit-recentSermons" label="Recent sermon links, one a line" value={sermons} onChange={setSermons} error={errors.recentSermons} />
        </fieldset>
        <div className={buttonRow}>
          <button type="button" className={button.outline} onClick={() => onClose(false)}>
            Cancel
          </button>
          <button type="submit" className={button.primary} disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </button>
        </div>
      </form>
      <section aria-labelledby="history-title">
        <h3 id="history-title">History</h3>
        {!history ? (
          <p role="status">Loading history…</p>
        ) : history.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <ul>
            {history.map((h, i) => (
              <li key={i}>
                {h.at.slice(0, 16).replace("T", " ")} · {h.actor ?? "someone"} · {h.action.replace("church.", "").replaceAll("_", " ")}
                {Object.keys(h.changes).length ? `: ${Object.keys(h.changes).join(", ")}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </dialog>
  );
}
