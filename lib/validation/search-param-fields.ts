import {
  oneOf,
  valuesOf,
  type QueryField,
  type QuerySchema,
  type QueryValues,
  type SearchParamsInput,
} from '@/lib/validation/search-params'

/**
 * An address read for a form: the fields here give a wrong value a message for beside its
 * control, and a form shows each control as the address left it.
 */

export type ParsedForm<V> = {
  values: V
  /** What each control shows: the text as typed into an input, or the value read for a choice. */
  raw: Record<keyof V & string, string>
  errors: Partial<Record<keyof V & string, string>>
}

export function parseForm<S extends QuerySchema>(
  schema: S,
  params: SearchParamsInput,
): ParsedForm<QueryValues<S>> {
  const values = {} as QueryValues<S>
  const raw = {} as Record<keyof S & string, string>
  const errors: Partial<Record<keyof S & string, string>> = {}
  for (const name of Object.keys(schema) as (keyof S & string)[]) {
    const field = schema[name]!
    const texts = valuesOf(params, field.key ?? name)
    const { value, error } = field.read(texts)
    values[name] = value as QueryValues<S>[typeof name]
    // A typed field shows what was typed; one not in the address shows the value the result
    // uses, so no result is worked from a figure the visitor cannot see.
    raw[name] = field.typed && texts[0] !== undefined ? texts[0] : field.write(value)
    if (error) errors[name] = error
  }
  return { values, raw, errors }
}

const plain = (value: number | string | null) => (value === null ? '' : String(value))

/** One of a fixed set of values, as oneOf; a value not in the set gets `message`. */
export function choiceOf<const V extends string, F extends V | null | undefined>(
  options: readonly V[],
  fallback: F,
  message: string,
  normalise: (text: string) => string = (text) => text,
): QueryField<V | F> {
  const field = oneOf(options, fallback, { normalise })
  return {
    ...field,
    read: (texts) => {
      const known = !texts[0] || options.some((option) => option === normalise(texts[0]!))
      return known ? field.read(texts) : { value: fallback, error: message }
    },
  }
}

/**
 * A number within a range (commas allowed: 4,00,000). Out of range, not whole when it must be,
 * or not a number: the fallback, and a message naming the range. Absent from the address: the
 * fallback. Sent empty (a cleared field): unanswered when there is no fallback, otherwise the
 * message, since the result must not use a figure the field no longer shows.
 */
export function number<F extends number | null>(
  fallback: F,
  rule: { min: number; max: number; integer?: boolean; label: string },
): QueryField<number | F> {
  const message = `Enter ${rule.label} from ${rule.min.toLocaleString('en-IN')} to ${rule.max.toLocaleString('en-IN')}${rule.integer ? ' (whole number)' : ''}.`
  return {
    typed: true,
    read: ([first]) => {
      if (first === undefined || (first.trim() === '' && fallback === null)) {
        return { value: fallback }
      }
      if (first.trim() === '') return { value: fallback, error: message }
      const value = Number(first.replace(/,/g, ''))
      const right =
        Number.isFinite(value) &&
        value >= rule.min &&
        value <= rule.max &&
        (!rule.integer || Number.isInteger(value))
      return right ? { value } : { value: fallback, error: message }
    },
    write: plain,
  }
}

/** yes or no; absent or anything else is unanswered (null), the latter with a message. */
export function yesNo(): QueryField<boolean | null> {
  return {
    read: ([first]) =>
      !first
        ? { value: null }
        : first === 'yes' || first === 'no'
          ? { value: first === 'yes' }
          : { value: null, error: 'Answer yes or no.' },
    write: (value) => (value === null ? '' : value ? 'yes' : 'no'),
  }
}

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** A real date (YYYY-MM-DD) between two years; otherwise none, with the message when given. */
export function isoDate({
  from = 1000,
  to = 9999,
  message,
}: { from?: number; to?: number; message?: string } = {}): QueryField<string | null> {
  return {
    typed: true,
    read: ([first]) => {
      if (!first) return { value: null }
      const year = Number(first.slice(0, 4))
      return isIsoDate(first) && year >= from && year <= to
        ? { value: first }
        : { value: null, error: message }
    },
    write: plain,
  }
}
