import { useState } from "react";
import { churchFormSchema, PREMIUM_FIELDS, type EditableChurch } from "../../../src/contract/church-form";
import { label as capitalised, WORSHIP_STYLES } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { navigateWithToast, showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { ImageUpload } from "../image-upload/ImageUpload";
import { button, buttonRow } from "../../components/ui.css";
import { ServiceRows } from "../../components/ServiceRows";

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
}

/**
 * The church form (docs/product.md M7: submit/edit): Basic, Location, Contact, Services & Offerings
 * and, for premium churches, Premium Features. Checked by the same schema as the server.
 */
export function ChurchForm({ church, denominations, areas }: Props) {
  const editing = church !== null;
  const premium = church?.isPremium ?? false;
  // Edit mode loads once from the stored church; no services become one empty row.
  const [values, setValues] = useState<Text>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, church ? String(church[f] ?? "") : ""])));
  const [services, setServices] = useState<string[]>(() => (church?.services.length ? church.services : [""]));
  const { errors, busy, submit, clearError } = useSchemaForm(churchFormSchema, {
    // Take the keyboard to the first problem.
    invalid: (found) => {
      const first = Object.keys(found)[0];
      document.getElementById(first === "services" ? "church-service-0" : `church-${first}`)?.focus();
    },
    send: async (data) => {
      if (editing) {
        await api("PUT", `/api/user/churches/${church.id}`, data);
        navigateWithToast(routes.dashboard, { title: "Church Updated Successfully", description: "Your changes are saved." });
      } else {
        await api("POST", "/api/user/churches", data);
        navigateWithToast(routes.dashboard, { title: "Church Submitted Successfully", description: "An administrator will review your church; its status shows on your dashboard until it is approved." });
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
    <TextField id={`church-${name}`} label={labelText} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} {...extra} />
  );
  const premiumMark = premium ? " (Premium)" : "";

  const input = () => {
    // A basic church sends no premium fields at all (the server refuses them).
    const sent = premium ? values : Object.fromEntries(Object.entries(values).filter(([name]) => !(PREMIUM_FIELDS as readonly string[]).includes(name)));
    return { ...sent, services };
  };

  return (
    <form onSubmit={(event) => submit(event, input())} noValidate aria-label={editing ? "Edit church" : "Submit your church"} className={form.fields}>
      <p>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Basic Information</legend>
        {text("name", "Church name", { required: true, autoComplete: "organization" })}
        <SelectField id="church-denomination" label="Denomination" required value={values.denomination ?? ""} onChange={set("denomination")} options={denominations} placeholder="Select a denomination" error={errors.denomination} />
        <TextArea id="church-description" label="Description" required value={values.description ?? ""} onChange={set("description")} error={errors.description} hint="At least 10 characters: who you are and what a first visit is like." />
        <ImageUpload id="church-heroImage" label="Church photo" value={values.heroImage ?? ""} onChange={set("heroImage")} churchId={church?.id} successText="Your church photo is uploaded." error={errors.heroImage} />
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>Location Information</legend>
        {text("address", "Street address", { required: true, autoComplete: "street-address" })}
        <div className={form.twoColumns}>
          {text("zip", "ZIP code", { required: true, autoComplete: "postal-code" })}
          <SelectField id="church-area" label="Area" required value={values.area ?? ""} onChange={set("area")} options={areas} placeholder="Select an area" error={errors.area} />
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
        <ServiceRows idPrefix="church" rows={services} onChange={setServices} error={errors.services} />
        <SelectField
          id="church-worshipStyle"
          label="Worship style"
          value={values.worshipStyle ?? ""}
          onChange={set("worshipStyle")}
          options={WORSHIP_STYLES.map((s) => ({ value: s, label: capitalised(s) }))}
          placeholder="Not specified"
        />
        {text("youtubeChannel", "YouTube channel", { type: "url", placeholder: "https://www.youtube.com/@yourchurch" })}
      </fieldset>
      {premium ? (
        <fieldset disabled={busy} className={`${form.section} ${form.premium}`}>
          <legend className={form.legend}>Premium Features</legend>
          {PREMIUM_TEXTS.map(([name, labelText, long]) =>
            long ? <TextArea key={name} id={`church-${name}`} label={labelText} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} /> : <div key={name}>{text(name, labelText)}</div>,
          )}
          <div className={form.twoColumns}>
            {text("facebookPage", "Facebook page (Premium)", { type: "url", placeholder: "https://www.facebook.com/yourchurch" })}
            {text("instagramHandle", "Instagram (Premium)", { placeholder: "@yourchurch" })}
          </div>
          <ImageUpload id="church-logoImage" label="Logo" value={values.logoImage ?? ""} onChange={set("logoImage")} churchId={church?.id} successText="Your logo is uploaded." error={errors.logoImage} />
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
