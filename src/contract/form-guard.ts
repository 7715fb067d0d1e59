import { msg } from "./i18n/msg";
/**
 * What every public form carries besides what a person types (docs/decisions/0046-hardening-round-3.md,
 * spam): a signed time-trap token made when the form was drawn, and a honeypot field people never
 * see. The server refuses a post sent faster than a person can fill the form in, or with a token
 * older than a day; a filled honeypot is answered like a success and stores nothing.
 */
export const FORM_TOKEN_FIELD = "formToken";
/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = "company";

/** The forms that carry them; a token is good for its own form only. */
export const GUARDED_FORMS = ["contact", "update", "event", "claim", "register"] as const;
export type GuardedForm = (typeof GUARDED_FORMS)[number];

export const formGuardMessages = {
  tooFast: msg("formTooFast", "That was sent faster than anyone can fill in this form. Please check it and send it again."),
  expired: msg("formExpired", "This form has expired. Please reload the page and send it again."),
  flooded: msg("registrationsFlooded", "Many new accounts are being made right now. Please try again in an hour."),
} as const;
