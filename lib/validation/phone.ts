/**
 * A phone number as E.164, reading a number without a country code as Indian: 10 digits, or
 * 11 with the trunk 0, or 12 starting 91. A number written with + or 00 keeps its own code.
 * Returns null when the digits cannot make a number.
 */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim()
  const digits = trimmed.replace(/\D/g, '')
  let international: string
  if (trimmed.startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (digits.length === 10) international = `91${digits}`
  else if (digits.length === 11 && digits.startsWith('0')) international = `91${digits.slice(1)}`
  else if (digits.length === 12 && digits.startsWith('91')) international = digits
  else return null
  if (!/^[1-9]\d{7,14}$/.test(international)) return null
  if (international.startsWith('91') && international.length !== 12) return null
  return `+${international}`
}

/** "+91 98450 12345" for an Indian number in E.164; any other number as stored. */
export function formatPhone(e164: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164)
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164
}
