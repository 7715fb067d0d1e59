import { changeEmailSchema, changePasswordFormSchema, deleteAccountSchema } from "../../src/contract/account-links";
import { accountText } from "../../src/contract/i18n/account-text";
import { routes } from "../../src/contract/routes";
import { usePath, useText } from "../components/lang-context";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { navigateWithToast } from "../state/toasts";
import { type NotificationTopic } from "../../src/contract/notifications";
import type { Lang } from "../../src/contract/i18n/lang";
import { EmailLanguage } from "./account-settings/EmailLanguage";
import { NotificationsForm } from "./account-settings/NotificationsForm";
import { SettingsForm } from "./account-settings/SettingsForm";


/**
 * Account settings (docs/mail.md): change password, change e-mail (confirmed by a link to the new
 * address), the e-mail notifications, download my data, delete the account. Each form works without JavaScript; after
 * such a post the page comes back with `done`, or with `error` for the section that `failed`.
 */
export default function AccountSettings({
  account,
  done,
  error,
  notifications,
  emailLanguage,
}: {
  /** Who is signed in, as the server read the session: the page is whole at first paint. */
  account: { username: string; email: string };
  done?: "password" | "email" | "notifications";
  error?: { section: "password" | "email" | "delete" | "notifications"; message: string };
  notifications: NotificationTopic[];
  emailLanguage: Lang;
}) {
  const t = useText(accountText);
  const path = usePath();
  const current = { name: "currentPassword", label: t("currentPassword"), type: "password", autoComplete: "current-password" } as const;

  return (
    <>
      <h1>{t("heading")}</h1>
      <p>
        {t("signedInAs")} <strong>{account.username}</strong> ({account.email}).{" "}
        <a href={path(routes.dashboard)}>{t("backToDashboard")}</a>
      </p>
      <SettingsForm
        id="password"
        problem={error?.section === "password" ? error.message : undefined}
        title={t("passwordTitle")}
        intro={<p>{t("passwordIntro")}</p>}
        action="/api/account/password"
        schema={changePasswordFormSchema}
        fields={[
          current,
          { name: "password", label: t("newPassword"), type: "password", autoComplete: "new-password" },
          { name: "confirmPassword", label: t("confirmNewPassword"), type: "password", autoComplete: "new-password" },
        ]}
        submit={t("passwordSubmit")}
        busy={t("saving")}
        notice={done === "password" ? t("passwordChanged") : undefined}
        done={() => t("passwordChanged")}
      />
      <SettingsForm
        id="email"
        problem={error?.section === "email" ? error.message : undefined}
        title={t("emailTitle")}
        intro={<p>{t("emailIntro")}</p>}
        action="/api/account/email"
        schema={changeEmailSchema}
        fields={[{ name: "email", label: t("newEmail"), type: "email", autoComplete: "email" }, current]}
        submit={t("emailSubmit")}
        busy={t("sending")}
        notice={done === "email" ? t("emailLinkSent") : undefined}
        done={() => t("emailLinkSent")}
      />
      <NotificationsForm topics={notifications} notice={done === "notifications" ? t("notificationsSaved") : undefined} problem={error?.section === "notifications" ? error.message : undefined} />
      <EmailLanguage current={emailLanguage} />
      <section id="data" aria-labelledby="data-title" className={form.panel}>
        <h2 id="data-title">{t("dataTitle")}</h2>
        <p>{t("dataIntro")}</p>
        <a className={button.outline} href="/api/account/export" download>
          {t("dataDownload")}
        </a>
      </section>
      <SettingsForm
        id="delete"
        problem={error?.section === "delete" ? error.message : undefined}
        title={t("deleteTitle")}
        intro={<p>{t("deleteIntro")}</p>}
        action="/api/account/delete"
        schema={deleteAccountSchema}
        fields={[current]}
        submit={t("deleteSubmit")}
        busy={t("deleting")}
        danger
        confirm={() => window.confirm(t("deleteConfirm"))}
        done={() => navigateWithToast(path(routes.home), { title: t("accountDeleted"), description: t("accountDeletedBody") })}
      />
    </>
  );
}
