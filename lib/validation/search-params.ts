/**
 * State kept in a page's address, read the same way by the server (a page's `searchParams`,
 * the proxy's URL) and by the browser (a form's fields, `useSearchParams`). A feature declares
 * its keys once, as a schema of fields: each field says how its text reads, what an absent or
 * unreadable value becomes (with the message shown beside its control, if any), and how its
 * value is written back. A bad address never fails a page: every key falls back on its own.
 *
 * Not zod or nuqs: this runs in the browser on pages at the edge of their JavaScript budget,
 * where zod/mini would add about 6 KB and nuqs about 6 KB (gzip), and this about 1 KB. The
 * fields with messages are in search-param-fields.ts, apart, so the listing's filters (the
 * page with the least room) carry only what they use.
 */

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

/** Every value of a key, trimmed: a repeated key (a GET form) gives several, in order. */
export function valuesOf(params: SearchParamsInput, key: string): string[] {
  const raw =
    params instanceof URLSearchParams
      ? params.getAll(key)
      : ([] as (string | undefined)[]).concat(params[key])
  return raw.flatMap((value) => (value === undefined ? [] : [value.trim()]))
}

export type Reading<T> = { value: T; error?: string }

export type QueryField<T> = {
  /**
   * The key's values (trimmed; none when absent) as a value, with a message when refused. A
   * single value reads the first, and an empty one is absent.
   */
  read(texts: string[]): Reading<T>
  /** The value as the address writes it; '' leaves the key out. */
  write(value: T): string
  /** Typed into an input: a form shows the text as typed, not the value read. */
  typed?: boolean
  /** The key in the address, when it differs from the field's name. */
  key?: string
}

export type QuerySchema = Record<string, QueryField<unknown>>
export type QueryValues<S> = { [K in keyof S]: S[K] extends QueryField<infer T> ? T : never }

/** The values the address gives each field (see search-param-fields.ts for their messages). */
export function parseQuery<S extends QuerySchema>(
  schema: S,
  params: SearchParamsInput,
): QueryValues<S> {
  const values = {} as QueryValues<S>
  for (const name of Object.keys(schema) as (keyof S & string)[]) {
    const field = schema[name]!
    values[name] = field.read(valuesOf(params, field.key ?? name))
      .value as QueryValues<S>[typeof name]
  }
  return values
}

/** The values as a query string in the schema's key order, without the empty ones ('' for none). */
export function writeQuery<S extends QuerySchema>(schema: S, values: QueryValues<S>): string {
  const params = new URLSearchParams()
  for (const name of Object.keys(schema)) {
    const field = schema[name]!
    const text = field.write(values[name as keyof S])
    if (text) params.set(field.key ?? name, text)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Free text, cut to `max` characters. */
export function text(max: number): QueryField<string> {
  return {
    read: ([first = '']) => ({ value: first.slice(0, max) }),
    write: (value) => value.trim(),
  }
}

/** One of a fixed set of values; absent or unknown, the fallback. `normalise` maps a text first. */
export function oneOf<const V extends string, F extends V | null | undefined>(
  options: readonly V[],
  fallback: F,
  { normalise = (text) => text, omit }: { normalise?: (text: string) => string; omit?: V } = {},
): QueryField<V | F> {
  return {
    read: ([first]) => ({
      value: (first && options.find((option) => option === normalise(first))) || fallback,
    }),
    write: (value) => (value === omit ? '' : (value ?? '')),
  }
}

/**
 * Values from comma-joined text (the site's links) or repeated keys (a GET form), each once:
 * at most 20, each at most 60 characters. `key` names it in the address.
 */
export function listOf(
  key: string,
  normalise: (item: string) => string | undefined = (item) => item,
): QueryField<string[]> {
  return {
    key,
    read: (texts) => {
      const items = texts
        .flatMap((raw) => raw.split(','))
        .map((item) => item.trim())
        .filter((item) => item && item.length <= 60)
        .flatMap((item) => normalise(item) ?? [])
      return { value: [...new Set(items)].slice(0, 20) }
    },
    write: (value) => value.join(','),
  }
}
