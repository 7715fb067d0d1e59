import { EMAIL_LINK_HOURS, RESET_LINK_HOURS } from "../../contract/account-links";
import { SITE_NAME } from "../../contract/site";
import { composeMail, type MailSite } from "../mail/compose";
import type { MailMessage } from "../mail/service";

/** The mail the accounts send (docs/mail.md): what each says, in the site's words. */

const notYou = "If you did not ask for this, you can ignore this e-mail: nothing changes until the link is opened.";

export function passwordResetMail(site: MailSite, to: string, username: string, token: string): MailMessage {
  return composeMail(site, {
    kind: "password-reset",
    to,
    subject: `Choose a new password for ${SITE_NAME}`,
    lines: [`Hello ${username},`, "Someone asked to reset the password of your account. Open the link below to choose a new one."],
    action: { label: "Choose a new password", path: `/reset-password?token=${encodeURIComponent(token)}` },
    after: [`The link works once, for ${RESET_LINK_HOURS === 1 ? "one hour" : `${RESET_LINK_HOURS} hours`}. Choosing a new password signs you out everywhere else.`, notYou],
  });
}

export function passwordChangedMail(site: MailSite, to: string, username: string): MailMessage {
  return composeMail(site, {
    kind: "password-changed",
    to,
    subject: "Your password was changed",
    lines: [`Hello ${username},`, "The password of your account was just changed, and every other session was signed out."],
    after: ["If this was not you, choose a new password at once with 'Forgot your password?' on the sign-in page, and tell us."],
    action: { label: "Sign in", path: "/login" },
  });
}

export function confirmEmailMail(site: MailSite, to: string, username: string, token: string): MailMessage {
  return composeMail(site, {
    kind: "email-change",
    to,
    subject: `Confirm your new e-mail address for ${SITE_NAME}`,
    lines: [`Hello ${username},`, "Open the link below to make this the e-mail address of your account."],
    action: { label: "Confirm this address", path: `/confirm-email?token=${encodeURIComponent(token)}` },
    after: [`The link works once, for ${EMAIL_LINK_HOURS} hours.`, notYou],
  });
}

export function emailChangeNoticeMail(site: MailSite, to: string, username: string, newEmail: string): MailMessage {
  return composeMail(site, {
    kind: "email-change-notice",
    to,
    subject: "Your e-mail address is being changed",
    lines: [`Hello ${username},`, `Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes when the link sent there is opened.`],
    after: ["If this was not you, change your password now and tell us."],
    action: { label: "Account settings", path: "/dashboard/account" },
  });
}

export function accountDeletedMail(site: MailSite, to: string, username: string): MailMessage {
  return composeMail(site, {
    kind: "account-deleted",
    to,
    subject: `Your ${SITE_NAME} account was deleted`,
    lines: [`Hello ${username},`, "Your account was deleted as you asked. Your church stays in the directory, unclaimed; anyone with an account may claim it again."],
    after: ["If this was not you, tell us through our contact page."],
    action: { label: "Contact us", path: "/contact" },
  });
}
