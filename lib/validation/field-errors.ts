/** A schema's issues as the forms show them: the first message for each field, by its path. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message
  return errors
}
