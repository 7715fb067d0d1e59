import * as z from "zod/mini";
import { messages } from "./messages";

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
