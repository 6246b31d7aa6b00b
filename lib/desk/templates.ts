/** The placeholders a message template may use, and what fills each. */
export const templatePlaceholders = ['name', 'country', 'counsellor'] as const
export type TemplatePlaceholder = (typeof templatePlaceholders)[number]
/** What fills each placeholder; null when the lead does not say (a callback names no country). */
export type TemplateValues = Record<TemplatePlaceholder, string | null>

const PLACEHOLDER = /\{([^{}]*)\}/g

/** The placeholders a template names that are not ones it may use. */
export function unknownPlaceholders(body: string): string[] {
  return [...body.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(templatePlaceholders as readonly string[]).includes(name))
}

/**
 * The template with the lead's and the counsellor's details in place of its placeholders. A
 * value the lead does not have stays visible as "[country]", for the counsellor to fill in
 * before sending (missingValues says which), never a guess.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? (values[name as TemplatePlaceholder] ?? `[${name}]`) : whole,
  )
}

/** The placeholders a template uses that this lead has no value for. */
export function missingValues(body: string, values: TemplateValues): TemplatePlaceholder[] {
  return [
    ...new Set(
      [...body.matchAll(PLACEHOLDER)]
        .map((match) => match[1]! as TemplatePlaceholder)
        .filter((name) => name in values && values[name] === null),
    ),
  ]
}

/** A WhatsApp link that opens a chat with the number, the message typed in. */
export function whatsappLink(e164: string, text?: string): string {
  const number = e164.replace(/\D/g, '')
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
