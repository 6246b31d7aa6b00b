/**
 * Whether a server action's body can be decoded by React without failing: Next answers a
 * body it cannot decode with a 500 and a stack trace in the log. The reply format is JSON
 * whose strings beginning with `$` are either values in themselves (`$$…` a literal `$`,
 * `$undefined`, `$NaN`, dates, big integers) or references to other parts of the body. A
 * reference to a part that is not there is what makes the decoder fail.
 */

const SELF_CONTAINED = /^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n|S)/
const REFERENCE = /^\$([A-Za-z@]?)([0-9a-f]+)(?::|$)/

/** Every reference in `value` resolves to a part in `parts` (by its name after `prefix`). */
function referencesResolve(value: unknown, parts: Set<string>, prefix: string): boolean {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || SELF_CONTAINED.test(value)) return true
    const match = REFERENCE.exec(value)
    if (!match) return false
    const [, tag, id] = match
    // A FormData argument's fields are parts named "<id>_<field>"; it may have none.
    if (tag === 'K') return true
    return parts.has(`${prefix}${id}`)
  }
  if (Array.isArray(value)) return value.every((item) => referencesResolve(item, parts, prefix))
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).every((item) => referencesResolve(item, parts, prefix))
  }
  return true
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

/** A body sent by fetch as one JSON text (an action called with plain values). */
export function readableActionText(text: string): boolean {
  const parsed = parseJson(text)
  return parsed.ok && Array.isArray(parsed.value) && referencesResolve(parsed.value, new Set(), '')
}

/**
 * A body sent as a form: by fetch (parts "0", "1"…, with Next-Action) or by a browser without
 * JavaScript (the action's reference in "$ACTION_<n>:<m>" parts, or "$ACTION_ID_<id>").
 */
export function readableActionForm(form: FormData, withHeader: boolean): boolean {
  const names = new Set(form.keys())
  for (const [name, value] of form) {
    const prefix = withHeader
      ? /^\d+$/.test(name)
        ? ''
        : null
      : (/^(\$ACTION_\d+:)\d+$/.exec(name)?.[1] ?? null)
    if (prefix === null) continue
    if (typeof value !== 'string') return false
    const parsed = parseJson(value)
    if (!parsed.ok || !referencesResolve(parsed.value, names, prefix)) return false
  }
  if (withHeader && !names.has('0')) return false
  return true
}
