import { useEffect, useRef, useState } from "react";
import { contactSchema, type PostedContact } from "../../src/contract/contact";
import { contactFormText } from "../../src/contract/i18n/contact-form-text";
import { CONTACT_SUBJECTS } from "../../src/contract/options";
import * as css from "../components/Directory.css";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { usePath, useText } from "../components/lang-context";
import { api } from "../lib/api";
import { useSchemaForm } from "../lib/use-schema-form";
import { showToast } from "../state/toasts";
import { SpamGuard, spamFields } from "../components/SpamGuard";

type Fields = { name: string; email: string; subject: string; message: string };
const EMPTY: Fields = { name: "", email: "", subject: "", message: "" };

const SUBJECT_KEYS = {
  "church-listing": "subjectChurchListing",
  advertising: "subjectAdvertising",
  "event-submission": "subjectEventSubmission",
  "technical-support": "subjectTechnicalSupport",
  "general-inquiry": "subjectGeneralInquiry",
} as const satisfies Record<(typeof CONTACT_SUBJECTS)[number], keyof typeof contactFormText.en>;

/**
 * The contact form (docs/product.md V4, V5, V8): checked with the server's schema as the visitor
 * types, 'Sending...' while it goes, a thank-you dialog after, an error toast on failure; a
 * refused check takes the keyboard to the first bad field, and closing the thank-you returns it to
 * the form. Without JavaScript it posts to /contact: refused, the page comes back with what was
 * typed and each field's message (`posted`); sent, with `sent`: the thanks above the form.
 */
export default function ContactForm({ sent = false, error, posted, formToken }: { sent?: boolean; error?: string; posted?: PostedContact; formToken: string }) {
  const t = useText(contactFormText);
  const path = usePath();
  const [fields, setFields] = useState<Fields>(posted?.values ?? EMPTY);
  // The server's thank-you (after a post without JavaScript) is a notice above the form, in the
  // page's flow; one after a send in the page is a modal dialog.
  const [sentByPost, setSentByPost] = useState(sent);
  const [thanks, setThanks] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, busy: sending, submit, clearError } = useSchemaForm(contactSchema, {
    stays: true,
    initialErrors: posted?.errors,
    invalid: (found) => document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus(),
    send: async (data) => {
      await api("POST", "/api/contacts", { ...data, ...spamFields(formRef.current) });
      setFields(EMPTY);
      setSentByPost(false);
      setThanks(true);
    },
    failed: () => showToast({ title: t("sendErrorTitle"), description: t("sendErrorBody"), variant: "destructive" }),
  });

  useEffect(() => {
    const d = dialog.current;
    // After a send in the page, a real modal: focus moves in, Escape and Close shut it.
    if (thanks && d && !d.open) d.showModal();
  }, [thanks]);

  const set = (key: keyof Fields) => (e: { target: { value: string } }) => {
    setFields({ ...fields, [key]: e.target.value });
    clearError(key);
  };

  const field = (key: keyof Fields) => ({
    id: `contact-${key}`,
    name: key,
    value: fields[key],
    onChange: set(key),
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `contact-${key}-error` : undefined,
    disabled: sending,
  });
  const problem = (key: keyof Fields) =>
    errors[key] ? (
      <span id={`contact-${key}-error`} className={css.error} role="alert">
        {errors[key]}
      </span>
    ) : null;

  return (
    <>
      {sentByPost ? (
        <div className={form.sentNotice} role="status" aria-labelledby="thanks-title">
          <h3 id="thanks-title">{t("thanksTitle")}</h3>
          <p>{t("thanksBody")}</p>
        </div>
      ) : null}
      {error || posted?.message ? (
        <p className={css.error} role="alert">
          {error ?? posted?.message}
        </p>
      ) : null}
      <form ref={formRef} method="post" action={path("/contact")} onSubmit={(event) => submit(event, fields)} noValidate aria-label={t("formLabel")}>
        <div className={form.fields}>
          <div className={css.field}>
            <label htmlFor="contact-name">{t("name")}</label>
            <input className={css.input} {...field("name")} autoComplete="name" required minLength={2} maxLength={100} />
            {problem("name")}
          </div>
          <div className={css.field}>
            <label htmlFor="contact-email">{t("email")}</label>
            <input className={css.input} {...field("email")} type="email" autoComplete="email" required maxLength={254} />
            {problem("email")}
          </div>
          <div className={css.field}>
            <label htmlFor="contact-subject">{t("subject")}</label>
            <select className={css.input} {...field("subject")} required>
              <option value="">{t("selectSubject")}</option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {t(SUBJECT_KEYS[s])}
                </option>
              ))}
            </select>
            {problem("subject")}
          </div>
          <div className={css.field}>
            <label htmlFor="contact-message">{t("message")}</label>
            <textarea className={css.input} {...field("message")} rows={6} required minLength={10} maxLength={5000} />
            {problem("message")}
          </div>
          <SpamGuard token={formToken} />
          <div className={form.actions}>
            <button type="submit" className={button.primary} disabled={sending}>
              {t(sending ? "sending" : "sendMessage")}
            </button>
          </div>
        </div>
      </form>
      {thanks ? (
        <dialog ref={dialog} aria-labelledby="thanks-dialog-title" className={form.dialog} onClose={() => {
            setThanks(false);
            // Back where the visitor was: the form, ready for another message.
            document.getElementById("contact-name")?.focus();
          }}>
          <h2 id="thanks-dialog-title">{t("thanksTitle")}</h2>
          <p>{t("thanksBody")}</p>
          <form method="dialog">
            <button type="submit" className={button.outline}>
              {t("close")}
            </button>
          </form>
        </dialog>
      ) : null}
    </>
  );
}
