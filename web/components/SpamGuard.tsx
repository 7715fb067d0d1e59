import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "../../src/contract/form-guard";
import { formGuardText } from "../../src/contract/i18n/form-guard-text";
import { useText } from "./lang-context";

/**
 * What a public form carries besides what a person types (src/contract/form-guard.ts): the
 * time-trap token the server drew it with, and a honeypot field hidden from people and from
 * assistive technology. Both post with the form, with or without JavaScript (`spamFields`).
 */
export function SpamGuard({ token }: { token: string }) {
  const t = useText(formGuardText);
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      {/* Hidden from assistive technology by its container: a label with aria-hidden may not hold a
          control (the Nu HTML Checker refuses it); out of the tab order, so no key reaches it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {t("honeypot")}
          <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/** The two fields as a JSON body takes them, read from the form that was submitted. */
export function spamFields(form: EventTarget | null): Record<string, string> {
  if (!(form instanceof HTMLFormElement)) return {};
  const value = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : "";
  };
  return { [FORM_TOKEN_FIELD]: value(FORM_TOKEN_FIELD), [HONEYPOT_FIELD]: value(HONEYPOT_FIELD) };
}
