import { accountLinkMessages, EMAIL_LINK_HOURS, RESET_LINK_HOURS } from "../../contract/account-links";
import { accountMessages } from "../../contract/accounts";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { hashToken, newToken } from "../../lib/tokens";
import { endSessionsOfUser } from "../../sessions/sessions";
import type { MailCaps } from "../mail/caps";
import type { MailSite } from "../../mail/compose";
import { queueMail } from "../mail/service";
import { emailLanguageOf } from "../notifications/service";
import { confirmEmailMail, emailChangeNoticeMail, passwordChangedMail, passwordResetMail } from "./mail";
import { emailExists, insertAccountToken, retireTokens, selectUsableToken, selectUserByEmail, selectUserById, setEmail, setPasswordHash, useToken } from "./queries";
import { hashPassword, verifyPassword } from "./passwords";
import type { SessionUser } from "../../sessions/sessions";

const HOUR = 3600_000;
const expired = () => new HttpError(422, accountLinkMessages.linkExpired, { fields: { token: accountLinkMessages.linkExpired } });

/**
 * 'Forgot your password?': a single-use link for an hour to the account using this address, and
 * nothing for an unknown one. The caller answers the same either way, and both ways make and hash
 * a token, so neither the answer nor its time tells whether the address has an account (docs/mail.md).
 * `send` is false when the address has asked too often, and the site's mail caps may refuse the
 * mail (docs/decisions/0046-hardening-round-3.md): the answer stays the same, no mail goes.
 */
export function requestPasswordReset(db: Db, site: MailSite, caps: Pick<MailCaps, "admit">, email: string, send: boolean, now = new Date()): void {
  const token = newToken();
  const tokenHash = hashToken(token);
  const user = selectUserByEmail(db, email.toLowerCase());
  if (!user || !send || !caps.admit(user.email, now.getTime())) return;
  db.transaction((tx) => {
    insertAccountToken(tx, { tokenHash, userId: user.id, purpose: "password-reset", expiresAt: new Date(now.getTime() + RESET_LINK_HOURS * HOUR) });
    queueMail(tx, passwordResetMail(site, user.email, user.username, token, emailLanguageOf(tx, user.id)), now);
  });
}

/** Whether a reset link still works: its page shows the form, or says to ask for a new one. */
export function resetLinkWorks(db: Db, token: string, now = new Date()): boolean {
  return token.length <= 200 && selectUsableToken(db, hashToken(token), "password-reset", now) !== undefined;
}

/**
 * A reset link's new password: the link is used (once), every other reset link of the account
 * stops working, and every session ends; the caller signs this browser in. 422 for a link that is
 * unknown, used or older than an hour.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<SessionUser> {
  const passwordHash = await hashPassword(password);
  return db.transaction((tx) => {
    const used = useToken(tx, hashToken(token), "password-reset", now);
    const user = used && selectUserById(tx, used.userId);
    if (!user) throw expired();
    setPasswordHash(tx, user.id, passwordHash);
    retireTokens(tx, user.id, "password-reset", now);
    endSessionsOfUser(tx, user.id);
    return { id: user.id, username: user.username, email: user.email, role: user.role };
  });
}

/** The account's current password, checked; 422 on the field when it is wrong. */
export async function checkCurrentPassword(db: Db, userId: number, password: string) {
  const user = selectUserById(db, userId);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError(422, accountLinkMessages.wrongPassword, { fields: { currentPassword: accountLinkMessages.wrongPassword } });
  }
  return user;
}

/**
 * Account settings, new password: the current one is required; every other session ends (this one
 * stays, `keepTokenHash`), open reset links stop working, and the address is told.
 */
export async function changePassword(db: Db, site: MailSite, user: SessionUser, input: { currentPassword: string; password: string }, keepTokenHash: string | undefined, now = new Date()): Promise<void> {
  const account = await checkCurrentPassword(db, user.id, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  db.transaction((tx) => {
    setPasswordHash(tx, account.id, passwordHash);
    retireTokens(tx, account.id, "password-reset", now);
    endSessionsOfUser(tx, account.id, keepTokenHash);
    queueMail(tx, passwordChangedMail(site, account.email, account.username, emailLanguageOf(tx, account.id)), now);
  });
}

/**
 * Account settings, new address: nothing changes until the link mailed to the new address is
 * opened; the current address is told at once. Earlier links for a change stop working. A mail
 * over the site's caps is not sent, and the answer stays the same.
 */
export async function requestEmailChange(db: Db, site: MailSite, caps: Pick<MailCaps, "admit">, user: SessionUser, input: { email: string; currentPassword: string }, now = new Date()): Promise<void> {
  const account = await checkCurrentPassword(db, user.id, input.currentPassword);
  const email = input.email.toLowerCase();
  if (email === account.email) throw new HttpError(422, accountLinkMessages.emailUnchanged, { fields: { email: accountLinkMessages.emailUnchanged } });
  if (emailExists(db, email)) throw new HttpError(409, accountMessages.emailTaken, { fields: { email: accountMessages.emailTaken } });
  const token = newToken();
  db.transaction((tx) => {
    retireTokens(tx, account.id, "email-change", now);
    insertAccountToken(tx, { tokenHash: hashToken(token), userId: account.id, purpose: "email-change", newEmail: email, expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * HOUR) });
    if (caps.admit(email, now.getTime())) queueMail(tx, confirmEmailMail(site, email, account.username, token, emailLanguageOf(tx, account.id)), now);
    if (caps.admit(account.email, now.getTime())) queueMail(tx, emailChangeNoticeMail(site, account.email, account.username, email, emailLanguageOf(tx, account.id)), now);
  });
}

/** Whether an address-change link still works, and the address it confirms. */
export function emailLinkAddress(db: Db, token: string, now = new Date()): string | null {
  if (token.length > 200) return null;
  return selectUsableToken(db, hashToken(token), "email-change", now)?.newEmail ?? null;
}

/** The link opened: the account's address becomes the new one (once; 409 if another account took it meanwhile). */
export function confirmEmailChange(db: Db, token: string, now = new Date()): void {
  db.transaction((tx) => {
    const used = useToken(tx, hashToken(token), "email-change", now);
    if (!used?.newEmail) throw expired();
    if (emailExists(tx, used.newEmail)) throw new HttpError(409, accountMessages.emailTaken);
    setEmail(tx, used.userId, used.newEmail);
  });
}
