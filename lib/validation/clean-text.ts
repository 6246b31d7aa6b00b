/**
 * Text a database cannot store or a person cannot have typed: NUL and the other control
 * characters (tab, line feed and carriage return are kept), and halves of a surrogate pair
 * without their other half. PostgreSQL refuses NUL in text and JSON outright, so one such
 * character would otherwise fail the whole transaction it shares with other leads.
 */
const MALFORMED =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const UNSUPPORTED_CHARACTERS =
  'Please remove the unsupported characters (control characters or broken symbols)'

export function isCleanText(value: string): boolean {
  return !MALFORMED.test(value)
}

/**
 * The path of the first string (a value or a key, at any depth) that is not clean text, or
 * null when all are. Used as the last check before anything is stored.
 */
export function findUncleanText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isCleanText(value) ? null : path
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUncleanText(item, [...path, String(index)])
      if (found) return found
    }
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, key]
      const found = findUncleanText(item, [...path, key])
      if (found) return found
    }
  }
  return null
}
