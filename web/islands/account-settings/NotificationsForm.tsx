import { useState } from "react";
import { NOTIFICATION_TOPICS, type NotificationTopic } from "../../../src/contract/notifications";
import * as css from "../../components/Directory.css";
import * as form from "../../components/Form.css";
import { button } from "../../components/ui.css";
import { accountText } from "../../../src/contract/i18n/account-text";
import { useLang, useText } from "../../components/lang-context";
import { api } from "../../lib/api";
import { formAction } from "../../lib/form-action";
import { usePanelSave } from "./use-panel-save";

/**
 * 'E-mail me about' (docs/mail.md): a checkbox per notification topic. A real form without
 * JavaScript (each ticked box posts one `topics`); with it, sent as JSON and confirmed in place.
 */
export function NotificationsForm(props: { topics: NotificationTopic[]; notice?: string; problem?: string }) {
  const t = useText(accountText);
  const lang = useLang();
  const [on, setOn] = useState<NotificationTopic[]>(props.topics);
  const { busy, notice, alert, send } = usePanelSave(props);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await send(() => api("POST", "/api/account/notifications", { topics: on }), t("notificationsSaved"), t("somethingWrong"));
  }

  return (
    <section id="notifications" aria-labelledby="notifications-title" className={form.panel}>
      <h2 id="notifications-title">{t("notificationsTitle")}</h2>
      <p>{t("notificationsIntro")}</p>
      {notice ? <p role="status">{notice}</p> : null}
      {alert ? (
        <p role="alert" className={css.error}>
          {alert}
        </p>
      ) : null}
      <form method="post" action={formAction(lang, "/api/account/notifications")} onSubmit={(e) => void save(e)} className={form.fields}>
        <fieldset>
          <legend>{t("notificationsLegend")}</legend>
          {NOTIFICATION_TOPICS.map((topic) => (
            <div key={topic}>
              <label>
                <input
                  type="checkbox"
                  name="topics"
                  value={topic}
                  checked={on.includes(topic)}
                  onChange={(e) => setOn(e.target.checked ? [...on, topic] : on.filter((t) => t !== topic))}
                />{" "}
                {t(`topic_${topic}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className={button.primary} disabled={busy}>
          {t(busy ? "saving" : "notificationsSubmit")}
        </button>
      </form>
    </section>
  );
}
