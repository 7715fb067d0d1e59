import { EMAIL_LINK_HOURS, RESET_LINK_HOURS } from "../../contract/account-links";
import { translator } from "../../contract/i18n/catalogue";
import type { Lang } from "../../contract/i18n/lang";
import { mailText } from "../../contract/i18n/mail-text";
import { SITE_NAME } from "../../contract/site";
import { composeMail, type MailSite } from "../../mail/compose";
import type { MailMessage } from "../mail/service";

/** The mail the accounts send (docs/mail.md): what each says, in the site's words and the owner's language (docs/i18n.md). */

export function passwordResetMail(site: MailSite, to: string, username: string, token: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailText, lang);
  return composeMail(site, {
    kind: "password-reset",
    to,
    lang,
    subject: t("resetSubject", { site: SITE_NAME }),
    lines: [t("hello", { name: username }), t("resetBody")],
    action: { label: t("resetAction"), path: `/reset-password?token=${encodeURIComponent(token)}` },
    after: [t("resetLasts", { hours: RESET_LINK_HOURS }), t("notYou")],
  });
}

export function passwordChangedMail(site: MailSite, to: string, username: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailText, lang);
  return composeMail(site, {
    kind: "password-changed",
    to,
    lang,
    subject: t("passwordChangedSubject"),
    lines: [t("hello", { name: username }), t("passwordChangedBody")],
    after: [t("passwordChangedNotYou")],
    action: { label: t("signIn"), path: "/login" },
  });
}

export function confirmEmailMail(site: MailSite, to: string, username: string, token: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailText, lang);
  return composeMail(site, {
    kind: "email-change",
    to,
    lang,
    subject: t("confirmEmailSubject", { site: SITE_NAME }),
    lines: [t("hello", { name: username }), t("confirmEmailBody")],
    action: { label: t("confirmEmailAction"), path: `/confirm-email?token=${encodeURIComponent(token)}` },
    after: [t("confirmEmailLasts", { hours: EMAIL_LINK_HOURS }), t("notYou")],
  });
}

export function emailChangeNoticeMail(site: MailSite, to: string, username: string, newEmail: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailText, lang);
  return composeMail(site, {
    kind: "email-change-notice",
    to,
    lang,
    subject: t("emailNoticeSubject"),
    lines: [t("hello", { name: username }), t("emailNoticeBody", { email: newEmail })],
    after: [t("emailNoticeNotYou")],
    action: { label: t("accountSettings"), path: "/dashboard/account" },
  });
}

export function accountDeletedMail(site: MailSite, to: string, username: string, lang: Lang = "en"): MailMessage {
  const t = translator(mailText, lang);
  return composeMail(site, {
    kind: "account-deleted",
    to,
    lang,
    subject: t("deletedSubject", { site: SITE_NAME }),
    lines: [t("hello", { name: username }), t("deletedBody")],
    after: [t("deletedNotYou")],
    action: { label: t("contactUs"), path: "/contact" },
  });
}
