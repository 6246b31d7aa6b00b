/** The placeholders a message template may use, and what fills each. */
export const templatePlaceholders = ['name', 'country', 'counsellor'] as const
export type TemplateValues = Record<(typeof templatePlaceholders)[number], string>

const PLACEHOLDER = /\{([^{}]*)\}/g

/** The placeholders a template names that are not ones it may use. */
export function unknownPlaceholders(body: string): string[] {
  return [...body.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(templatePlaceholders as readonly string[]).includes(name))
}

/** The template with the lead's and the counsellor's details in place of its placeholders. */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as keyof TemplateValues] : whole,
  )
}

/** A WhatsApp link that opens a chat with the number, the message typed in. */
export function whatsappLink(e164: string, text?: string): string {
  const number = e164.replace(/\D/g, '')
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`
}
