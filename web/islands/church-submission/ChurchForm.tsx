import { useRef, useState } from "react";
import { FormActions } from "../../components/FormActions";
import { churchFormSchema, PREMIUM_FIELDS, type EditableChurch } from "../../../src/contract/church-form";
import { churchFormText } from "../../../src/contract/i18n/church-form-text";
import { WORSHIP_STYLES } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { usePath, useText } from "../../components/lang-context";
import { useVocabulary } from "../../components/use-vocabulary";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { navigateWithToast, showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { ImageNotSent, ImageUpload, type ImageSender } from "../image-upload/ImageUpload";
import { ServiceRows, serviceControlId } from "../../components/ServiceRows";
import { ErrorSummary } from "../../components/ErrorSummary";
import { formRowsOf, serviceFieldsOfRows, withSavedLines, withSpareRows, type PostedForm, type SavedLines, type ServiceFormRows } from "../../../src/contract/service-times/form-rows";
import { useScripted } from "../../components/lang-context";
import { emptyVisitFacts, fieldsOfVisitFacts, VISIT_FACT_FIELDS, visitFactsOfFields } from "../../../src/contract/visit-fact-details";
import { VisitFactsFields } from "../../components/VisitFactsFields";

type Text = Record<string, string>;
const TEXT_FIELDS = [
  "name", "denomination", "address", "zip", "area", "phone", "website", "description", "descriptionEs", "worshipStyle", "youtubeChannel", "heroImage",
  "pastorName", "missionStatement", "history", "specialPrograms", "youthPrograms", "musicMinistry", "outreachPrograms", "facebookPage", "instagramHandle", "logoImage",
] as const;
/** The premium texts: the field, also its label's key, and whether it takes paragraphs. */
const PREMIUM_TEXTS = [
  ["pastorName", false],
  ["missionStatement", true],
  ["history", true],
  ["specialPrograms", true],
  ["youthPrograms", true],
  ["musicMinistry", true],
  ["outreachPrograms", true],
] as const;

interface Props {
  church: EditableChurch | null;
  /** In the order of their words in the page's language: the server sorts them (optionListsIn, src/features/churches/taxonomy.ts). */
  denominations: string[];
  areas: string[];
  /** The refused post without JavaScript, shown again (docs/decisions/0022-forms-without-javascript.md). */
  posted?: PostedForm;
  /** The stored services' lines, written by the server (`savedLinesOf`). */
  serviceLines?: SavedLines;
}

const SERVICE_PATH = /^(serviceTimes|servicesToReview|specialServices)\./;
/** The control a message's path names. */
const controlId = (path: string) => (SERVICE_PATH.test(path) ? serviceControlId("church", path) : path === "services" || path === "serviceTimes" ? "church-serviceTimes-0-day" : `church-${path}`);

/**
 * The church form (docs/product.md M7: submit/edit): Basic, Location, Contact, Services & Offerings
 * and, for premium churches, Premium Features. Checked by the same schema as the server. A real
 * form post to its own page without JavaScript (docs/decisions/0022-forms-without-javascript.md).
 */
export function ChurchForm({ church, denominations, areas, posted, serviceLines }: Props) {
  const editing = church !== null;
  const premium = church?.isPremium ?? false;
  const scripted = useScripted();
  const t = useText(churchFormText);
  const path = usePath();
  const words = useVocabulary();
  // Edit mode loads once from the stored church (or the refused post).
  const [values, setValues] = useState<Text>(() => Object.fromEntries(TEXT_FIELDS.map((f) => [f, posted ? (posted.values[f] ?? "") : church ? String(church[f] ?? "") : ""])));
  const [services, setServices] = useState<ServiceFormRows>(() => posted?.rows ?? withSavedLines(formRowsOf(church), serviceLines));
  const [facts, setFacts] = useState<Text>(() =>
    posted ? Object.fromEntries(VISIT_FACT_FIELDS.map((f) => [f, posted.values[f] ?? ""])) : fieldsOfVisitFacts(church ?? emptyVisitFacts()),
  );
  // A refused post comes back with its rows as sent (messages name them by place); otherwise blank rows to fill.
  const rows = posted ? services : withSpareRows(services, scripted);
  // The pictures go with the form: a chosen file is uploaded when the form is sent (docs/decisions/0059-forms-without-losses.md).
  const senders = { heroImage: useRef<ImageSender>(null), logoImage: useRef<ImageSender>(null) };
  const pictures = async () => {
    const sent: Partial<Record<keyof typeof senders, string>> = {};
    // A basic church sends no logo (a premium field).
    for (const name of premium ? (["heroImage", "logoImage"] as const) : (["heroImage"] as const)) sent[name] = (await senders[name].current?.send()) ?? values[name] ?? "";
    return sent;
  };
  const { errors, busy, submit, clearError } = useSchemaForm(churchFormSchema, {
    initialErrors: posted?.errors,
    // Take the keyboard to the first problem.
    invalid: (found) => {
      const first = Object.keys(found)[0];
      if (first !== undefined) document.getElementById(controlId(first))?.focus();
    },
    send: async (checked) => {
      const data = { ...checked, ...(await pictures()) };
      if (editing) {
        await api("PUT", `/api/user/churches/${church.id}`, data);
        navigateWithToast(path(routes.dashboard), { title: t("updatedTitle"), description: t("updatedText") });
      } else {
        await api("POST", "/api/user/churches", data);
        navigateWithToast(path(routes.dashboard), { title: t("createdTitle"), description: t("createdText") });
      }
    },
    failed: (error) => {
      const fallback = editing ? t("updateFailed") : t("submitFailed");
      // A picture that could not be uploaded says why at its place too; nothing was saved.
      const description = error instanceof ApiError ? (error.serverMessage ?? fallback) : error instanceof ImageNotSent ? error.message : fallback;
      showToast({ title: t("errorTitle"), description, variant: "destructive" });
    },
  });

  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };
  const text = (name: (typeof TEXT_FIELDS)[number], labelText: string, extra: { required?: boolean; type?: string; autoComplete?: string; placeholder?: string; hint?: string } = {}) => (
    <TextField id={`church-${name}`} name={name} label={labelText} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} {...extra} />
  );

  const input = () => {
    // A basic church sends no premium fields at all (the server refuses them).
    const sent = premium ? values : Object.fromEntries(Object.entries(values).filter(([name]) => !(PREMIUM_FIELDS as readonly string[]).includes(name)));
    return { ...sent, ...serviceFieldsOfRows(rows), ...visitFactsOfFields(facts) };
  };
  // With the script the widget uploads a chosen file on submit; without it the file posts with the form (multipart).
  const image = (name: "heroImage" | "logoImage", label: string) => (
    <ImageUpload id={`church-${name}`} name={name} label={label} value={values[name] ?? ""} onChange={set(name)} churchId={church?.id} error={errors[name]} sender={senders[name]} />
  );

  return (
    <form id="church-form" method="post" encType="multipart/form-data" action={path(editing ? routes.churchEdit(church.id) : routes.churchSubmission)} onSubmit={(event) => submit(event, input())} noValidate aria-label={editing ? t("formEdit") : t("formSubmit")} className={form.fields}>
      {posted ? <ErrorSummary errors={posted.errors} controlId={controlId} title={(count) => t("errorSummary", { count })} /> : null}
      <p>
        {t("requiredBefore")}
        <span aria-hidden="true">*</span>
        <span className="visually-hidden">{t("requiredMark")}</span>
        {t("requiredAfter")}
      </p>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("basic")}</legend>
        {text("name", t("name"), { required: true, autoComplete: "organization" })}
        <SelectField id="church-denomination" name="denomination" label={t("denomination")} required value={values.denomination ?? ""} onChange={set("denomination")} options={denominations.map((d) => ({ value: d, label: words.denomination(d) }))} placeholder={t("chooseDenomination")} error={errors.denomination} />
        <TextArea id="church-description" name="description" label={t("description")} required value={values.description ?? ""} onChange={set("description")} error={errors.description} hint={t("descriptionHint")} />
        <TextArea id="church-descriptionEs" name="descriptionEs" label={t("descriptionEs")} lang="es" value={values.descriptionEs ?? ""} onChange={set("descriptionEs")} error={errors.descriptionEs} hint={t("descriptionEsHint")} />
        {image("heroImage", t("heroImage"))}
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("location")}</legend>
        {text("address", t("address"), { required: true, autoComplete: "address-line1" })}
        <div className={form.twoColumns}>
          {text("zip", t("zip"), { required: true, autoComplete: "postal-code" })}
          <SelectField id="church-area" name="area" label={t("area")} required value={values.area ?? ""} onChange={set("area")} options={areas.map((a) => ({ value: a, label: words.area(a) }))} placeholder={t("chooseArea")} error={errors.area} />
        </div>
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("contact")}</legend>
        <div className={form.twoColumns}>
          {text("phone", t("phone"), { type: "tel", autoComplete: "tel" })}
          {text("website", premium ? t("websitePremium") : t("website"), { type: "url", autoComplete: "url", placeholder: "https://" })}
        </div>
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("services")}</legend>
        <ServiceRows idPrefix="church" rows={rows} onChange={setServices} errors={errors} scripted={scripted} />
        <SelectField
          id="church-worshipStyle"
          name="worshipStyle"
          label={t("worshipStyle")}
          value={values.worshipStyle ?? ""}
          onChange={set("worshipStyle")}
          options={WORSHIP_STYLES.map((s) => ({ value: s, label: words.style(s) }))}
          placeholder={t("notSpecified")}
        />
        {text("youtubeChannel", t("youtube"), { type: "url", placeholder: "https://www.youtube.com/@yourchurch" })}
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("whatToExpect")}</legend>
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
          <legend className={form.legend}>{t("premium")}</legend>
          {PREMIUM_TEXTS.map(([name, long]) =>
            long ? <TextArea key={name} id={`church-${name}`} name={name} label={t(name)} value={values[name] ?? ""} onChange={set(name)} error={errors[name]} /> : <div key={name}>{text(name, t(name))}</div>,
          )}
          <div className={form.twoColumns}>
            {text("facebookPage", t("facebook"), { type: "url", placeholder: "https://www.facebook.com/yourchurch" })}
            {text("instagramHandle", t("instagram"), { placeholder: "@yourchurch" })}
          </div>
          {image("logoImage", t("logo"))}
        </fieldset>
      ) : null}
      <FormActions cancelHref={path(routes.dashboard)} cancel={t("cancel")} submit={editing ? (busy ? t("updating") : t("update")) : busy ? t("submitting") : t("submit")} busy={busy} />
    </form>
  );
}
