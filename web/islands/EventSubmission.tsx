import { useState } from "react";
import { FormActions } from "../components/FormActions";
import { EVENT_FIELDS, eventSubmissionSchema, type EventValues, type PostedEvent } from "../../src/contract/event-submission";
import { eventSubmissionText } from "../../src/contract/i18n/event-submission-text";
import { langNames, languages } from "../../src/contract/i18n/lang";
import { EVENT_CATEGORIES } from "../../src/contract/options";
import { routes } from "../../src/contract/routes";
import { useLang, usePath, useText } from "../components/lang-context";
import { useVocabulary } from "../components/use-vocabulary";
import { api, ApiError } from "../lib/api";
import { useSchemaForm } from "../lib/use-schema-form";
import { navigateWithToast, showToast } from "../state/toasts";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { SelectField, TextArea, TextField } from "../components/FormField";
import { ErrorSummary } from "../components/ErrorSummary";
import { SpamGuard, spamFields } from "../components/SpamGuard";

interface Props {
  churchName: string;
  formToken: string;
  /** The refused post without JavaScript, shown again (docs/decisions/0059-forms-without-losses.md). */
  posted?: PostedEvent;
}

const controlId = (field: string) => `event-${field}`;

/**
 * /event-submission's form (docs/product.md D8): title, description, date, time, location,
 * category and language, checked like the server. The server draws it only for the owner of an
 * approved church; a real form post to its own page without JavaScript, answered 303 to the
 * dashboard or with the form again, its values and messages (docs/decisions/0059-forms-without-losses.md).
 */
export default function EventSubmission({ churchName, formToken, posted }: Props) {
  const t = useText(eventSubmissionText);
  const path = usePath();
  const vocabulary = useVocabulary();
  // An event submitted from the Spanish site is most likely written in Spanish.
  const lang = useLang();
  const [values, setValues] = useState<EventValues>(() => posted?.values ?? { ...(Object.fromEntries(EVENT_FIELDS.map((f) => [f, ""])) as EventValues), category: "general", language: lang });
  const [problem, setProblem] = useState(posted?.message ?? "");
  const { errors, busy, submit, clearError } = useSchemaForm(eventSubmissionSchema, {
    initialErrors: posted?.errors,
    invalid: (found) => document.getElementById(controlId(Object.keys(found)[0]!))?.focus(),
    send: async (data) => {
      await api("POST", "/api/user/events", { ...data, ...spamFields(document.getElementById("event-form")) });
      navigateWithToast(path(routes.dashboard), { title: t("submittedTitle"), description: t("submittedText") });
    },
    failed: (error) => showToast({ title: t("errorTitle"), description: (error instanceof ApiError && error.serverMessage) || t("errorText"), variant: "destructive" }),
  });
  const set = (name: keyof EventValues) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  return (
    <form
      id="event-form"
      method="post"
      action={path(routes.eventSubmission)}
      onSubmit={(event) => {
        setProblem("");
        void submit(event, values);
      }}
      noValidate
      aria-label={t("formLabel")}
      className={form.fields}
    >
      {posted ? <ErrorSummary errors={posted.errors} controlId={controlId} title={(count) => t("errorSummary", { count })} /> : null}
      {problem ? (
        <p className={css.error} role="alert">
          {problem}
        </p>
      ) : null}
      <fieldset disabled={busy} className={form.section}>
        <legend className={form.legend}>{t("legend", { church: churchName })}</legend>
        <TextField id="event-title" name="title" label={t("title")} required value={values.title} onChange={set("title")} error={errors.title} />
        <TextArea id="event-description" name="description" label={t("description")} required value={values.description} onChange={set("description")} error={errors.description} />
        <div className={form.twoColumns}>
          <TextField id="event-date" name="date" label={t("date")} type="date" required value={values.date} onChange={set("date")} error={errors.date} />
          <TextField id="event-time" name="time" label={t("time")} value={values.time} onChange={set("time")} error={errors.time} placeholder={t("timePlaceholder")} hint={t("timeHint")} />
        </div>
        <TextField id="event-location" name="location" label={t("location")} value={values.location} onChange={set("location")} error={errors.location} hint={t("locationHint")} />
        <SelectField id="event-category" name="category" label={t("category")} required value={values.category} onChange={set("category")} options={EVENT_CATEGORIES.map((c) => ({ value: c, label: vocabulary.eventCategory(c) }))} placeholder={t("categoryPlaceholder")} error={errors.category} />
        <SelectField id="event-language" name="language" label={t("language")} required value={values.language} onChange={set("language")} options={languages.map((l) => ({ value: l, label: langNames[l] }))} placeholder={t("languagePlaceholder")} hint={t("languageHint")} error={errors.language} />
      </fieldset>
      <FormActions cancelHref={path(routes.dashboard)} cancel={t("cancel")} submit={busy ? t("submitting") : t("submit")} busy={busy} />
      <SpamGuard token={formToken} />
    </form>
  );
}
