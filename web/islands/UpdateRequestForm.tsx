import { useState } from "react";
import { FormActions } from "../components/FormActions";
import { CLAIM_ROLES, type ClaimRole } from "../../src/contract/options";
import { updatesText } from "../../src/contract/i18n/updates-text";
import { rolesText } from "../../src/contract/i18n/roles-text";
import { updateRequestSchema } from "../../src/contract/update-requests";
import { usePath, useText } from "../components/lang-context";
import { SpamGuard, spamFields } from "../components/SpamGuard";
import { useVocabulary } from "../components/use-vocabulary";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { ErrorSummary } from "../components/ErrorSummary";
import { TextArea } from "../components/FormField";
import { ServiceRows, serviceControlId } from "../components/ServiceRows";
import { formRowsOf, serviceFieldsOfRows, withSavedLines, withSpareRows, type PostedForm, type SavedLines, type ServiceFormRows } from "../../src/contract/service-times/form-rows";
import type { ChurchServiceFields } from "../../src/contract/churches";
import { routes } from "../../src/contract/routes";
import { useScripted } from "../components/lang-context";
import { type VisitFacts } from "../../src/contract/visit-facts";
import { fieldsOfVisitFacts, VISIT_FACT_FIELDS, visitFactsOfFields } from "../../src/contract/visit-fact-details";
import { VisitFactsFields } from "../components/VisitFactsFields";
import { api, ApiError } from "../lib/api";
import { useSchemaForm } from "../lib/use-schema-form";
import { showToast } from "../state/toasts";

type Text = Record<string, string>;

interface Props {
  churchId: number;
  /** Where the form goes back to, sent or cancelled: the church's profile. */
  churchSlug: string;
  denominations: string[];
  areas: string[];
  /** The church's services now: the rows start from them. */
  current: Pick<ChurchServiceFields, "serviceTimes" | "servicesToReview" | "specialServices"> & VisitFacts;
  /** Premium listings get the long first-visit text. */
  premium: boolean;
  /** The refused post without JavaScript, shown again (docs/decisions/0022-forms-without-javascript.md). */
  posted?: PostedForm;
  /** The church's services' lines, written by the server (`savedLinesOf`). */
  serviceLines?: SavedLines;
  /** The form's time-trap token (src/contract/form-guard.ts). */
  formToken: string;
}

const SERVICE_PATH = /^(serviceTimes|servicesToReview|specialServices)\./;
const controlId = (path: string) => (SERVICE_PATH.test(path) ? serviceControlId("update", path) : `update-${path}`);

/**
 * The update request form (docs/product.md M7: /verify-church): who asks and why are required;
 * church fields are optional, blank means no change. The service rows start as the church's
 * services: the request proposes the whole list, and one left as it was proposes no change.
 * Without JavaScript it posts to its own page.
 */
export default function UpdateRequestForm({ churchId, churchSlug, denominations, areas, current, premium, posted, serviceLines, formToken }: Props) {
  const t = useText(updatesText);
  const roleWord = useText(rolesText);
  const path = usePath();
  const words = useVocabulary();
  const scripted = useScripted();
  const [values, setValues] = useState<Text>(() => posted?.values ?? {});
  const [services, setServices] = useState<ServiceFormRows>(() => posted?.rows ?? withSavedLines(formRowsOf(current), serviceLines));
  const rows = posted ? services : withSpareRows(services, scripted);
  // The facts start as the church's: left as they are, they propose no change.
  const [facts, setFacts] = useState<Text>(() => (posted ? Object.fromEntries(VISIT_FACT_FIELDS.map((f) => [f, posted.values[f] ?? ""])) : fieldsOfVisitFacts(current)));
  const { errors, busy, submit } = useSchemaForm(updateRequestSchema, {
    initialErrors: posted?.errors,
    invalid: (found) => {
      const first = Object.keys(found)[0];
      if (first !== undefined) document.getElementById(controlId(first))?.focus();
    },
    send: async (data) => {
      await api("POST", "/api/church-updates", { ...data, ...spamFields(document.getElementById("update-form")) });
      // The church's page says it was sent, as without JavaScript (docs/product.md M7).
      window.location.assign(path(routes.churchUpdateSent(churchSlug)));
    },
    failed: (error) => {
      if (error instanceof ApiError) showToast({ title: t("failedTitle"), description: error.serverMessage ?? t("failedBody"), variant: "destructive" });
      else showToast({ title: t("errorTitle"), description: t("errorBody"), variant: "destructive" });
    },
  });

  const input = (name: string, label: string, extra: { type?: string; required?: boolean; autoComplete?: string } = {}) => (
    <div className={css.field}>
      <label htmlFor={`update-${name}`}>
        {label}
        {extra.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`update-${name}`}
        className={css.input}
        name={name}
        type={extra.type ?? "text"}
        autoComplete={extra.autoComplete ?? "off"}
        required={extra.required}
        value={values[name] ?? ""}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `update-${name}-error` : undefined}
      />
      {problem(name)}
    </div>
  );
  // Options post their stored (English) value and show it in the page's language.
  const select = (name: string, label: string, options: readonly string[], word: (value: string) => string, required = false) => (
    <div className={css.field}>
      <label htmlFor={`update-${name}`}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={`update-${name}`}
        className={css.input}
        name={name}
        value={values[name] ?? ""}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        required={required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `update-${name}-error` : undefined}
      >
        <option value="">{required ? t("select") : t("noChange")}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {word(o)}
          </option>
        ))}
      </select>
      {problem(name)}
    </div>
  );
  function problem(name: string) {
    return errors[name] ? (
      <span id={`update-${name}-error`} className={css.error} role="alert">
        {errors[name]}
      </span>
    ) : null;
  }

  return (
    <form
      id="update-form"
      method="post"
      action={path(`${routes.verifyChurch}/${churchId}`)}
      onSubmit={(event) => submit(event, { ...values, churchId, ...serviceFieldsOfRows(rows), ...visitFactsOfFields(facts) })}
      noValidate
      aria-label={t("formLabel")}
      className={form.fields}
    >
      {posted ? <ErrorSummary errors={posted.errors} controlId={controlId} /> : null}
      <p>{t("intro")}</p>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("requestInfo")}</legend>
        {input("submitterName", t("submitterName"), { required: true, autoComplete: "name" })}
        {input("submitterEmail", t("submitterEmail"), { type: "email", required: true, autoComplete: "email" })}
        {select("submitterRole", t("submitterRole"), CLAIM_ROLES, (role) => roleWord(`role.${role as ClaimRole}`), true)}
        {input("updateReason", t("updateReason"), { required: true })}
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("basicInfo")}</legend>
        {input("name", t("churchName"))}
        {select("denomination", t("denomination"), denominations, words.denomination)}
        <TextArea id="update-description" name="description" label={t("description")} value={values.description ?? ""} onChange={(value) => setValues({ ...values, description: value })} error={errors.description} />
        <TextArea
          id="update-descriptionEs"
          name="descriptionEs"
          label={t("descriptionEs")}
          hint={t("descriptionEsHint")}
          lang="es"
          value={values.descriptionEs ?? ""}
          onChange={(value) => setValues({ ...values, descriptionEs: value })}
          error={errors.descriptionEs}
        />
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("locationInfo")}</legend>
        {input("address", t("address"))}
        {input("zip", t("zip"))}
        {select("area", t("area"), areas, words.area)}
      </fieldset>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("contactInfo")}</legend>
        {input("phone", t("phone"), { type: "tel" })}
        {input("website", t("website"), { type: "url" })}
        {input("youtubeChannel", t("youtube"), { type: "url" })}
      </fieldset>
      <div className={form.section}>
        <ServiceRows idPrefix="update" rows={rows} onChange={setServices} errors={errors} scripted={scripted} disabled={busy} />
      </div>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("whatToExpect")}</legend>
        <VisitFactsFields idPrefix="update" values={facts} onChange={(name, value) => setFacts((f) => ({ ...f, [name]: value }))} errors={errors} premium={premium} />
      </fieldset>
      <FormActions cancelHref={path(routes.church(churchSlug))} cancel={t("cancel")} submit={busy ? t("submitting") : t("submit")} busy={busy} />
      <SpamGuard token={formToken} />
    </form>
  );
}
