import { applyNowUniversities } from '@/data/lead-labels'
import { applyNowCountries } from '@/data/lead-options'
import type { DeliveryState, SpamReason } from '@/lib/desk/lead-states'

export const deliveryLabels: Record<DeliveryState, string> = {
  pending: 'Sending',
  delivered: 'In the sheet',
  dead: 'Failed',
  unconfigured: 'Not sent (no sheet configured)',
  held: 'Held back (suspected spam)',
}

/** Why a lead is marked as suspected spam, as the marker on its page says it. */
export const spamReasonLabels: Record<SpamReason, string> = {
  honeypot:
    'the hidden anti-spam field was filled in. People do not see it, but a browser filling in forms by itself, or someone typing before tapping a field, can fill it',
  'too-fast': 'it was sent less than 3 seconds after the form was shown',
}

/**
 * The form fields of a lead as a counsellor reads them, in this order. The contact fields
 * (name, e-mail, phone) are shown on their own, and what only repeats the form type
 * (requestType) or serves the intake (formStartedAt, website) is not shown.
 */
const fieldLabels: Record<string, string> = {
  webinarTitle: 'Webinar',
  webinarId: 'Webinar',
  question: 'Question',
  preferredTime: 'Preferred time',
  district: 'District or PIN code',
  countryName: 'Country',
  universityId: 'University',
  universityName: 'University',
  country: 'Preferred country',
  preferredCountry: 'Preferred country',
  preferredCountries: 'Preferred countries',
  university: 'Preferred university',
  lastAttendedCollege: 'Last attended college or school',
  neetScore: 'NEET score',
  message: 'Message',
  newsletterConsent: 'Agreed to receive the newsletter',
  studentUnder18: 'Student under 18',
  guardianName: "Parent's or guardian's name",
  guardianPhone: "Parent's or guardian's phone",
  guardianConsent: "Parent's or guardian's consent",
}

const NOT_SHOWN = new Set([
  'name',
  'fullName',
  'email',
  'phone',
  'requestType',
  'formStartedAt',
  'website',
])

const choiceLabels: Record<string, Record<string, string>> = {
  country: Object.fromEntries(applyNowCountries.map((c) => [c.value, c.label])),
  preferredCountry: Object.fromEntries(applyNowCountries.map((c) => [c.value, c.label])),
  university: Object.fromEntries(applyNowUniversities.map((u) => [u.value, u.label])),
}

/** "someNewField" as "Some new field", so a field added later never shows its code name. */
function wordsOf(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function textOf(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map((item) => textOf(key, item)).join(', ')
  const text = String(value)
  return choiceLabels[key]?.[text] ?? text
}

export type LeadField = { key: string; label: string; value: string; href?: string }

/**
 * The lead's form fields with their labels and readable values: choices by their names, yes
 * or no for a box, and the university of an application by its name (`universityNames`),
 * linked to its page.
 */
export function leadFields(
  data: Record<string, unknown>,
  universityNames: Record<string, string> = {},
): LeadField[] {
  const rank = (key: string) => {
    const index = Object.keys(fieldLabels).indexOf(key)
    return index === -1 ? Number.MAX_SAFE_INTEGER : index
  }
  return Object.entries(data)
    .filter(([key, value]) => !NOT_SHOWN.has(key) && value !== '' && value != null)
    .filter(([key]) => !(key === 'webinarId' && data.webinarTitle))
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]): LeadField => {
      const label = fieldLabels[key] ?? wordsOf(key)
      if (key === 'universityId') {
        const id = String(value)
        return {
          key,
          label,
          value: universityNames[id] ?? `University ${id}`,
          href: `/university-details/${encodeURIComponent(id)}`,
        }
      }
      return { key, label, value: textOf(key, value) }
    })
}
