import { useState } from "react";
import { CHURCH_SAVED, churchFormSchema, PREMIUM_FIELDS, type EditableChurch } from "../../../src/contract/church-form";
import { label as capitalised, WORSHIP_STYLES } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { navigateWithToast, showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { ImageUpload } from "../image-upload/ImageUpload";
import { button, buttonRow } from "../../components/ui.css";
import { ServiceRows, serviceControlId } from "../../components/ServiceRows";
import { ErrorSummary } from "../../components/ErrorSummary";
import { formRowsOf, serviceFieldsOfRows, withSpareRows, type PostedForm, type ServiceFormRows } from "../../../src/contract/service-times/form-rows";
import { useScripted } from "../../lib/use-scripted";
import { emptyVisitFacts, fieldsOfVisitFacts, VISIT_FACT_FIELDS, visitFactsOfFields } from "../../../src/contract/visit-fact-details";
import { VisitFactsFields } from "../../components/VisitFactsFields";

type Text = Record<string, string>;
const TEXT_FIELDS = [
  "name", "denomination", "address", "zip", "area", "phone", "website", "description", "worshipStyle", "youtubeChannel", "heroImage",
  "pastorName", "missionStatement", "history", "specialPrograms", "youthPrograms", "musicMinistry", "outreachPrograms", "facebookPage", "instagramHandle", "logoImage",
] as const;
const PREMIUM_TEXTS = [
  ["pastorName", "Pastor's name", false],
  ["missionStatement", "Mission statement", true],
  ["history", "History", true],
  ["specialPrograms", "Special programs", true],
  ["youthPrograms", "Youth programs", true],
  ["musicMinistry", "Music ministry", true],
  ["outreachPrograms", "Outreach programs", true],
] as const;

interface Props {
  church: EditableChurch | null;
  denominations: string[];
  areas: string[];
  /** The refused post without JavaScript, shown again (docs/decisions/0022-forms-without-javascript.md). */
  posted?: PostedForm;
}

const SERVICE_PATH = /^(serviceTimes|servicesToReview|specialServices)\./;
/** The control a message's path names. */
const controlId = (path: string) => (SERVICE_PATH.test(path) ? serviceControlId("church", path) : path === "services" || path === "serviceTimes" ? "church-serviceTimes-0-day" : `church-${path}`);

/**
 * The church form (docs/product.md M7: submit/edit): Basic, Location, Contact, Services & Offerings
 * and, for premium churches, Premium Features. Checked by the same schema as the server. A real
 * form post to its own page without JavaScript (docs/decisions/0022-forms-without-javascript.md).
 */
export function ChurchForm({ church, denominations, areas, posted }: Props) {
  const editing = church !== null;
  const premium = church?.isPremium ?? false;
  const scripted = useScripted();
  // Edit mode loads once from the stored church (or the refused post).
  const [values, setValues] = useState<Text>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, posted ? (posted.values[f] ?? "") : church ? String(church[f] ?? "") : ""])));
  const [services, setServices] = useState<ServiceFormRows>(() => posted?.rows ?? formRowsOf(church));
  const [facts, setFacts] = useState<Text>(() =>
    posted ? Object.fromEntries(VISIT_FACT_FIELDS.map((f) => [f, posted.values[f] ?? ""])) : fieldsOfVisitFacts(church ?? emptyVisitFacts()),
  );
  // A refused post comes back with its rows as sent (messages name them by place); otherwise blank rows to fill.
  const rows = posted ? services : withSpareRows(services, scripted);
  const { errors, busy, submit, clearError } = useSchemaForm(churchFormSchema, {
    initialErrors: posted?.errors,
    // Take the keyboard to the first problem.
    invalid: (found) => {
      const first = Object.keys(found)[0];
      if (first !== undefined) document.getElementById(controlId(first))?.focus();
    },
    send: async (data) => {
      if (editing) {
        await api("PUT", `/api/user/churches/${church.id}`, data);
        navigateWithToast(routes.dashboard, CHURCH_SAVED.updated);
      } else {
        await api("POST", "/api/user/churches", data);
        navigateWithToast(routes.dashboard, CHURCH_SAVED.created);
      }
    },
    failed: (error) => {
      const fallback = editing ? "Failed to update church listing. Please try again." : "Failed to submit church listing. Please try again.";
      showToast({ title: "Error", description: error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback, variant: "destructive" });
    },
  });

  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };
  const text = (name: (typeof TEXT_FIELDS)[number], labelText: string, extra: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string; hint?: string } = {}) => (
    <TextField id={`church-${name}`} name={name} label={labelText} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} {...extra} />
  );
  const premiumMark = premium ? " (Premium)" : "";

  const input = () => {
    // A basic church sends no premium fields at all (the server refuses them).
    const sent = premium ? values : Object.fromEntries(Object.entries(values).filter(([name]) => !(PREMIUM_FIELDS as readonly string[]).includes(name)));
    return { ...sent, ...serviceFieldsOfRows(rows), ...visitFactsOfFields(facts) };
  };
  // Uploads need the script; without it the stored image is sent back unchanged.
  const image = (name: "heroImage" | "logoImage", label: string, successText: string) =>
    scripted ? (
      <ImageUpload id={`church-${name}`} label={label} value={values[name] ?? ""} onChange={set(name)} churchId={church?.id} successText={successText} error={errors[name]} />
    ) : (
      <p className={form.hint}>
        <strong>{label}</strong>
        <br />
        Images can be added with JavaScript on.
        <input type="hidden" name={name} value={values[name] ?? ""} />
      </p>
    );

  return (
    <form id="church-form" method="post" action={editing ? routes.churchEdit(church.id) : routes.churchSubmission} onSubmit={(event) => submit(event, input())} noValidate aria-label={editing ? "Edit church" : "Submit your church"} className={form.fields}>
      {posted ? <ErrorSummary errors={posted.errors} controlId={controlId} /> : null}
      <p>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Basic Information</legend>
        {text("name", "Church name", { required: true, autoComplete: "organization" })}
        <SelectField id="church-denomination" name="denomination" label="Denomination" required value={values.denomination ?? ""} onChange={set("denomination")} options={denominations} placeholder="Select a denomination" error={errors.denomination} />
        <TextArea id="church-description" name="description" label="Description" required value={values.description ?? ""} onChange={set("description")} error={errors.description} hint="At least 10 characters: who you are and what a first visit is like." />
        {image("heroImage", "Church photo", "Your church photo is uploaded.")}
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Location Information</legend>
        {text("address", "Street address", { required: true, autoComplete: "street-address" })}
        <div className={form.twoColumns}>
          {text("zip", "ZIP code", { required: true, autoComplete: "postal-code" })}
          <SelectField id="church-area" name="area" label="Area" required value={values.area ?? ""} onChange={set("area")} options={areas} placeholder="Select an area" error={errors.area} />
        </div>
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Contact Information</legend>
        <div className={form.twoColumns}>
          {text("phone", "Phone", { type: "tel", autoComplete: "tel" })}
          {text("website", `Website${premiumMark}`, { type: "url", autoComplete: "url", placeholder: "https://" })}
        </div>
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Services &amp; Offerings</legend>
        <ServiceRows idPrefix="church" rows={rows} onChange={setServices} errors={errors} scripted={scripted} />
        <SelectField
          id="church-worshipStyle"
          name="worshipStyle"
          label="Worship style"
          value={values.worshipStyle ?? ""}
          onChange={set("worshipStyle")}
          options={WORSHIP_STYLES.map((s) => ({ value: s, label: capitalised(s) }))}
          placeholder="Not specified"
        />
        {text("youtubeChannel", "YouTube channel", { type: "url", placeholder: "https://www.youtube.com/@yourchurch" })}
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>What to Expect</legend>
        <VisitFactsFields
          idPrefix="church"
          values={facts}
          onChange={(name, value) => {
            setFacts((f) => ({ ...f, [name]: value }));
            clearError(name.replace(/\[(.+)\]$/, ".$1"));
          }}
          errors={errors}
          premium={premium}
        />
      </fieldset>
      {premium ? (
        <fieldset disabled={busy} className={`${form.section} ${form.premium}`}>
          <legend className={form.legend}>Premium Features</legend>
          {PREMIUM_TEXTS.map(([name, labelText, long]) =>
            long ? <TextArea key={name} id={`church-${name}`} name={name} label={labelText} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} /> : <div key={name}>{text(name, labelText)}</div>,
          )}
          <div className={form.twoColumns}>
            {text("facebookPage", "Facebook page (Premium)", { type: "url", placeholder: "https://www.facebook.com/yourchurch" })}
            {text("instagramHandle", "Instagram (Premium)", { placeholder: "@yourchurch" })}
          </div>
          {image("logoImage", "Logo", "Your logo is uploaded.")}
        </fieldset>
      ) : null}
      <div className={buttonRow}>
        <a className={button.outline} href={routes.dashboard}>
          Cancel
        </a>
        <button type="submit" className={button.primary} disabled={busy}>
          {editing ? (busy ? "Updating..." : "Update Church") : busy ? "Submitting..." : "Submit Church"}
        </button>
      </div>
    </form>
  );
}
