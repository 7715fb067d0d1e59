import { useState } from "react";
import { mailText } from "../../../src/contract/i18n/mail-text";
import { langNames, languages, type Lang } from "../../../src/contract/i18n/lang";
import * as css from "../../components/Directory.css";
import * as form from "../../components/Form.css";
import { button } from "../../components/ui.css";
import { useLang, useText } from "../../components/lang-context";
import { api } from "../../lib/api";
import { formAction } from "../../lib/form-action";
import { usePanelSave } from "./use-panel-save";

const ACTION = "/api/account/email-language";

/**
 * 'E-mail language' (docs/i18n.md): English or Español for the owner's e-mails. A real form
 * without JavaScript; with it, sent as JSON and confirmed in place.
 */
export function EmailLanguage(props: { current: Lang }) {
  const t = useText(mailText);
  const [chosen, setChosen] = useState<Lang>(props.current);
  const { busy, notice, alert, send } = usePanelSave();
  // A post without JavaScript from a Spanish page comes back to the Spanish page (docs/i18n.md, Addresses).
  const action = formAction(useLang(), ACTION);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await send(() => api("POST", ACTION, { language: chosen }), t("languageSaved"), t("languageFailed"));
  }

  return (
    <section id="email-language" aria-labelledby="email-language-title" className={form.panel}>
      <h2 id="email-language-title">{t("languageTitle")}</h2>
      {notice ? <p role="status">{notice}</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      <form method="post" action={action} onSubmit={(e) => void save(e)} className={form.fields}>
        <fieldset>
          <legend>{t("languageIntro")}</legend>
          {languages.map((lang) => (
            <div key={lang}>
              <label>
                <input type="radio" name="language" value={lang} checked={chosen === lang} onChange={() => setChosen(lang)} /> <span lang={lang}>{langNames[lang]}</span>
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t("languageSaving") : t("languageSave")}
        </button>
      </form>
    </section>
  );
}
