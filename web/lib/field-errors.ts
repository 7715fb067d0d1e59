/** A form's messages by field name, as the forms show them. */
export type FieldErrors = Record<string, string>;

/** The first message for each field of a failed schema check. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
