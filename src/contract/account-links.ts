import * as z from "zod/mini";
import { accountMessages, registerSchema } from "./accounts";
import { msg } from "./i18n/msg";

/**
 * Forgotten passwords, account settings and the links mailed for them (docs/mail.md). The same
 * schemas check the forms in the browser and the bodies on the server.
 */

const email = registerSchema.shape.email;
/** The registration's rules (docs/product.md M5): 6 to 200 characters. */
const newPassword = registerSchema.shape.password;
const currentPassword = z.string(msg("currentPassword", "Enter your current password")).check(z.minLength(1, msg("currentPassword", "Enter your current password")), z.maxLength(200, msg("currentPassword", "Enter your current password")));
const token = z.string(msg("linkUsed", "This link has expired or was already used. Ask for a new one.")).check(z.minLength(1, msg("linkUsed", "This link has expired or was already used. Ask for a new one.")), z.maxLength(200, msg("linkUsed", "This link has expired or was already used. Ask for a new one.")));

/** Which sign-in page the visitor came from: admins go back to /admin. */
export const SIGN_IN_DOORS = ["owner", "admin"] as const;
export type SignInDoor = (typeof SIGN_IN_DOORS)[number];

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.object({ email, door: z.optional(z.enum(SIGN_IN_DOORS)) });

/**
 * A new password and its confirmation: the island always sends both checked; a form posted
 * without JavaScript sends both too, and the JSON API may leave the confirmation out.
 */
const confirmed = <S extends z.ZodMiniObject>(schema: S) =>
  schema.check(z.refine((form: { password?: unknown; confirmPassword?: unknown }) => form.confirmPassword === undefined || form.password === form.confirmPassword, { message: msg("passwordsDiffer", "Passwords don't match"), path: ["confirmPassword"] }));

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = confirmed(z.object({ token, password: newPassword, confirmPassword: z.optional(z.string()) }));
export const resetPasswordFormSchema = confirmed(z.object({ token, password: newPassword, confirmPassword: z.string() }));

/** POST /api/account/password. */
export const changePasswordSchema = confirmed(z.object({ currentPassword, password: newPassword, confirmPassword: z.optional(z.string()) }));
export const changePasswordFormSchema = confirmed(z.object({ currentPassword, password: newPassword, confirmPassword: z.string() }));

/** POST /api/account/email: the new address, confirmed by a link sent to it. */
export const changeEmailSchema = z.object({ email, currentPassword });

/** POST /api/account/confirm-email: the link's token, from the page it opens. */
export const confirmEmailSchema = z.object({ token });

/** POST /api/account/delete: the password confirms it is really the owner. */
export const deleteAccountSchema = z.object({ currentPassword });

export const accountLinkMessages = {
  resetSent: msg("resetSent", "If an account uses that address, we have sent a link to choose a new password. It works for one hour."),
  linkExpired: msg("linkUsed", "This link has expired or was already used. Ask for a new one."),
  tooManyResets: msg("tooManyResets", "Too many requests for a new password. Please wait an hour and try again."),
  wrongPassword: msg("wrongPassword", "Your current password is not correct."),
  passwordChanged: "Your password has been changed. Every other session was signed out.",
  emailLinkSent: "We have sent a link to your new address. Your address changes when you open it.",
  emailChanged: "Your e-mail address has been changed.",
  emailUnchanged: msg("sameEmail", "That is already your e-mail address."),
  accountDeleted: "Your account has been deleted. Your church stays in the directory, unclaimed.",
  paidPlanActive: msg("cancelPlanFirst", "Cancel your paid plan in Billing before deleting your account."),
  adminCannotDelete: msg("adminCannotDelete", "Administrator accounts cannot be deleted here."),
  tooManyTries: msg("tooManyAttempts", "Too many attempts. Please wait 15 minutes and try again."),
} as const;

/** How long a mailed link works. */
export const RESET_LINK_HOURS = 1;
export const EMAIL_LINK_HOURS = 24;

/** The only texts the account pages show from their URL: what these forms' API sends back there. */
const SHOWN_ERRORS = new Set<string>([
  ...Object.values(accountLinkMessages),
  accountMessages.emailTaken,
  msg("validEmail", "Please enter a valid email address"),
  msg("passwordMin", "Password must be at least 6 characters"),
  msg("passwordMax", "Password must be at most 200 characters"),
  msg("passwordsDiffer", "Passwords don't match"),
  msg("currentPassword", "Enter your current password"),
]);

/** A page's `error` parameter, if it is one of ours; anything else someone wrote into the URL is not shown. */
export function shownError(raw: string | null, fallback: string): string | undefined {
  if (raw === null) return undefined;
  return SHOWN_ERRORS.has(raw) ? raw : fallback;
}
