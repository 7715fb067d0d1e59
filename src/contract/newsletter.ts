import * as z from "zod/mini";
import { messages } from "./messages";
import { msg } from "./i18n/msg";

/** Footer newsletter form; the same schema checks the form and the API body. */
export const newsletterSubscribeSchema = z.object({
  email: z.string(messages.invalidEmailBody).check(
    z.trim(),
    z.minLength(1, messages.invalidEmailBody),
    z.maxLength(254, messages.invalidEmailBody),
    z.email(messages.invalidEmailBody),
  ),
});
export type NewsletterSubscribe = z.infer<typeof newsletterSubscribeSchema>;

/** A confirmation link works for this long (docs/mail.md, Newsletter). */
export const CONFIRM_LINK_DAYS = 7;
/** At most one confirmation mail a day per address, however often it is typed in. */
export const CONFIRM_RESEND_HOURS = 24;

/** The confirm page's form: the token from the link. */
export const newsletterConfirmSchema = z.object({
  token: z.string(msg("confirmationInvalid", "This confirmation link is not valid.")).check(z.minLength(1, msg("confirmationInvalid", "This confirmation link is not valid.")), z.maxLength(200, msg("confirmationInvalid", "This confirmation link is not valid."))),
});
