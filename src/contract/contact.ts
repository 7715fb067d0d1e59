import * as z from "zod/mini";
import { option, singleLine } from "./fields";
import { CONTACT_SUBJECTS } from "./options";
import { msg } from "./i18n/msg";

export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  "church-listing": "Church listing",
  advertising: "Advertising",
  "event-submission": "Event submission",
  "technical-support": "Technical support",
  "general-inquiry": "General inquiry",
};

/** The contact form (docs/product.md V5); the same schema checks the form and POST /api/contacts. */
export const contactSchema = z.object({
  name: z.string(msg("nameMin", "Name must be at least 2 characters")).check(singleLine(), z.trim(), z.minLength(2, msg("nameMin", "Name must be at least 2 characters")), z.maxLength(100, msg("nameMax", "Name must be at most 100 characters"))),
  email: z.string(msg("validEmail", "Please enter a valid email address")).check(z.trim(), z.maxLength(254, msg("validEmail", "Please enter a valid email address")), z.email(msg("validEmail", "Please enter a valid email address"))),
  subject: option(CONTACT_SUBJECTS, msg("selectSubject", "Please select a subject")),
  message: z.string(msg("messageMin", "Message must be at least 10 characters")).check(z.trim(), z.minLength(10, msg("messageMin", "Message must be at least 10 characters")), z.maxLength(5000, msg("messageMax", "Message must be at most 5,000 characters"))),
});
export type ContactInput = z.infer<typeof contactSchema>;
/** The form's fields as typed (strings), e.g. shown again after a refused post without JavaScript. */
export type ContactValues = Record<"name" | "email" | "subject" | "message", string>;
/** A refused post without JavaScript: what was typed, each field's message, or one for the form. */
export interface PostedContact {
  values: ContactValues;
  errors: Record<string, string>;
  message?: string;
}

