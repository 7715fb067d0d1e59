/** A form's messages by field name, as the forms show them. */
export type FieldErrors = Record<string, string>;

/** The first message for each field of a failed schema check, keyed by its path as the server keys it ('serviceTimes.2.time'). */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) found[issue.path.map(String).join(".")] ??= issue.message;
  return found;
}
