import type { Lang } from "../../src/contract/i18n/lang";
import { translateMessage } from "../../src/contract/i18n/validation-text";

/** A form's messages by field name, as the forms show them. */
export type FieldErrors = Record<string, string>;

/**
 * The first message for each field of a failed schema check, keyed by its path as the server keys
 * it ('serviceTimes.2.time'), in the page's language (the schemas write English; docs/i18n.md).
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], lang: Lang = "en"): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) found[issue.path.map(String).join(".")] ??= translateMessage(issue.message, lang);
  return found;
}
