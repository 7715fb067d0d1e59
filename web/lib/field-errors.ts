/** The first message for each field of a failed schema check, as the forms show them. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
