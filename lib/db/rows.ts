/** The rows of a raw `db.execute`: postgres.js returns them, PGlite returns `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
