import { useState } from "react";
import { eventSubmissionSchema } from "../../../src/contract/event-submission";
import { eventSubmissionText } from "../../../src/contract/i18n/event-submission-text";
import { langNames, languages } from "../../../src/contract/i18n/lang";
import { EVENT_CATEGORIES } from "../../../src/contract/options";
import { routes } from "../../../src/contract/routes";
import { useLang, usePath, useText } from "../../components/lang-context";
import { useVocabulary } from "../../components/use-vocabulary";
import { api, ApiError } from "../../lib/api";
import { useSchemaForm } from "../../lib/use-schema-form";
import { navigateWithToast, showToast } from "../../state/toasts";
import * as form from "../../components/Form.css";
import { SelectField, TextArea, TextField } from "../../components/FormField";
import { button, buttonRow } from "../../components/ui.css";
import { SpamGuard, spamFields } from "../../components/SpamGuard";

type Text = Record<string, string>;

/** The event form: title, description, date, time, location, category and language, checked like the server. */
export function EventForm({ churchName, formToken }: { churchName: string; formToken: string }) {
  const t = useText(eventSubmissionText);
  const path = usePath();
  const vocabulary = useVocabulary();
  // An event submitted from the Spanish site is most likely written in Spanish.
  const [values, setValues] = useState<Text>({ category: "general", language: useLang() });
  const { errors, busy, submit, clearError } = useSchemaForm(eventSubmissionSchema, {
    invalid: (found) => document.getElementById(`event-${Object.keys(found)[0]}`)?.focus(),
    send: async (data) => {
      await api("POST", "/api/user/events", { ...data, ...spamFields(document.getElementById("event-form")) });
      navigateWithToast(path(routes.dashboard), { title: t("submittedTitle"), description: t("submittedText") });
    },
    failed: (error) => showToast({ title: t("errorTitle"), description: (error instanceof ApiError && error.serverMessage) || t("errorText"), variant: "destructive" }),
  });
  const set = (name: string) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  return (
    <form id="event-form" onSubmit={(event) => submit(event, values)} noValidate aria-label={t("formLabel")} className={form.fields}>
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("legend", { church: churchName })}</legend>
        <TextField id="event-title" label={t("title")} required value={values.title ?? ""} onChange={set("title")} error={errors.title} />
        <TextArea id="event-description" label={t("description")} required value={values.description ?? ""} onChange={set("description")} error={errors.description} />
        <div className={form.twoColumns}>
          <TextField id="event-date" label={t("date")} type="date" required value={values.date ?? ""} onChange={set("date")} error={errors.date} />
          <TextField id="event-time" label={t("time")} value={values.time ?? ""} onChange={set("time")} error={errors.time} placeholder={t("timePlaceholder")} hint={t("timeHint")} />
        </div>
        <TextField id="event-location" label={t("location")} value={values.location ?? ""} onChange={set("location")} error={errors.location} hint={t("locationHint")} />
        <SelectField id="event-category" label={t("category")} required value={values.category ?? ""} onChange={set("category")} options={EVENT_CATEGORIES.map((c) => ({ value: c, label: vocabulary.eventCategory(c) }))} placeholder={t("categoryPlaceholder")} error={errors.category} />
        <SelectField id="event-language" label={t("language")} required value={values.language ?? ""} onChange={set("language")} options={languages.map((l) => ({ value: l, label: langNames[l] }))} placeholder={t("languagePlaceholder")} hint={t("languageHint")} error={errors.language} />
      </fieldset>
      <div className={buttonRow}>
        <a className={button.outline} href={path(routes.dashboard)}>
          {t("cancel")}
        </a>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t("submitting") : t("submit")}
        </button>
      </div>
      <SpamGuard token={formToken} />
    </form>
  );
}
