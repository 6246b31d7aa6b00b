/**
 * The one byte range a `Range` header asks of a file of `size` bytes: null to send the whole
 * file (no header, a unit other than bytes, or several ranges), 'unsatisfiable' for a range
 * past the end (416). `end` is inclusive, as in Content-Range.
 */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return null
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return null
  if (from === '') {
    // The last `to` bytes.
    const length = Number(to)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(from)
  if (start >= size) return 'unsatisfiable'
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  return end < start ? null : { start, end }
}
