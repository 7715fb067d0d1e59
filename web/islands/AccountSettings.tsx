import { useEffect, useState } from "react";
import { accountLinkMessages, changeEmailSchema, changePasswordFormSchema, deleteAccountSchema } from "../../src/contract/account-links";
import { routes } from "../../src/contract/routes";
import * as form from "../components/Form.css";
import { button } from "../components/ui.css";
import { api } from "../lib/api";
import type { CurrentUser } from "../state/session";
import { navigateWithToast } from "../state/toasts";
import { notificationsSaved, type NotificationTopic } from "../../src/contract/notifications";
import type { Lang } from "../../src/contract/i18n/lang";
import { EmailLanguage } from "./account-settings/EmailLanguage";
import { NotificationsForm } from "./account-settings/NotificationsForm";
import { SettingsForm } from "./account-settings/SettingsForm";

const current = { name: "currentPassword", label: "Current password", type: "password", autoComplete: "current-password" } as const;

/**
 * Account settings (docs/mail.md): change password, change e-mail (confirmed by a link to the new
 * address), the e-mail notifications, download my data, delete the account. Each form works without JavaScript; after
 * such a post the page comes back with `done`, or with `error` for the section that `failed`.
 */
export default function AccountSettings({
  done,
  error,
  notifications,
  emailLanguage,
}: {
  done?: "password" | "email" | "notifications";
  error?: { section: "password" | "email" | "delete" | "notifications"; message: string };
  notifications: NotificationTopic[];
  emailLanguage: Lang;
}) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  useEffect(() => {
    api<CurrentUser>("GET", "/api/auth/me").then(setUser, () => undefined);
  }, []);

  return (
    <>
      <h1>Account settings</h1>
      <p>
        {user ? (
          <>
            Signed in as <strong>{user.username}</strong> ({user.email}).{" "}
          </>
        ) : null}
        <a href={routes.dashboard}>Back to the dashboard</a>
      </p>
      <SettingsForm
        id="password"
        problem={error?.section === "password" ? error.message : undefined}
        title="Change password"
        intro={<p>Every other browser signed in to your account will be signed out.</p>}
        action="/api/account/password"
        schema={changePasswordFormSchema}
        fields={[
          current,
          { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
          { name: "confirmPassword", label: "Confirm new password", type: "password", autoComplete: "new-password" },
        ]}
        submit="Change password"
        busy="Saving..."
        notice={done === "password" ? accountLinkMessages.passwordChanged : undefined}
        done={() => accountLinkMessages.passwordChanged}
      />
      <SettingsForm
        id="email"
        problem={error?.section === "email" ? error.message : undefined}
        title="Change e-mail address"
        intro={<p>We send a link to the new address; your address changes when you open it. Your current address is told.</p>}
        action="/api/account/email"
        schema={changeEmailSchema}
        fields={[{ name: "email", label: "New e-mail address", type: "email", autoComplete: "email" }, current]}
        submit="Send confirmation link"
        busy="Sending..."
        notice={done === "email" ? accountLinkMessages.emailLinkSent : undefined}
        done={() => accountLinkMessages.emailLinkSent}
      />
      <NotificationsForm topics={notifications} notice={done === "notifications" ? notificationsSaved : undefined} problem={error?.section === "notifications" ? error.message : undefined} />
      <EmailLanguage current={emailLanguage} />
      <section id="data" aria-labelledby="data-title" className={form.panel}>
        <h2 id="data-title">Download my data</h2>
        <p>One JSON file with your account, your church, claims, update requests, events, plans and payments.</p>
        <a className={button.outline} href="/api/account/export" download>
          Download my data (JSON)
        </a>
      </section>
      <SettingsForm
        id="delete"
        problem={error?.section === "delete" ? error.message : undefined}
        title="Delete account"
        intro={<p>Your account, sign-ins and pending claims are deleted for good. Your church stays in the directory, unclaimed. Enter your password to confirm.</p>}
        action="/api/account/delete"
        schema={deleteAccountSchema}
        fields={[current]}
        submit="Delete my account"
        busy="Deleting..."
        danger
        confirm={() => window.confirm("Delete your account? This cannot be undone.")}
        done={() => navigateWithToast(routes.home, { title: "Account deleted", description: accountLinkMessages.accountDeleted })}
      />
    </>
  );
}
