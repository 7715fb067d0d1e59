import { formRowsOfPost, plainFieldsOfPost, serviceFieldsOfRows, type PostedForm } from "../contract/service-times/form-rows";
import { translateMessage } from "../contract/i18n/validation-text";
import type { Lang } from "../contract/i18n/lang";
import { VISIT_FACT_FIELDS, visitFactsOfFields } from "../contract/visit-fact-details";
import { HttpError } from "./errors";

/**
 * Plain form posts of the forms with service rows, sent without JavaScript
 * (docs/decisions/0022-forms-without-javascript.md): the fields as the form named them, the body
 * the same schema checks as the JSON the island sends, and what to show again when refused.
 */

/** The posted fields: Elysia reads an urlencoded body into one string per name, a multipart one also into files (Blobs). */
export function postedFields(body: unknown): Record<string, unknown> {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The form as posted, kept to be shown again, and the body to check with the form's schema. */
export function readFormPost(body: unknown): { form: Omit<PostedForm, "errors">; input: Record<string, unknown> } {
  // A multipart post's files are the caller's to read (src/contract/images.ts, pictureFields).
  const fields = Object.fromEntries(Object.entries(postedFields(body)).filter(([, value]) => !(value instanceof Blob)));
  const values = plainFieldsOfPost(fields);
  const rows = formRowsOfPost(fields);
  // The visit facts' radio groups and practical fields (docs/visit-facts.md, Forms), when the form has them.
  const facts = Object.fromEntries(VISIT_FACT_FIELDS.filter((name) => name in fields).map((name) => [name, String(fields[name] ?? "")]));
  const factInput = Object.keys(facts).length ? visitFactsOfFields(facts) : {};
  return { form: { values: { ...values, ...facts }, rows }, input: { ...values, ...serviceFieldsOfRows(rows), ...factInput } };
}

/**
 * A refusal's messages by path ('serviceTimes.2.time'); one without fields is the form's own
 * ('form'). In the page's language (docs/i18n.md): the schemas write English.
 */
export function refusalMessages(error: HttpError, lang: Lang): Record<string, string> {
  const fields = (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  const messages = fields && Object.keys(fields).length > 0 ? fields : { form: error.message };
  return Object.fromEntries(Object.entries(messages).map(([path, message]) => [path, translateMessage(message, lang)]));
}
